// Track matching against the Spotify emulator and the real database (AMENDMENTS A4), and
// POST /api/tracks/resolve, which finds a plain `{content}` answer's songs.
import { CATALOG } from '@moodtape/mood-engine';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { trackCache } from '../../db/schema';
import { createSpotifyWebApi } from '../../integrations/spotify/web-api-client';
import { createDailyQuota } from '../limits';
import { type Searcher, createTrackMatcher } from './matcher';

describe.each(TEST_DATABASES)('track matching ($kind)', (testDatabase) => {
  let h: Harness;
  let base: string;
  let token: string;
  let who: Searcher;
  let session: string;
  const waits: number[] = [];
  let now = Date.now();

  const searches = async () => {
    const response = await fetch(`${base}/__control/stats`);
    return ((await response.json()) as { searchRequests: number }).searchRequests;
  };

  const matcher = () =>
    createTrackMatcher({
      db: h.app.database.db,
      spotify: createSpotifyWebApi({ baseUrl: `${base}/api`, fetch }),
      clock: () => new Date(now),
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
      quota: createDailyQuota({
        db: h.app.database.db,
        clock: () => new Date(now),
        shares: h.config.limits.daily,
      }),
    });

  beforeAll(async () => {
    h = await createHarness(testDatabase);
    base = `${h.emulatorUrl}/emulators/spotify`;
    session = await h.signIn('ava.rivers');
    const answer = await h.inject({
      method: 'GET',
      url: '/api/auth/token',
      cookies: { mt_session: session },
    });
    token = answer.json<{ access_token: string }>().access_token;
    const me = await h.inject({ method: 'GET', url: '/api/me', cookies: { mt_session: session } });
    who = { accessToken: token, userId: me.json<{ id: string }>().id };
  });
  afterAll(() => h.close());
  beforeEach(async () => {
    await fetch(`${base}/__control/reset`, { method: 'POST' });
    await h.app.database.db.delete(trackCache);
    waits.length = 0;
  });

  const song = CATALOG[0]!;
  const other = CATALOG[1]!;

  it('finds a catalog song with the spec query and caches it, so a second lookup makes no call', async () => {
    const first = await matcher().match({ title: song.title, artist: song.artist }, who);
    expect(first.outcome).toBe('found');
    expect(first.track).toMatchObject({
      found: true,
      spotifyUri: expect.stringMatching(/^spotify:track:/),
    });
    const calls = await searches();
    const again = await matcher().match(
      { title: `${song.title.toUpperCase()} - Remastered 2011`, artist: song.artist.toLowerCase() },
      who,
    );
    expect(again.track).toEqual(first.track);
    expect(await searches()).toBe(calls);
  });

  it('tries one looser query when the strict one finds nothing', async () => {
    const result = await matcher().match(
      { title: song.title, artist: `${song.artist} feat. Somebody Else Entirely` },
      who,
    );
    expect(result.outcome).toBe('found');
    expect(await searches()).toBe(2);
  });

  it('keeps a song Spotify does not have, unfound, after two queries', async () => {
    const result = await matcher().match({ title: 'Qwzxv Glorp', artist: 'Nobody Known' }, who);
    expect(result).toEqual({
      outcome: 'missing',
      track: {
        title: 'Qwzxv Glorp',
        artist: 'Nobody Known',
        spotifyUri: null,
        previewUrl: null,
        albumArt: null,
        found: false,
      },
    });
    expect(await searches()).toBe(2);
  });

  it('waits out a short Retry-After and then finds the song', async () => {
    await h.control({ faults: { search: { status: 429, retryAfterSeconds: 2, times: 1 } } });
    const result = await matcher().match({ title: other.title, artist: other.artist }, who);
    expect(result.outcome).toBe('found');
    expect(waits).toEqual([2000]);
  });

  it('does not wait out a long Retry-After or a spent quota, and does not cache the miss', async () => {
    await h.control({ faults: { search: { status: 429, retryAfterSeconds: 3600 } } });
    const m = matcher();
    const first = await m.match({ title: other.title, artist: other.artist }, who);
    expect(first.outcome).toBe('unavailable');
    expect(waits).toEqual([]);
    const calls = await searches();
    // While Spotify asked us to stay away, further lookups do not even ask.
    expect((await m.match({ title: song.title, artist: song.artist }, who)).outcome).toBe(
      'unavailable',
    );
    expect(await searches()).toBe(calls);

    await fetch(`${base}/__control/reset`, { method: 'POST' });
    await h.control({
      faults: {
        search: {
          status: 429,
          retryAfterSeconds: 1,
          body: { error: { status: 429, message: 'QUOTA_EXCEEDED' } },
        },
      },
    });
    expect((await matcher().match({ title: other.title, artist: other.artist }, who)).outcome).toBe(
      'unavailable',
    );
    expect(waits).toEqual([]);
    expect(await h.app.database.db.select().from(trackCache)).toEqual([]);
  });

  it('resolves songs in the order given', async () => {
    const response = await h.inject({
      method: 'POST',
      url: '/api/tracks/resolve',
      payload: {
        songs: [
          { title: 'Nothing Like This Exists', artist: 'Nobody At All' },
          { title: 'Bohemian Rhapsody', artist: 'Queen' },
        ],
      },
      cookies: { mt_session: session },
    });
    expect(response.statusCode).toBe(200);
    const { tracks } = response.json<{ tracks: { found: boolean; title: string }[] }>();
    expect(tracks.map((t) => t.found)).toEqual([false, true]);
    expect(tracks[1]?.title).toBe('Bohemian Rhapsody');
  });

  // The emulator's originals not licensed in the US, Ava's country (its track-catalog.ts);
  // each also has a live recording that plays there.
  const restricted = CATALOG.filter((_, index) => index % 21 === 3).filter(
    (song) => !/'/.test(song.title + song.artist),
  );

  async function originalUri(song: { title: string; artist: string }, accessToken: string) {
    const q = `track:"${song.title}" artist:"${song.artist}"`;
    const response = await fetch(
      `${base}/api/v1/search?${new URLSearchParams({ q, type: 'track', limit: '10' })}`,
      { headers: { authorization: `Bearer ${accessToken}` } },
    );
    const { tracks } = (await response.json()) as {
      tracks: { items: { name: string; uri: string }[] };
    };
    return tracks.items.find((t) => t.name === song.title)?.uri;
  }

  it("searches for the person's market and never takes a recording that cannot play there", async () => {
    const song = restricted[0]!;
    const unplayable = await originalUri(song, token);
    expect(unplayable).toBeDefined();

    const result = await matcher().match(song, who);
    expect(result.outcome).toBe('found');
    expect(result.track.spotifyUri).not.toBe(unplayable);
    expect(result.track.title).toBe(`${song.title} - Live`);
    expect(result.track.artist).toBe(song.artist);
  });

  it("takes the original where it plays: the market is the searching person's (from_token)", async () => {
    const song = restricted[1]!;
    const kaiSession = await h.signIn('kai.moreno');
    const kaiToken = (
      await h.inject({ method: 'GET', url: '/api/auth/token', cookies: { mt_session: kaiSession } })
    ).json<{ access_token: string }>().access_token;
    const kaiMe = await h.inject({
      method: 'GET',
      url: '/api/me',
      cookies: { mt_session: kaiSession },
    });
    const kai = { accessToken: kaiToken, userId: kaiMe.json<{ id: string }>().id };

    const result = await matcher().match(song, kai);
    expect(result.track.spotifyUri).toBe(await originalUri(song, kaiToken));
    expect(result.track.title).toBe(song.title);
  });

  it('finds a title with an apostrophe through the looser query when the filtered one finds nothing', async () => {
    const before = await searches();
    const result = await matcher().match({ title: "Don't Know Why", artist: 'Norah Jones' }, who);
    expect(result.outcome).toBe('found');
    expect(result.track).toMatchObject({ title: "Don't Know Why", artist: 'Norah Jones' });
    // The spec's filtered query, then the looser one.
    expect((await searches()) - before).toBe(2);
  });
});
