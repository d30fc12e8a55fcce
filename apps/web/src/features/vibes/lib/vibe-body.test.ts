import { VIBE_MAX_SUGGESTIONS } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { makeVibe, testTrack as track } from '../../../test/vibes';
import {
  DEFAULT_VIBE_NAME,
  NO_EXTRAS,
  type PagePlaylist,
  copyVibeBody,
  pageVibeBody,
} from './vibe-body';

const page = (overrides: Partial<PagePlaylist> = {}): PagePlaylist => ({
  generation: 1,
  vibeId: null,
  name: 'Rainy',
  prompt: 'rain',
  imageUrl: '/api/images/abc',
  tracks: [track('One')],
  extras: NO_EXTRAS,
  ...overrides,
});

describe('Save Vibe body (spec 5, spec 7)', () => {
  it('names an unnamed playlist "My vibe" and keeps a name within the limit', () => {
    expect(pageVibeBody(page({ name: null }), null, 'ava').name).toBe(DEFAULT_VIBE_NAME);
    expect(pageVibeBody(page({ name: '  ' }), null, 'ava').name).toBe('My vibe');
    expect(pageVibeBody(page({ name: 'x'.repeat(150) }), null, 'ava').name).toHaveLength(100);
  });

  const queries = {
    musicQueries: ['a'],
    ambientQueries: [],
    generalQueries: [],
    shortsQueries: [],
    gradient: 'linear-gradient(#000, #fff)',
  };
  const movie = { title: 'Heat', year: 1995, description: 'LA.', imageUrl: null };

  it('keeps what the page shows around the music: videos, queries, gradient, suggestions', () => {
    const extras = { ...NO_EXTRAS, youtube_data: { queries, videos: {} }, movies_data: [movie] };
    const body = pageVibeBody(page({ extras }), null, 'ava');
    expect(body).toMatchObject({ youtube_data: { queries }, movies_data: [movie] });
  });

  it('cuts suggestion lists to the server’s limit', () => {
    const extras = { ...NO_EXTRAS, movies_data: Array.from({ length: 120 }, () => movie) };
    expect(pageVibeBody(page({ extras }), null, 'ava').movies_data).toHaveLength(
      VIBE_MAX_SUGGESTIONS,
    );
  });

  it('saves a copy of someone else’s loaded vibe, relayed from it and private', () => {
    const theirs = makeVibe({ spotify_username: 'kai', youtube_data: { queries } });
    const extras = { ...NO_EXTRAS, youtube_data: { queries } };
    const body = pageVibeBody(page({ vibeId: theirs.id, extras }), theirs, 'ava');
    expect(body).toMatchObject({ relay_vibe_id: theirs.id, youtube_data: { queries } });
    expect(body.is_public).toBe(false);
    expect(copyVibeBody(theirs)).toMatchObject({ youtube_data: { queries } });
  });

  it('does not relay the person’s own vibe', () => {
    const own = makeVibe({ spotify_username: 'ava' });
    expect(pageVibeBody(page(), own, 'ava')).not.toHaveProperty('relay_vibe_id');
  });
});
