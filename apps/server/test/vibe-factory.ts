// Makes vibes for route tests through the API, as the page would save them.
import type { CreateVibeRequest, Track, Vibe } from '@moodtape/core';
import type { Harness } from './harness';

let counter = 0;

export function track(overrides: Partial<Track> = {}): Track {
  counter += 1;
  const id = String(counter).padStart(22, '0');
  return {
    title: `Song ${counter}`,
    artist: 'The Testers',
    spotifyUri: `spotify:track:${id}`,
    previewUrl: null,
    albumArt: null,
    durationMs: 180_000,
    found: true,
    ...overrides,
  };
}

export function vibeBody(overrides: Partial<CreateVibeRequest> = {}): CreateVibeRequest {
  return {
    name: 'Rainy Sunday Coffee',
    prompt: 'rainy sunday morning, coffee, slow start',
    image_url: null,
    playlist_data: { name: 'Rainy Sunday Coffee', tracks: [track(), track()] },
    is_public: false,
    youtube_data: null,
    movies_data: [],
    tv_shows_data: [],
    activities_data: [],
    creators_data: [],
    ...overrides,
  };
}

export async function createVibe(
  h: Harness,
  session: string,
  overrides: Partial<CreateVibeRequest> = {},
): Promise<Vibe> {
  const res = await h.inject({
    method: 'POST',
    url: '/api/vibes',
    cookies: { mt_session: session },
    payload: vibeBody(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create vibe ${res.statusCode}: ${res.body}`);
  return res.json();
}
