// Public vibes of someone else (Kai), as Discover shows them.
import type { Track, Vibe } from '@moodtape/core';
import { makeVibe } from '../../../test/vibes';

let next = 0;

export function track(title: string, artist = 'Artist'): Track {
  return { title, artist, spotifyUri: null, previewUrl: null, albumArt: null, found: true };
}

export function createVibe(overrides: Partial<Vibe> = {}): Vibe {
  next += 1;
  return makeVibe({
    name: `Vibe ${next}`,
    prompt: 'rain on the window',
    playlist_data: { name: 'Playlist', tracks: [track('One'), track('Two')] },
    is_public: true,
    moodtape_username: 'kai_moreno',
    spotify_username: 'kai.moreno',
    ...overrides,
  });
}
