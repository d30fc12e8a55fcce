// Generation needs a fresh Spotify token for its searches. When refreshing it fails, every
// generation route answers our JSON error with a sentence a person can read: 401
// consent_required when Spotify ended the sign-in (AMENDMENTS A1), 502 when Spotify is down,
// and never Spotify's own words ("Internal Server Error").
import { MESSAGES, formatSongList } from '@moodtape/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';

const STREAM = { accept: 'text/event-stream' };
const SPOTIFY_TROUBLE = 'Spotify is having trouble right now. Please try again in a moment.';
// Less than the minute the server keeps for itself: the next search refreshes first.
const NEAR_EXPIRY_MS = (3600 - 30) * 1000;

const CURRENT = formatSongList([{ title: 'Yesterday', artist: 'The Beatles' }]);
const ROUTES = [
  { url: '/api/generate-playlist', payload: { prompt: 'rainy sunday morning' } },
  { url: '/api/extend-playlist', payload: { currentSongs: CURRENT } },
  {
    url: '/api/add-specific-song',
    payload: { currentSongs: CURRENT, specificSongInput: 'Let It Be' },
  },
];

describe.each(TEST_DATABASES)('generation after a failed Spotify refresh ($kind)', (database) => {
  let h: Harness;

  beforeAll(async () => {
    h = await createHarness(database, { env: { AI_CALLS_PER_MINUTE: '1000' } });
  });
  afterEach(() => h.control({ faults: { refresh: null } }));
  afterAll(() => h.close());

  async function generateNearExpiry(account: string, route: (typeof ROUTES)[number]) {
    return postNearExpiry(await h.signIn(account), route);
  }

  // The token is all but spent: the route refreshes it before its first search.
  function postNearExpiry(session: string, route: (typeof ROUTES)[number]) {
    h.clock.advance(NEAR_EXPIRY_MS);
    return h.inject({
      method: 'POST',
      url: route.url,
      payload: route.payload,
      headers: STREAM,
      cookies: { mt_session: session },
    });
  }

  it.each(ROUTES)(
    '$url answers 502 in words when Spotify answers the refresh with a bare 500 page',
    async (route) => {
      await h.control({
        faults: { refresh: { status: 500, body: 'Internal Server Error' } },
      });
      const res = await generateNearExpiry('ava.rivers', route);
      expect(res.statusCode).toBe(502);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ error: { code: 'upstream_error', message: SPOTIFY_TROUBLE } });
      expect(res.payload).not.toContain('Internal Server Error');
    },
  );

  it('answers 502 in words when Spotify is unavailable', async () => {
    await h.control({ faults: { refresh: { status: 503 } } });
    const res = await generateNearExpiry('ava.rivers', ROUTES[0]!);
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({ code: 'upstream_error', message: SPOTIFY_TROUBLE });
    expect(res.payload).not.toContain('Service Unavailable');
  });

  it('answers 401 consent_required with the sentence when Spotify revoked the sign-in', async () => {
    const session = await h.signIn('kai.moreno');
    await h.control({ revokeRefreshTokens: 'kai.moreno' });
    const res = await postNearExpiry(session, ROUTES[0]!);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { code: 'consent_required', message: MESSAGES.spotifySignInEnded },
    });
  });

  it('answers 502 in words when the token endpoint sends a proxy error page', async () => {
    const session = await h.signIn('ava.rivers');
    await h.control({ faults: { token: { status: 502, body: '<html>Bad Gateway</html>' } } });
    try {
      const res = await postNearExpiry(session, ROUTES[0]!);
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toEqual({ code: 'upstream_error', message: SPOTIFY_TROUBLE });
      expect(res.payload).not.toContain('Bad Gateway');
    } finally {
      await h.control({ faults: { token: null } });
    }
  });
});
