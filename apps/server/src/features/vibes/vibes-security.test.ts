// Who may write what (AMENDMENTS A2): every write route tried by a stranger, by another
// signed-in person and by the owner, with the data checked after every refusal.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Comment, Vibe } from '@moodtape/core';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { createVibe, vibeBody } from '../../../test/vibe-factory';

type Actor = 'anonymous' | 'other' | 'owner';

describe.each(TEST_DATABASES)('vibe security ($kind)', (database) => {
  let h: Harness;
  const sessions: Record<Exclude<Actor, 'anonymous'>, string> = { other: '', owner: '' };
  let open: Vibe;
  let hidden: Vibe;
  let comment: Comment;

  beforeAll(async () => {
    h = await createHarness(database);
    await h.control({ developmentMode: false });
    sessions.owner = await h.signIn('ava.rivers');
    sessions.other = await h.signIn('kai.moreno');
  });
  afterAll(() => h.close());

  beforeEach(async () => {
    open = await createVibe(h, sessions.owner, { name: 'Open vibe', is_public: true });
    hidden = await createVibe(h, sessions.owner, { name: 'Hidden vibe', is_public: false });
    comment = (
      await send('owner', {
        method: 'POST',
        url: `/api/vibes/${open.id}/comments`,
        payload: { content: 'owner says hi' },
      })
    ).json();
  });

  function send(actor: Actor, options: InjectOptions) {
    return h.inject({
      ...options,
      cookies: actor === 'anonymous' ? {} : { mt_session: sessions[actor] },
    });
  }

  // What the owner sees of both vibes and the comment, to show a refusal changed nothing.
  async function snapshot() {
    const read = async (url: string) => (await send('owner', { method: 'GET', url })).json();
    return {
      open: await read(`/api/vibes/${open.id}`),
      hidden: await read(`/api/vibes/${hidden.id}`),
      comments: await read(`/api/vibes/${open.id}/comments`),
      mine: (await read('/api/vibes')).length as number,
    };
  }

  type Row = [string, (actor: Actor) => InjectOptions, Record<Actor, number>];
  const rows: Row[] = [
    [
      'rename a public vibe',
      () => ({ method: 'PATCH', url: `/api/vibes/${open.id}`, payload: { name: 'Taken over' } }),
      { anonymous: 401, other: 403, owner: 200 },
    ],
    [
      'publish a private vibe',
      () => ({ method: 'PATCH', url: `/api/vibes/${hidden.id}`, payload: { is_public: true } }),
      { anonymous: 401, other: 404, owner: 200 },
    ],
    [
      'delete a public vibe',
      () => ({ method: 'DELETE', url: `/api/vibes/${open.id}` }),
      { anonymous: 401, other: 403, owner: 204 },
    ],
    [
      'delete a private vibe',
      () => ({ method: 'DELETE', url: `/api/vibes/${hidden.id}` }),
      { anonymous: 401, other: 404, owner: 204 },
    ],
    [
      'comment on a private vibe',
      () => ({
        method: 'POST',
        url: `/api/vibes/${hidden.id}/comments`,
        payload: { content: 'hello' },
      }),
      { anonymous: 401, other: 404, owner: 201 },
    ],
    [
      'delete the owner’s comment',
      () => ({ method: 'DELETE', url: `/api/vibes/${open.id}/comments/${comment.id}` }),
      { anonymous: 401, other: 403, owner: 204 },
    ],
    [
      'save a copy of a private vibe',
      () => ({
        method: 'POST',
        url: '/api/vibes',
        payload: vibeBody({ relay_vibe_id: hidden.id }),
      }),
      { anonymous: 401, other: 404, owner: 201 },
    ],
  ];

  describe.each(rows)('%s', (_name, request, expected) => {
    it.each(['anonymous', 'other'] as const)(
      'is refused for %s, changing nothing',
      async (actor) => {
        const before = await snapshot();
        const res = await send(actor, request(actor));
        expect(res.statusCode).toBe(expected[actor]);
        expect(res.json().error.message).toMatch(/\w/);
        expect(await snapshot()).toEqual(before);
      },
    );

    it('is done for the owner', async () => {
      expect((await send('owner', request('owner'))).statusCode).toBe(expected.owner);
    });
  });

  it.each([
    ['POST', '/api/vibes', () => vibeBody({ spotify_email: 'kai.moreno@demo.moodtape.test' })],
    ['POST', '/api/vibes', () => vibeBody({ spotify_username: 'kai.moreno' })],
    [
      'PATCH',
      () => `/api/vibes/${open.id}`,
      () => ({ name: 'x', spotify_email: 'kai.moreno@demo.moodtape.test' }),
    ],
    [
      'POST',
      () => `/api/vibes/${open.id}/comments`,
      () => ({ content: 'hi', spotify_username: 'kai.moreno' }),
    ],
    [
      'DELETE',
      () => `/api/vibes/${open.id}/comments/${comment.id}`,
      () => ({ spotify_email: 'kai.moreno@demo.moodtape.test' }),
    ],
    [
      'POST',
      '/api/spotify/playlists',
      () => ({
        name: 'x',
        uris: ['spotify:track:0000000000000000000001'],
        spotify_email: 'kai.moreno@demo.moodtape.test',
      }),
    ],
  ] as const)(
    '%s %s with someone else’s spotify_email or username is 403',
    async (method, url, body) => {
      const before = await snapshot();
      const res = await send('owner', {
        method,
        url: typeof url === 'string' ? url : url(),
        payload: body(),
      });
      expect(res.statusCode).toBe(403);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses the spotify_email claim on a delete’s query string', async () => {
    const res = await send('owner', {
      method: 'DELETE',
      url: `/api/vibes/${open.id}?spotify_email=kai.moreno@demo.moodtape.test`,
    });
    expect(res.statusCode).toBe(403);
    expect(
      (await send('anonymous', { method: 'GET', url: `/api/vibes/${open.id}` })).statusCode,
    ).toBe(200);
  });

  it('never shows a private vibe to anyone else: list, search, open or comments', async () => {
    const words = 'Hidden vibe';
    for (const actor of ['anonymous', 'other'] as const) {
      const found: Vibe[] = (
        await send(actor, {
          method: 'GET',
          url: `/api/vibes/public?search=${encodeURIComponent(words)}`,
        })
      ).json();
      expect(found.some((v) => v.id === hidden.id)).toBe(false);
      const newest: Vibe[] = (
        await send(actor, { method: 'GET', url: '/api/vibes/public' })
      ).json();
      expect(newest.some((v) => v.id === hidden.id)).toBe(false);
      expect(
        (await send(actor, { method: 'GET', url: `/api/vibes/${hidden.id}` })).statusCode,
      ).toBe(404);
      expect(
        (await send(actor, { method: 'GET', url: `/api/vibes/${hidden.id}/comments` })).statusCode,
      ).toBe(404);
    }
    const othersList = await send('other', { method: 'GET', url: '/api/vibes' });
    expect(othersList.json().some((v: Vibe) => v.id === hidden.id)).toBe(false);
    expect((await send('anonymous', { method: 'GET', url: '/api/vibes' })).statusCode).toBe(401);
  });

  it.each([
    ['malformed JSON', '{"name": "x",', 'The request body is not valid JSON.'],
    ['a name that is only spaces', vibeBody({ name: '   ' }), 'A vibe needs a name.'],
    [
      'a 101-character name',
      vibeBody({ name: 'n'.repeat(101) }),
      'A vibe name can be at most 100 characters.',
    ],
    [
      'a 2001-character prompt',
      vibeBody({ prompt: 'p'.repeat(2001) }),
      'A prompt can be at most 2000 characters.',
    ],
    [
      '501 songs',
      vibeBody({
        playlist_data: {
          name: 'big',
          tracks: Array.from({ length: 501 }, () => vibeBody().playlist_data.tracks[0]!),
        },
      }),
      'A vibe can hold at most 500 songs.',
    ],
    [
      'a playlist that is not one',
      { ...vibeBody(), playlist_data: 'all the songs' },
      /playlist_data/,
    ],
    ['is_public as text', { ...vibeBody(), is_public: 'yes' }, /is_public/],
    [
      'a picture from another site',
      vibeBody({ image_url: 'https://tracker.example/pixel.gif' }),
      'image_url must be a photo uploaded to Moodtape.',
    ],
  ])('answers a new vibe with %s with 400 and saves nothing', async (_name, payload, message) => {
    const before = await snapshot();
    const res = await send('owner', {
      method: 'POST',
      url: '/api/vibes',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(message);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['an empty change', {}, 'Send a new name or is_public.'],
    ['an empty name', { name: '' }, 'A vibe needs a name.'],
    ['a name that is a number', { name: 7 }, /name/],
  ])(
    'answers a vibe update with %s with 400 and changes nothing',
    async (_name, payload, message) => {
      const before = await snapshot();
      const res = await send('owner', { method: 'PATCH', url: `/api/vibes/${open.id}`, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('keeps markup in names, prompts and comments as the exact text that was sent', async () => {
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const vibe = await createVibe(h, sessions.owner, {
      name: markup.slice(0, 100),
      prompt: markup,
      is_public: true,
    });
    const said = await send('other', {
      method: 'POST',
      url: `/api/vibes/${vibe.id}/comments`,
      payload: { content: markup },
    });
    const read = await send('anonymous', { method: 'GET', url: `/api/vibes/${vibe.id}/comments` });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json()[0].content).toBe(markup);
    expect(said.json().content).toBe(markup);
    const found = await send('anonymous', { method: 'GET', url: `/api/vibes/${vibe.id}` });
    expect(found.json()).toMatchObject({ name: markup.slice(0, 100), prompt: markup });
  });

  it('refuses markup in a username', async () => {
    const res = await send('owner', {
      method: 'PATCH',
      url: '/api/users/update-username',
      payload: { moodtape_username: '<b>ava</b>' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses writes sent from another site', async () => {
    const before = await snapshot();
    const res = await h.inject({
      method: 'PATCH',
      url: `/api/vibes/${open.id}`,
      cookies: { mt_session: sessions.owner },
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Pwned' },
    });
    expect(res.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
