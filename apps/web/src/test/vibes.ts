// Vibes and tracks as the server sends them, for component tests of every feature.
import type { Track, Vibe } from '@moodtape/core';
import { AVA } from './fake-server';

export const testTrack = (title: string, found = true): Track => ({
  title,
  artist: 'Artist',
  spotifyUri: found ? `spotify:track:${title.replace(/\W/g, '')}` : null,
  previewUrl: null,
  albumArt: found ? `/covers/${title}.svg` : null,
  found,
});

let made = 0;

// Ava's private "Night Drive" unless told otherwise; ids are unique v4-shaped UUIDs.
export function makeVibe(overrides: Partial<Vibe> = {}): Vibe {
  made += 1;
  return {
    id: `00000000-0000-4000-8000-${String(made).padStart(12, '0')}`,
    name: 'Night Drive',
    prompt: 'neon rain on the windshield',
    image_url: null,
    playlist_data: { name: 'Night Drive', tracks: [testTrack('One'), testTrack('Two')] },
    is_public: false,
    youtube_data: null,
    movies_data: [],
    tv_shows_data: [],
    activities_data: [],
    creators_data: [],
    created_at: '2026-11-20T10:00:00.000Z',
    save_count: 0,
    original_vibe_id: null,
    relay_vibe_id: null,
    moodtape_username: AVA.moodtape_username,
    spotify_username: AVA.id,
    ...overrides,
  };
}
