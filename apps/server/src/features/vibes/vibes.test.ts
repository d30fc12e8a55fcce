import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Vibe, VibeSummary } from '@moodtape/core';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { createVibe, vibeBody } from '../../../test/vibe-factory';

const IMAGE = `/api/images/${'ab'.repeat(32)}`;

describe.each(TEST_DATABASES)('vibes ($kind)', (database) => {
  let h: Harness;
  let ava: string;
  let kai: string;
  let sam: string;

  beforeAll(async () => {
    h = await createHarness(database);
    ava = await h.signIn('ava.rivers');
    kai = await h.signIn('kai.moreno');
    sam = await h.signIn('sam.lee');
  });
  afterAll(() => h.close());

  const get = (url: string, session?: string) =>
    h.inject({ method: 'GET', url, cookies: session ? { mt_session: session } : {} });
  const search = async (text: string, page = 1): Promise<VibeSummary[]> => {
    const params = new URLSearchParams({ search: text, page: String(page) });
    const res = await get(`/api/vibes/public?${params}`);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('saves a vibe with everything the page sent and lists it for its owner, newest first', async () => {
    const first = await createVibe(h, ava, { name: 'First light' });
    h.clock.advance(1000);
    const body = vibeBody({
      name: '  Night drive  ',
      image_url: IMAGE,
      movies_data: [{ title: 'Drive', year: 2011, description: 'Neon.', imageUrl: null }],
    });
    const res = await h.inject({
      method: 'POST',
      url: '/api/vibes',
      cookies: { mt_session: ava },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    const saved: Vibe = res.json();
    expect(saved).toMatchObject({
      name: 'Night drive',
      prompt: body.prompt,
      image_url: IMAGE,
      playlist_data: body.playlist_data,
      movies_data: body.movies_data,
      is_public: false,
      save_count: 0,
      original_vibe_id: null,
      relay_vibe_id: null,
      spotify_username: 'ava.rivers',
    });
    const mine: VibeSummary[] = (await get('/api/vibes', ava)).json();
    expect(mine.map((v) => v.id).slice(0, 2)).toEqual([saved.id, first.id]);
    expect((await get('/api/vibes', kai)).json()).toEqual([]);
  });

  it('opens a public vibe for anyone and a private one only for its owner', async () => {
    const secret = await createVibe(h, ava, { name: 'Secret diary' });
    const open = await createVibe(h, ava, { name: 'Open house', is_public: true });
    expect((await get(`/api/vibes/${secret.id}`, ava)).statusCode).toBe(200);
    expect((await get(`/api/vibes/${secret.id}`, kai)).statusCode).toBe(404);
    expect((await get(`/api/vibes/${secret.id}`)).statusCode).toBe(404);
    expect((await get(`/api/vibes/${open.id}`)).json()).toMatchObject({ name: 'Open house' });
    expect((await get('/api/vibes/not-a-uuid', ava)).statusCode).toBe(400);
  });

  it('finds public vibes by a word of the name, the prompt or the creator, as a prefix', async () => {
    const vibe = await createVibe(h, kai, {
      name: 'Tangerine Skies',
      prompt: 'windows down, coastal highway, golden hour',
      is_public: true,
    });
    await createVibe(h, kai, { name: 'Tangerine Private', prompt: 'coastal', is_public: false });
    const kaiName = (await get('/api/me', kai)).json().moodtape_username as string;

    expect((await search('tangerine')).map((v) => v.id)).toEqual([vibe.id]);
    expect((await search('COASTAL highway')).map((v) => v.id)).toEqual([vibe.id]);
    expect((await search('tanger')).map((v) => v.id)).toEqual([vibe.id]);
    expect((await search(kaiName)).map((v) => v.id)).toContain(vibe.id);
    expect(await search('tangerine nothinglikethis')).toEqual([]);
  });

  it('ranks a match in the name above a match in the prompt', async () => {
    const inPrompt = await createVibe(h, sam, {
      name: 'Quiet room',
      prompt: 'marmalade toast',
      is_public: true,
    });
    const inName = await createVibe(h, sam, {
      name: 'Marmalade morning',
      prompt: 'breakfast',
      is_public: true,
    });
    expect((await search('marmalade')).map((v) => v.id)).toEqual([inName.id, inPrompt.id]);
  });

  it('follows a username change in search results', async () => {
    const vibe = await createVibe(h, sam, { name: 'Renamed owner', is_public: true });
    const res = await h.inject({
      method: 'PATCH',
      url: '/api/users/update-username',
      cookies: { mt_session: sam },
      payload: { moodtape_username: 'zephyrlistener' },
    });
    expect(res.statusCode).toBe(200);
    const found = await search('zephyr');
    expect(found.map((v) => v.id)).toContain(vibe.id);
    expect(found.every((v) => v.moodtape_username === 'zephyrlistener')).toBe(true);
  });

  it('pages public vibes twenty at a time, newest first without a search', async () => {
    const made: string[] = [];
    for (let i = 0; i < 23; i++) {
      h.clock.advance(1000);
      made.push((await createVibe(h, kai, { name: `Pager ${i}`, is_public: true })).id);
    }
    const first = await search('pager');
    const second = await search('pager', 2);
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(3);
    expect(new Set([...first, ...second].map((v) => v.id))).toEqual(new Set(made));
    const newest: VibeSummary[] = (await get('/api/vibes/public')).json();
    expect(newest[0]?.id).toBe(made.at(-1));
    expect(newest.every((v) => v.is_public)).toBe(true);
  });

  it('renames and publishes an own vibe, and deletes it with its comments', async () => {
    const vibe = await createVibe(h, ava, { name: 'Draft' });
    const patch = await h.inject({
      method: 'PATCH',
      url: `/api/vibes/${vibe.id}`,
      cookies: { mt_session: ava },
      payload: { name: 'Final cut', is_public: true },
    });
    expect(patch.json()).toEqual({ name: 'Final cut', is_public: true });
    expect((await search('final cut')).map((v) => v.id)).toEqual([vibe.id]);
    await h.inject({
      method: 'POST',
      url: `/api/vibes/${vibe.id}/comments`,
      cookies: { mt_session: kai },
      payload: { content: 'love it' },
    });
    const del = await h.inject({
      method: 'DELETE',
      url: `/api/vibes/${vibe.id}`,
      cookies: { mt_session: ava },
    });
    expect(del.statusCode).toBe(204);
    expect((await get(`/api/vibes/${vibe.id}`, ava)).statusCode).toBe(404);
    expect((await get(`/api/vibes/${vibe.id}/comments`, ava)).statusCode).toBe(404);
    expect(await search('final cut')).toEqual([]);
  });

  describe('saving someone else’s vibe', () => {
    const saveCopy = (session: string, from: Vibe) =>
      createVibe(h, session, { name: from.name, relay_vibe_id: from.id });

    it('makes the saver’s own copy that remembers the chain, and counts the save', async () => {
      const original = await createVibe(h, ava, { name: 'Chain start', is_public: true });
      const kaiCopy = await saveCopy(kai, original);
      expect(kaiCopy).toMatchObject({
        spotify_username: 'kai.moreno',
        relay_vibe_id: original.id,
        original_vibe_id: original.id,
        is_public: false,
        save_count: 0,
      });
      await h.inject({
        method: 'PATCH',
        url: `/api/vibes/${kaiCopy.id}`,
        cookies: { mt_session: kai },
        payload: { is_public: true },
      });
      const samCopy = await saveCopy(sam, kaiCopy);
      expect(samCopy).toMatchObject({ relay_vibe_id: kaiCopy.id, original_vibe_id: original.id });
      expect((await get(`/api/vibes/${original.id}`)).json().save_count).toBe(1);
      expect((await get(`/api/vibes/${kaiCopy.id}`)).json().save_count).toBe(1);
    });

    const saveCount = async (vibe: Vibe): Promise<number> =>
      (await get(`/api/vibes/${vibe.id}`)).json().save_count;
    const remove = async (session: string, vibe: Vibe) => {
      const res = await h.inject({
        method: 'DELETE',
        url: `/api/vibes/${vibe.id}`,
        cookies: { mt_session: session },
      });
      expect(res.statusCode).toBe(204);
    };

    it('counts people, not copies: saving and deleting again and again counts once', async () => {
      const liked = await createVibe(h, ava, { name: 'Liked once', is_public: true });
      for (let i = 0; i < 50; i++) await remove(kai, await saveCopy(kai, liked));
      expect(await saveCount(liked)).toBe(1);
      expect(
        (await get('/api/vibes', kai))
          .json()
          .some((v: VibeSummary) => v.relay_vibe_id === liked.id),
      ).toBe(false);
      await saveCopy(sam, liked);
      expect(await saveCount(liked)).toBe(2);
      // The count is everyone who ever saved it: Kai saving once more is still one person.
      await saveCopy(kai, liked);
      expect(await saveCount(liked)).toBe(2);
    });

    it('counts each person once when many saves arrive at once', async () => {
      const popular = await createVibe(h, ava, { name: 'Popular', is_public: true });
      const sessions = [kai, sam, kai, sam, kai, sam, kai, sam, kai, sam, kai, sam];
      const copies = await Promise.all(sessions.map((s) => saveCopy(s, popular)));
      expect(copies).toHaveLength(sessions.length);
      expect(await saveCount(popular)).toBe(2);
    });

    it('does not count an owner saving their own vibe again', async () => {
      const own = await createVibe(h, ava, { name: 'Mine again', is_public: true });
      await saveCopy(ava, own);
      expect((await get(`/api/vibes/${own.id}`)).json().save_count).toBe(0);
    });

    it('refuses to copy a private vibe of someone else, as if it did not exist', async () => {
      const hidden = await createVibe(h, ava, { name: 'Hidden', is_public: false });
      const res = await h.inject({
        method: 'POST',
        url: '/api/vibes',
        cookies: { mt_session: kai },
        payload: vibeBody({ relay_vibe_id: hidden.id }),
      });
      expect(res.statusCode).toBe(404);
      expect((await get(`/api/vibes/${hidden.id}`, ava)).json().save_count).toBe(0);
      expect(
        (await get('/api/vibes', kai))
          .json()
          .some((v: VibeSummary) => v.relay_vibe_id === hidden.id),
      ).toBe(false);
    });
  });
});
