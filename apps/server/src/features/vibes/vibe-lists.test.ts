// Lists of vibes answer summaries (core VibeSummarySchema): a Discover page of the largest
// vibes the server accepts stays small, and opening one still answers all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_VIBES_PAGE_SIZE,
  type Track,
  VIBE_MAX_TRACKS,
  VIBE_NAME_MAX_LENGTH,
  VIBE_PROMPT_MAX_LENGTH,
  VIBE_SUMMARY_PROMPT_LENGTH,
  type Vibe,
  VibeListSchema,
  type VibeSummary,
} from '@moodtape/core';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { createVibe, track } from '../../../test/vibe-factory';

// A Discover page once carried every vibe whole: twenty of these were 20 MB.
const DISCOVER_PAGE_BUDGET_BYTES = 100 * 1024;
const IMAGE = `/api/images/${'cd'.repeat(32)}`;

// The largest vibe a person can save, about half a megabyte: every limit of the request
// schema reached, and 500 tracks with long fields, their pictures and previews on Spotify's
// hosts.
function maximalTracks(n: number): Track[] {
  return Array.from({ length: VIBE_MAX_TRACKS }, (_, i) =>
    track({
      title: `${n}-${i} ${'t'.repeat(280)}`,
      artist: 'a'.repeat(300),
      previewUrl: `https://p.scdn.co/mp3-preview/${'p'.repeat(120)}`,
      // The first track has no cover, so a summary's cover comes from the second.
      albumArt: i === 0 ? null : `https://i.scdn.co/image/${n}/${i}/${'c'.repeat(120)}`,
    }),
  );
}

function bytes(body: { rawPayload: Buffer }): number {
  return body.rawPayload.byteLength;
}

describe.each(TEST_DATABASES)('lists of vibes ($kind)', (database) => {
  let h: Harness;
  let ava: string;
  let kai: string;
  const made: Vibe[] = [];

  beforeAll(async () => {
    h = await createHarness(database);
    ava = await h.signIn('ava.rivers');
    kai = await h.signIn('kai.moreno');
    for (let n = 0; n < PUBLIC_VIBES_PAGE_SIZE; n++) {
      h.clock.advance(1000);
      made.push(
        await createVibe(h, kai, {
          name: `${n} ${'n'.repeat(VIBE_NAME_MAX_LENGTH - 3)}`,
          prompt: `${n} ${'p'.repeat(VIBE_PROMPT_MAX_LENGTH - 3)}`,
          // Every other vibe has its own photo, which is its cover.
          image_url: n % 2 === 0 ? IMAGE : null,
          playlist_data: { name: 'x'.repeat(200), tracks: maximalTracks(n) },
          is_public: true,
        }),
      );
    }
  }, 120_000);
  afterAll(() => h.close());

  const get = (url: string, session?: string) =>
    h.inject({ method: 'GET', url, cookies: session ? { mt_session: session } : {} });

  function expectSummaries(list: VibeSummary[]) {
    expect(VibeListSchema.safeParse(list).success).toBe(true);
    for (const vibe of list) {
      expect(vibe).not.toHaveProperty('playlist_data');
      expect(vibe).not.toHaveProperty('youtube_data');
      expect(vibe).not.toHaveProperty('movies_data');
      expect(vibe).not.toHaveProperty('creators_data');
      const whole = made.find((v) => v.id === vibe.id)!;
      expect(vibe.track_count).toBe(VIBE_MAX_TRACKS);
      expect(vibe.cover_url).toBe(whole.image_url ?? whole.playlist_data.tracks[1]!.albumArt);
      expect(vibe.prompt).toBe(whole.prompt.slice(0, VIBE_SUMMARY_PROMPT_LENGTH));
      expect(vibe.name).toBe(whole.name);
    }
  }

  it('answers a Discover page of the largest vibes in under 100 KB, as summaries', async () => {
    const res = await get('/api/vibes/public');
    expect(res.statusCode).toBe(200);
    const size = bytes(res);
    // 16.2 KB when written; the same page of whole vibes was 10 MB.
    expect(size).toBeLessThan(DISCOVER_PAGE_BUDGET_BYTES);
    const page: VibeSummary[] = res.json();
    expect(page.map((v) => v.id)).toEqual(made.map((v) => v.id).reverse());
    expectSummaries(page);
  });

  it('answers a search the same way', async () => {
    const res = await get(`/api/vibes/public?search=${encodeURIComponent('nnnn')}`);
    expect(res.statusCode).toBe(200);
    expect(bytes(res)).toBeLessThan(DISCOVER_PAGE_BUDGET_BYTES);
    const page: VibeSummary[] = res.json();
    expect(page).toHaveLength(PUBLIC_VIBES_PAGE_SIZE);
    expectSummaries(page);
  });

  it('lists a person’s own vibes as summaries, newest first', async () => {
    const res = await get('/api/vibes', kai);
    expect(res.statusCode).toBe(200);
    expect(bytes(res)).toBeLessThan(DISCOVER_PAGE_BUDGET_BYTES);
    const mine: VibeSummary[] = res.json();
    expect(mine.map((v) => v.id)).toEqual(made.map((v) => v.id).reverse());
    expectSummaries(mine);
  });

  it('counts no tracks and falls back to no cover for an empty playlist', async () => {
    const empty = await createVibe(h, ava, {
      name: 'Quiet',
      prompt: 'short',
      playlist_data: { name: 'Quiet', tracks: [] },
    });
    const [summary]: VibeSummary[] = (await get('/api/vibes', ava)).json();
    expect(summary).toMatchObject({
      id: empty.id,
      prompt: 'short',
      track_count: 0,
      cover_url: null,
      is_public: false,
      save_count: 0,
      spotify_username: 'ava.rivers',
    });
  });

  it('still opens a vibe whole', async () => {
    const whole = made[0]!;
    const res = await get(`/api/vibes/${whole.id}`);
    expect(res.statusCode).toBe(200);
    const vibe: Vibe = res.json();
    expect(vibe.prompt).toBe(whole.prompt);
    expect(vibe.playlist_data.tracks).toHaveLength(VIBE_MAX_TRACKS);
    expect(vibe.playlist_data).toEqual(whole.playlist_data);
  });
});
