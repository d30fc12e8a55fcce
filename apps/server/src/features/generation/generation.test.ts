// The generation routes end to end: the built-in mood engine writes, the Spotify emulator
// finds, the real database caches.
import { formatSongList } from '@moodtape/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { doneEvent, parseEventStream } from '../../../test/event-stream';
import { type Harness, createHarness } from '../../../test/harness';

const STREAM = { accept: 'text/event-stream' };

describe.each(TEST_DATABASES)('generation routes ($kind)', (database) => {
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    h = await createHarness(database, { env: { AI_CALLS_PER_MINUTE: '1000' } });
    session = await h.signIn('ava.rivers');
  });
  afterAll(() => h.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    h.inject({ method: 'POST', url, payload, headers, cookies: { mt_session: session } });

  it('streams each song as it is written and each track as it is found', async () => {
    const response = await post(
      '/api/generate-playlist',
      { prompt: 'rainy sunday morning, coffee, slow start', selectedImage: null },
      STREAM,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = parseEventStream(response.payload);
    const songs = events.filter((e) => e.type === 'song');
    const tracks = events.filter((e) => e.type === 'track');
    expect(songs).toHaveLength(20);
    expect(tracks).toHaveLength(20);
    // Every track follows its song.
    for (const track of tracks) {
      const songAt = events.findIndex((e) => e.type === 'song' && e.index === track.index);
      expect(songAt).toBeLessThan(events.indexOf(track));
    }
    expect(events.some((e) => e.type === 'name' && e.name.length > 0)).toBe(true);
    const done = doneEvent(events);
    expect(done.tracks).toHaveLength(20);
    expect(done.tracks.every((t) => t.found && t.spotifyUri?.startsWith('spotify:track:'))).toBe(
      true,
    );
    const keys = done.tracks.map((t) => `${t.title}|${t.artist}`.toLowerCase());
    expect(new Set(keys).size).toBe(20);
    const content = JSON.parse(done.content) as { name: string; songs: unknown[] };
    expect(content.songs).toHaveLength(20);
  });

  it("answers spec 7's {content} when the client does not ask for a stream", async () => {
    const response = await post('/api/generate-playlist', { prompt: 'hype gym workout' });
    expect(response.statusCode).toBe(200);
    const content = JSON.parse(response.json<{ content: string }>().content) as {
      name: string;
      songs: { title: string; artist: string }[];
    };
    expect(content.name).not.toBe('');
    expect(content.songs).toHaveLength(20);
  });

  it('extends with new songs only', async () => {
    const first = parseEventStream(
      (await post('/api/generate-playlist', { prompt: 'summer beach party' }, STREAM)).payload,
    );
    const current = doneEvent(first).tracks;
    const response = await post(
      '/api/extend-playlist',
      { currentSongs: formatSongList(current) },
      STREAM,
    );
    const added = doneEvent(parseEventStream(response.payload)).tracks;
    expect(added.length).toBe(10);
    const had = new Set(current.map((t) => t.spotifyUri));
    expect(added.filter((t) => had.has(t.spotifyUri))).toEqual([]);
  });

  it('adds a requested song, or keeps it unfound when Spotify does not have it', async () => {
    const found = doneEvent(
      parseEventStream(
        (
          await post(
            '/api/add-specific-song',
            { currentSongs: '', specificSongInput: 'bohemian rhapsody queen' },
            STREAM,
          )
        ).payload,
      ),
    );
    expect(found.tracks).toEqual([
      expect.objectContaining({ title: 'Bohemian Rhapsody', artist: 'Queen', found: true }),
    ]);
    const missing = doneEvent(
      parseEventStream(
        (
          await post(
            '/api/add-specific-song',
            { currentSongs: '', specificSongInput: 'Zyxxq Plorbt by The Nonexistents' },
            STREAM,
          )
        ).payload,
      ),
    );
    expect(missing.tracks).toEqual([expect.objectContaining({ found: false, spotifyUri: null })]);
  });

  it('refuses people who are not signed in, and empty or broken requests, with a reason', async () => {
    const anonymous = await h.inject({
      method: 'POST',
      url: '/api/generate-playlist',
      payload: { prompt: 'calm' },
    });
    expect(anonymous.statusCode).toBe(401);

    const empty = await post('/api/generate-playlist', { prompt: '   ', selectedImage: null });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe(
      'Describe a mood or add a photo to generate a playlist.',
    );

    const notAPhoto = await post('/api/generate-playlist', {
      prompt: '',
      selectedImage: `data:image/png;base64,${Buffer.from('just text').toString('base64')}`,
    });
    expect(notAPhoto.statusCode).toBe(400);
    expect(notAPhoto.json<{ error: { message: string } }>().error.message).toBe(
      'Only JPEG, PNG and WEBP images can be uploaded.',
    );

    const noSong = await post('/api/add-specific-song', {
      currentSongs: '',
      specificSongInput: ' ',
    });
    expect(noSong.statusCode).toBe(400);
  });
});

describe.each(TEST_DATABASES)('AI calls per minute ($kind)', (database) => {
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    h = await createHarness(database, { env: { AI_CALLS_PER_MINUTE: '2' } });
    session = await h.signIn('kai.moreno');
  });
  afterAll(() => h.close());

  const generate = () =>
    h.inject({
      method: 'POST',
      url: '/api/generate-playlist',
      payload: { prompt: 'late night drive' },
      cookies: { mt_session: session },
    });

  it('answers 429 with a clear message above the limit, and lets the person in again a minute later', async () => {
    expect((await generate()).statusCode).toBe(200);
    expect((await generate()).statusCode).toBe(200);
    const limited = await generate();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json<{ error: { message: string } }>().error.message).toMatch(
      /^You are generating very fast\. Please wait \d+ seconds and try again\.$/,
    );
    h.clock.advance(60_000);
    expect((await generate()).statusCode).toBe(200);
  });
});
