import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Comment, Vibe } from '@moodtape/core';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { createVibe } from '../../../test/vibe-factory';

describe.each(TEST_DATABASES)('comments ($kind)', (database) => {
  let h: Harness;
  let ava: string;
  let kai: string;
  let vibe: Vibe;

  beforeAll(async () => {
    h = await createHarness(database);
    ava = await h.signIn('ava.rivers');
    kai = await h.signIn('kai.moreno');
    vibe = await createVibe(h, ava, { name: 'Talk about it', is_public: true });
  });
  afterAll(() => h.close());

  const list = (vibeId: string, session?: string, headers: Record<string, string> = {}) =>
    h.inject({
      method: 'GET',
      url: `/api/vibes/${vibeId}/comments`,
      cookies: session ? { mt_session: session } : {},
      headers,
    });
  const post = (vibeId: string, session: string, content: unknown) =>
    h.inject({
      method: 'POST',
      url: `/api/vibes/${vibeId}/comments`,
      cookies: { mt_session: session },
      payload: { content },
    });

  it('posts trimmed comments and lists them newest first with their authors', async () => {
    const first = await post(vibe.id, kai, '  first!  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ content: 'first!', spotify_username: 'kai.moreno' });
    h.clock.advance(1000);
    await post(vibe.id, ava, 'thanks');
    const comments: Comment[] = (await list(vibe.id)).json();
    expect(comments.map((c) => c.content)).toEqual(['thanks', 'first!']);
    expect(comments[1]?.moodtape_username).toBeTruthy();
  });

  it('answers a repeated poll with 304 until something changes', async () => {
    const talk = await createVibe(h, ava, { name: 'Polled', is_public: true });
    const before = await list(talk.id);
    const etag = before.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(before.headers['cache-control']).toContain('no-cache');
    const again = await list(talk.id, undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await post(talk.id, kai, 'news');
    const after = await list(talk.id, undefined, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().map((c: Comment) => c.content)).toEqual(['news']);
  });

  it('refuses empty and overlong comments without storing them', async () => {
    const talk = await createVibe(h, ava, { name: 'Strict', is_public: true });
    const empty = await post(talk.id, kai, '   \n ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('A comment cannot be empty.');
    const long = await post(talk.id, kai, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('A comment can be at most 1000 characters.');
    expect((await post(talk.id, kai, 42)).statusCode).toBe(400);
    expect((await list(talk.id)).json()).toEqual([]);
  });

  it('lets only the author delete a comment, not even the vibe’s owner', async () => {
    const talk = await createVibe(h, ava, { name: 'Mine to keep', is_public: true });
    const comment: Comment = (await post(talk.id, kai, 'kai was here')).json();
    const url = `/api/vibes/${talk.id}/comments/${comment.id}`;
    const byOwner = await h.inject({ method: 'DELETE', url, cookies: { mt_session: ava } });
    expect(byOwner.statusCode).toBe(403);
    expect((await list(talk.id)).json()).toHaveLength(1);
    const byAuthor = await h.inject({ method: 'DELETE', url, cookies: { mt_session: kai } });
    expect(byAuthor.statusCode).toBe(204);
    expect((await list(talk.id)).json()).toEqual([]);
    const twice = await h.inject({ method: 'DELETE', url, cookies: { mt_session: kai } });
    expect(twice.statusCode).toBe(404);
  });

  it('keeps a private vibe’s conversation to its owner', async () => {
    const diary = await createVibe(h, ava, { name: 'Diary', is_public: false });
    expect((await post(diary.id, ava, 'note to self')).statusCode).toBe(201);
    expect((await list(diary.id, ava)).json()).toHaveLength(1);
    expect((await list(diary.id, kai)).statusCode).toBe(404);
    expect((await list(diary.id)).statusCode).toBe(404);
    expect((await post(diary.id, kai, 'peek')).statusCode).toBe(404);
    expect((await list(diary.id, ava)).json()).toHaveLength(1);
  });
});
