import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMENTS_PAGE_SIZE, type Comment, type Vibe } from '@moodtape/core';
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

  const list = (
    vibeId: string,
    session?: string,
    headers: Record<string, string> = {},
    before?: string,
  ) =>
    h.inject({
      method: 'GET',
      url: `/api/vibes/${vibeId}/comments${before ? `?before=${encodeURIComponent(before)}` : ''}`,
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

  describe('a long conversation', () => {
    let talk: Vibe;
    // Oldest first, as posted.
    const posted: Comment[] = [];

    beforeAll(async () => {
      talk = await createVibe(h, ava, { name: 'Busy thread', is_public: true });
      for (let i = 0; i < 120; i++) {
        // Three comments share each moment, so the order leans on the id as well.
        if (i % 3 === 0) h.clock.advance(1000);
        const res = await post(talk.id, i % 2 ? kai : ava, `comment ${i}`);
        expect(res.statusCode).toBe(201);
        posted.push(res.json());
      }
    });

    const page = async (before?: string): Promise<Comment[]> => {
      const res = await list(talk.id, undefined, {}, before);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    it('answers the newest 50, then 50 older with before, then the last 20', async () => {
      const first = await page();
      const second = await page(first.at(-1)!.id);
      const third = await page(second.at(-1)!.id);
      expect([first.length, second.length, third.length]).toEqual([COMMENTS_PAGE_SIZE, 50, 20]);
      const all = [...first, ...second, ...third];
      expect(new Set(all.map((c) => c.id)).size).toBe(120);
      // Newest first by time, then by id among comments of the same moment.
      const newestFirst = [...posted].sort(
        (a, b) =>
          b.created_at.localeCompare(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0),
      );
      expect(all.map((c) => c.id)).toEqual(newestFirst.map((c) => c.id));
      expect(await page(third.at(-1)!.id)).toEqual([]);
    });

    it('gives each page its own ETag', async () => {
      const first = await list(talk.id);
      const before = (first.json() as Comment[]).at(-1)!.id;
      const second = await list(talk.id, undefined, {}, before);
      const etag = second.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(etag).not.toBe(first.headers.etag);
      const again = await list(talk.id, undefined, { 'if-none-match': etag }, before);
      expect(again.statusCode).toBe(304);
      // A new comment changes the newest page only.
      await post(talk.id, kai, 'newest');
      expect((await list(talk.id, undefined, { 'if-none-match': etag }, before)).statusCode).toBe(
        304,
      );
      const fresh = await list(talk.id, undefined, {
        'if-none-match': first.headers.etag as string,
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('refuses a before that is not a comment of this vibe', async () => {
      const elsewhere = await createVibe(h, ava, { name: 'Elsewhere', is_public: true });
      const other: Comment = (await post(elsewhere.id, kai, 'over here')).json();
      for (const before of [crypto.randomUUID(), other.id]) {
        const res = await list(talk.id, undefined, {}, before);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toBe(
          'The comment to page from is not on this vibe; it may have been deleted.',
        );
      }
      const malformed = await list(talk.id, undefined, {}, 'not-an-id');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.message).toBe('That is not a comment id.');
    });
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
