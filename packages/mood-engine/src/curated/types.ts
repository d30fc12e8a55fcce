// The curated lists shown next to a playlist (spec 3 Movie/TV, Activity, Creator). Each item
// carries a mood in the same terms as a catalog song (valence, energy, acousticness on 0..1
// and catalog tags), so that it is scored against the very target the playlist was built from.
import type { ActivityIconHint } from '@moodtape/core';
import type { Tag } from '../catalog/vocabulary';

export interface MoodProfile {
  // Positiveness: bleak 0, joyful 1.
  valence: number;
  // Intensity and pace: still 0, frantic 1.
  energy: number;
  // Texture: neon, electric, urban 0; quiet, organic, hand-made 1.
  acousticness: number;
  tags: readonly Tag[];
}

export const SCREEN_GENRES = [
  'drama',
  'comedy',
  'romance',
  'action',
  'adventure',
  'thriller',
  'horror',
  'sci-fi',
  'fantasy',
  'animation',
  'documentary',
  'crime',
  'mystery',
  'musical',
  'family',
  'war',
  'western',
  'biography',
  'sport',
  'history',
  'music',
] as const;
export type ScreenGenre = (typeof SCREEN_GENRES)[number];

// A movie or a TV show. `year` is the release year (first season for a show); `country` is
// the ISO 3166-1 alpha-2 code of the main production country.
export interface ScreenTitle extends MoodProfile {
  title: string;
  year: number;
  country: string;
  genres: readonly ScreenGenre[];
  description: string;
}

export interface CuratedActivity extends MoodProfile {
  title: string;
  description: string;
  iconHint: ActivityIconHint;
}

export const CREATOR_PLATFORMS = [
  'YouTube',
  'Twitch',
  'Podcast',
  'TikTok',
  'Instagram',
  'SoundCloud',
  'Bandcamp',
  'Newsletter',
  'Substack',
] as const;
export type CreatorPlatform = (typeof CREATOR_PLATFORMS)[number];

export interface CuratedCreator extends MoodProfile {
  name: string;
  platform: CreatorPlatform;
  description: string;
  channelUrl: string;
  // Only for Spotify shows whose id is certain; null otherwise.
  spotifyUri: string | null;
}
