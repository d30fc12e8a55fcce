// Vibes and tracks as the server sends them, and the page parts that show vibes, for
// component tests of every feature.
import {
  type Track,
  VIBE_SUMMARY_PROMPT_LENGTH,
  type Vibe,
  type VibeSummary,
} from '@moodtape/core';
import { useEffect } from 'react';
import { SavedVibes } from '../app/member-page';
import { Generator, LoadedVibeCard } from '../app/generator';
import { useFlow } from '../app/page';
import { MessagesArea } from '../features/messages/components/messages-area';
import { useSession } from '../shared/auth/session';
import { AVA } from './fake-server';
import { renderWithProviders } from './render';

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

// A vibe as lists carry it (GET /api/vibes and /api/vibes/public): no playlist, videos or
// suggestions, but its cover and track count (core VibeSummary).
export function summaryOf(vibe: Vibe): VibeSummary {
  const tracks = vibe.playlist_data.tracks;
  return {
    id: vibe.id,
    name: vibe.name,
    prompt: vibe.prompt.slice(0, VIBE_SUMMARY_PROMPT_LENGTH),
    image_url: vibe.image_url,
    cover_url: vibe.image_url ?? tracks.find((track) => track.albumArt)?.albumArt ?? null,
    track_count: tracks.length,
    is_public: vibe.is_public,
    created_at: vibe.created_at,
    save_count: vibe.save_count,
    original_vibe_id: vibe.original_vibe_id,
    relay_vibe_id: vibe.relay_vibe_id,
    moodtape_username: vibe.moodtape_username,
    spotify_username: vibe.spotify_username,
  };
}

function ShownCard({ vibe }: { vibe: Vibe }) {
  const flow = useFlow();
  const { user } = useSession();
  useEffect(() => flow.showVibe(vibe), [flow, vibe]);
  // As on the page, where the card shows for a signed-in person only.
  return user ? <LoadedVibeCard /> : null;
}

// A vibe put on the page, its card wired as the generator wires it, under the messages area.
export function renderLoadedCard(vibe: Vibe) {
  return renderWithProviders(<ShownCard vibe={vibe} />, { messages: true });
}

// The saved-vibes carousel above the messages and the generator, as the header shows it.
export function renderSavedVibesPage() {
  return renderWithProviders(
    <>
      <SavedVibes />
      <MessagesArea />
      <Generator user={AVA} />
    </>,
  );
}
