// Vibes as the server sends them, for the Discover tests.
import type { Track, Vibe } from '@moodtape/core';

let next = 0;

export function track(title: string, artist = 'Artist'): Track {
  return { title, artist, spotifyUri: null, previewUrl: null, albumArt: null, found: true };
}

export function createVibe(overrides: Partial<Vibe> = {}): Vibe {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: `Vibe ${next}`,
    prompt: 'rain on the window',
    image_url: null,
    playlist_data: { name: 'Playlist', tracks: [track('One'), track('Two')] },
    is_public: true,
    youtube_data: null,
    movies_data: [],
    tv_shows_data: [],
    activities_data: [],
    creators_data: [],
    created_at: '2026-11-20T10:00:00.000Z',
    save_count: 0,
    original_vibe_id: null,
    relay_vibe_id: null,
    moodtape_username: 'kai_moreno',
    spotify_username: 'kai.moreno',
    ...overrides,
  };
}
