import { CATALOG } from '@moodtape/mood-engine';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { SPOTIFY_QUOTA_EXCEEDED_BODY } from './errors';
import { SearchAnswer } from './track-contract';
import { NOT_REGISTERED_TEXT } from './user-list';
import { BASE, control, createTestEmulator, signIn } from './spotify.test-support';

async function searcher(extra: { publicUrl?: string } = {}) {
  const { app } = createTestEmulator(undefined, extra);
  const { access_token } = await signIn(app);
  const search = (params: Record<string, string>, token: string | null = access_token) =>
    app.inject({
      method: 'GET',
      url: `${BASE}/api/v1/search?${new URLSearchParams({ type: 'track', ...params })}`,
      headers: { host: '127.0.0.1:8080', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const tracks = async (params: Record<string, string>) => {
    const res = await search(params);
    expect(res.statusCode).toBe(200);
    return SearchAnswer.parse(res.json()).tracks;
  };
  return { app, search, tracks };
}

const names = (items: SearchAnswer['tracks']['items']) =>
  items.map((t) => `${t.name} — ${t.artists.map((a) => a.name).join(', ')}`);

const stats = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: `${BASE}/__control/stats` })).json();

// Every third song keeps these whole-catalog checks quick while covering every kind of
// recording (they are assigned by catalog position).
const SAMPLE = CATALOG.filter((_, index) => index % 3 === 0);

describe('GET /api/v1/search', () => {
  it('finds every catalog song by its exact title and artist, with contract track objects', async () => {
    const { tracks } = await searcher();
    for (const song of CATALOG) {
      // A filter with an apostrophe finds nothing (see the apostrophe test); free words do.
      const apostrophe = /'/.test(song.title + song.artist);
      const found = await tracks({
        q: apostrophe
          ? `${song.title} ${song.artist}`
          : `track:"${song.title}" artist:"${song.artist}"`,
        limit: '10',
      });
      expect(names(found.items)).toContain(`${song.title} — ${song.artist}`);
      // The best hit is a recording of that song, even when it is not the original.
      expect(found.items[0]?.name.startsWith(song.title)).toBe(true);
      expect(found.items[0]?.artists[0]?.name).toBe(song.artist);
    }
  });

  it('answers ids, links and covers that a client can use', async () => {
    const { tracks } = await searcher();
    const [track] = (await tracks({ q: 'track:Yesterday artist:Beatles', limit: '1' })).items;
    expect(track?.id).toMatch(/^[0-9A-Za-z]{22}$/);
    expect(track?.uri).toBe(`spotify:track:${track?.id}`);
    expect(track?.external_urls.spotify).toBe(`https://open.spotify.com/track/${track?.id}`);
    expect(track?.preview_url).toBeNull();
    expect(track?.duration_ms).toBeGreaterThanOrEqual(120_000);
    expect(track?.duration_ms).toBeLessThanOrEqual(360_000);
    expect(track?.album.release_date).toBe('1965');
    expect(track?.album.images.map((i) => i.width)).toEqual([640, 300, 64]);
    expect(track?.album.images[0]?.url).toBe(
      `http://127.0.0.1:8080${BASE}/images/covers/${track?.album.id}.svg?size=640`,
    );
    // The same song gets the same id every time.
    const again = await tracks({ q: 'track:Yesterday artist:Beatles', limit: '1' });
    expect(again.items[0]?.id).toBe(track?.id);
  });

  it('points cover images at the public URL when one is configured', async () => {
    const { tracks } = await searcher({ publicUrl: 'https://demo.example/emulators/spotify' });
    const [track] = (await tracks({ q: 'track:Yesterday', limit: '1' })).items;
    expect(track?.album.images[2]?.url).toMatch(
      /^https:\/\/demo\.example\/emulators\/spotify\/images\/covers\/\w{22}\.svg\?size=64$/,
    );
  });

  it('matches words regardless of case, accents, punctuation and "&"', async () => {
    const { tracks } = await searcher();
    const exact = await tracks({ q: 'track:"Sound of Silence" artist:"Simon & Garfunkel"' });
    const loose = await tracks({ q: 'track:"sound OF silence!" artist:simon and garfunkel' });
    expect(exact.total).toBeGreaterThan(0);
    expect(names(loose.items)).toEqual(names(exact.items));
    const accented = CATALOG.find((song) => /[éèáóüö]/i.test(song.title));
    if (accented) {
      const plain = accented.title.normalize('NFKD').replace(/\p{M}/gu, '').toUpperCase();
      const found = await tracks({ q: `track:${plain} artist:${accented.artist}` });
      expect(names(found.items)).toContain(`${accented.title} — ${accented.artist}`);
    }
  });

  it('requires every filter word in its field, and free words anywhere', async () => {
    const { tracks } = await searcher();
    const byTitle = await tracks({ q: 'track:Yesterday', limit: '10' });
    expect(byTitle.items.every((t) => /yesterday/i.test(t.name))).toBe(true);
    const byArtist = await tracks({ q: 'artist:"The Beatles"', limit: '10' });
    expect(byArtist.total).toBeGreaterThan(2);
    expect(byArtist.items.every((t) => t.artists.some((a) => a.name === 'The Beatles'))).toBe(true);
    // "Yesterday" is a title, not an artist.
    expect((await tracks({ q: 'artist:Yesterday' })).total).toBe(0);
    const free = await tracks({ q: 'yesterday beatles' });
    expect(free.items[0]?.name).toBe('Yesterday');
    const quotedThenFree = await tracks({ q: 'track:"Here Comes the Sun" beatles' });
    expect(quotedThenFree.items[0]?.artists[0]?.name).toBe('The Beatles');
  });

  it('lists other recordings, and sometimes one of them ranks above the original', async () => {
    const { tracks } = await searcher();
    let variantsFirst = 0;
    const kinds = new Set<string>();
    for (const song of SAMPLE) {
      const found = await tracks({ q: `track:"${song.title}"`, limit: '10' });
      for (const item of found.items) {
        if (item.name.endsWith(' - Live')) kinds.add('live');
        if (/ - Remastered \d{4}$/.test(item.name)) kinds.add('remaster');
        if (/\(feat\. .+\)$/.test(item.name)) kinds.add('feat');
        if (item.name === song.title && item.artists[0]?.name !== song.artist) kinds.add('cover');
        if (item.name.includes('[Karaoke Version]')) kinds.add('karaoke');
      }
      const top = await tracks({ q: `track:"${song.title}" artist:"${song.artist}"`, limit: '1' });
      if (top.items[0]?.name !== song.title) variantsFirst += 1;
    }
    expect([...kinds].sort()).toEqual(['cover', 'feat', 'karaoke', 'live', 'remaster']);
    expect(variantsFirst).toBeGreaterThan(SAMPLE.length / 20);
    expect(variantsFirst).toBeLessThan(SAMPLE.length / 4);
  });

  it('ranks the exact title and artist above a karaoke version found by a loose query', async () => {
    const { tracks } = await searcher();
    let checked = 0;
    for (const song of SAMPLE) {
      const found = await tracks({ q: `${song.title} ${song.artist}`, limit: '10' });
      const karaoke = found.items.findIndex((t) => t.name.includes('[Karaoke Version]'));
      if (karaoke === -1) continue;
      const original = names(found.items).indexOf(`${song.title} — ${song.artist}`);
      expect(original).toBeGreaterThanOrEqual(0);
      expect(original).toBeLessThan(karaoke);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('pages with limit and offset, 5 by default', async () => {
    const { tracks } = await searcher();
    const first = await tracks({ q: 'artist:"The Beatles"' });
    expect(first.limit).toBe(5);
    expect(first.items).toHaveLength(Math.min(5, first.total));
    expect(first.previous).toBeNull();
    const second = await tracks({ q: 'artist:"The Beatles"', offset: '2', limit: '2' });
    expect(second.items.map((t) => t.id)).toEqual(first.items.slice(2, 4).map((t) => t.id));
    expect(new URL(second.previous ?? '').searchParams.get('offset')).toBe('0');
    expect(new URL(second.next ?? '').searchParams.get('offset')).toBe('4');
  });

  it.each([
    [{ q: 'yesterday', limit: '11' }, 'Invalid limit'],
    [{ q: 'yesterday', limit: '0' }, 'Invalid limit'],
    [{ q: 'yesterday', limit: 'ten' }, 'Invalid limit'],
    [{ q: 'yesterday', offset: '1001' }, 'Invalid offset'],
    [{ q: '' }, 'No search query'],
    [{ q: 'yesterday', type: '' }, 'Missing parameter type'],
    [{ q: 'yesterday', type: 'tracks' }, 'Bad search type field tracks'],
    [{ q: 'yesterday', type: 'album' }, 'Only type=track is emulated'],
  ])('refuses %o with 400 "%s"', async (params, message) => {
    const { search } = await searcher();
    const res = await search(params);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { status: 400, message } });
  });

  it('requires a valid bearer token', async () => {
    const { search } = await searcher();
    const missing = await search({ q: 'yesterday' }, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ error: { status: 401, message: 'No token provided' } });
    const wrong = await search({ q: 'yesterday' }, 'not-a-token');
    expect(wrong.json()).toEqual({ error: { status: 401, message: 'Invalid access token' } });
  });
});

describe('search switches', () => {
  it('rate-limits with Retry-After, then answers again', async () => {
    const { app, search } = await searcher();
    await control(app, { faults: { search: { status: 429, retryAfterSeconds: 3, times: 1 } } });
    const limited = await search({ q: 'yesterday' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('3');
    expect(limited.json()).toEqual({ error: { status: 429, message: 'API rate limit exceeded' } });
    expect((await search({ q: 'yesterday' })).statusCode).toBe(200);
  });

  it('sends the quota-exceeded body when given, and 5xx answers', async () => {
    const { app, search } = await searcher();
    const body = SPOTIFY_QUOTA_EXCEEDED_BODY;
    await control(app, { faults: { search: { status: 429, retryAfterSeconds: 86_400, body } } });
    const quota = await search({ q: 'yesterday' });
    expect(quota.json()).toEqual(body);
    expect(quota.headers['retry-after']).toBe('86400');
    await control(app, { faults: { search: { status: 503, times: 2 } } });
    const unavailable = await search({ q: 'yesterday' });
    expect(unavailable.statusCode).toBe(503);
    expect(unavailable.json()).toEqual({ error: { status: 503, message: 'Service Unavailable' } });
  });

  it('delays every search by searchDelayMs', async () => {
    const { app, search } = await searcher();
    await control(app, { searchDelayMs: 80 });
    const started = performance.now();
    expect((await search({ q: 'yesterday' })).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(75);
  });

  it('counts searches, and reset zeroes the count', async () => {
    const { app, search } = await searcher();
    expect(await stats(app)).toEqual({ searchRequests: 0, playerRequests: 0, playlistRequests: 0 });
    await search({ q: 'yesterday' });
    await search({ q: 'yesterday', limit: '11' });
    expect(await stats(app)).toEqual({ searchRequests: 2, playerRequests: 0, playlistRequests: 0 });
    await control(app, {}, '/reset');
    expect(await stats(app)).toEqual({ searchRequests: 0, playerRequests: 0, playlistRequests: 0 });
  });
});

// Songs whose original is not licensed in the US (track-catalog.ts: index % 21 === 3); each
// has a live recording that is.
const RESTRICTED = CATALOG.filter((_, index) => index % 21 === 3);

describe('markets, ISRCs and development mode', () => {
  const query = (song: { title: string; artist: string }) =>
    /'/.test(song.title + song.artist)
      ? `${song.title} ${song.artist}`
      : `track:"${song.title}" artist:"${song.artist}"`;

  it('leaves is_playable out when no market is named, as Spotify does', async () => {
    const { tracks } = await searcher();
    const found = await tracks({ q: 'track:Yesterday artist:Beatles' });
    expect(found.items.length).toBeGreaterThan(0);
    for (const item of found.items) expect(item).not.toHaveProperty('is_playable');
  });

  it('answers for the account country with from_token: some originals are unplayable in the US, another recording is not', async () => {
    const { tracks } = await searcher();
    expect(RESTRICTED.length).toBeGreaterThan(3);
    for (const song of RESTRICTED) {
      const found = await tracks({ q: query(song), market: 'from_token', limit: '10' });
      const original = found.items.find(
        (t) => t.name === song.title && t.artists[0]?.name === song.artist,
      );
      expect(original).toMatchObject({ is_playable: false, restrictions: { reason: 'market' } });
      const other = found.items.find(
        (t) => t.name.startsWith(song.title) && t !== original && t.is_playable,
      );
      expect(other?.artists[0]?.name).toBe(song.artist);
    }
  });

  it('lets the account country win over an explicit market, as the contract says, and plays elsewhere', async () => {
    const song = RESTRICTED[0]!;
    const { tracks } = await searcher();
    const asUs = await tracks({ q: query(song), market: 'ES' });
    expect(asUs.items.find((t) => t.name === song.title)?.is_playable).toBe(false);

    const { app } = createTestEmulator();
    const kai = await signIn(app, 'kai.moreno');
    const res = await app.inject({
      method: 'GET',
      url: `${BASE}/api/v1/search?${new URLSearchParams({ type: 'track', q: query(song), market: 'from_token' })}`,
      headers: { authorization: `Bearer ${kai.access_token}` },
    });
    const items = SearchAnswer.parse(res.json()).tracks.items;
    expect(items.every((t) => t.is_playable === true)).toBe(true);
    expect(items.some((t) => 'restrictions' in t)).toBe(false);
  });

  it('refuses a market that is not a country code', async () => {
    const { search } = await searcher();
    const res = await search({ q: 'yesterday', market: 'usa' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { status: 400, message: 'Invalid market code' } });
  });

  it('gives every recording its own ISRC, the same on every search', async () => {
    const { tracks } = await searcher();
    const first = await tracks({ q: 'yesterday', limit: '10' });
    const again = await tracks({ q: 'yesterday', limit: '10' });
    const isrcs = first.items.map((t) => t.external_ids.isrc);
    expect(isrcs.every((isrc) => /^[A-Z]{2}[0-9A-Z]{3}\d{7}$/.test(isrc))).toBe(true);
    expect(new Set(isrcs).size).toBe(isrcs.length);
    expect(again.items.map((t) => t.external_ids.isrc)).toEqual(isrcs);
  });

  it('sends popularity and available_markets only to apps out of development mode', async () => {
    const { app, tracks } = await searcher();
    const dev = await tracks({ q: 'track:Yesterday artist:Beatles' });
    expect(dev.items[0]).not.toHaveProperty('popularity');
    expect(dev.items[0]).not.toHaveProperty('available_markets');
    await control(app, { developmentMode: false });
    const extended = await tracks({ q: 'track:Yesterday artist:Beatles' });
    expect(extended.items[0]?.popularity).toEqual(expect.any(Number));
    expect(extended.items[0]?.available_markets).toContain('US');
  });

  it('finds nothing for a track: or artist: filter with an apostrophe; the same words without the filter find the song', async () => {
    const { tracks } = await searcher();
    expect((await tracks({ q: "track:Don't Know Why artist:Norah Jones" })).items).toEqual([]);
    expect((await tracks({ q: 'track:"Don’t Know Why"' })).items).toEqual([]);
    expect((await tracks({ q: "artist:Guns N' Roses" })).items).toEqual([]);
    const loose = await tracks({ q: "Don't Know Why Norah Jones" });
    expect(names(loose.items)[0]).toBe("Don't Know Why — Norah Jones");
    const bare = await tracks({ q: 'track:Dont Know Why artist:Norah Jones' });
    expect(names(bare.items)).toContain("Don't Know Why — Norah Jones");
  });

  it('answers the plain-text 403 of development mode to someone not on the user list', async () => {
    const { app } = createTestEmulator();
    const noor = await signIn(app, 'noor.haddad');
    const url = `${BASE}/api/v1/search?q=yesterday&type=track`;
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${noor.access_token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe(NOT_REGISTERED_TEXT);
  });
});
