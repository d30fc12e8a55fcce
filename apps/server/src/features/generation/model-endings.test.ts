// How real OpenAI-compatible models end answers other than cleanly (issue 14), end to end:
// two OpenAI emulators as the primary and secondary providers, the built-in mood engine last,
// the Spotify emulator and the real database. A playlist always comes out whole: 20 songs,
// none twice.
import { PLAYLIST_SONG_COUNT, parseVideoQueries, songKey } from '@moodtape/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { doneEvent, parseEventStream } from '../../../test/event-stream';
import { type Harness, createHarness } from '../../../test/harness';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../../test/openai-emulators';

const PROMPT = 'foggy harbour at dawn, slow and warm';
// Small limits, so that the waits of a test stay short: a first token may take 2 s, a gap
// between tokens only 300 ms.
const FIRST_TOKEN_MS = 2_000;
const IDLE_MS = 300;

type Song = { title: string; artist: string };
const key = (song: Song | undefined) => (song ? songKey(song.title, song.artist) : '');

describe.each(TEST_DATABASES)('answers that end badly ($kind)', (database) => {
  let primary: OpenAiEmulator;
  let secondary: OpenAiEmulator;
  let h: Harness;
  let session: string;

  beforeAll(async () => {
    [primary, secondary] = await Promise.all([startOpenAiEmulator(), startOpenAiEmulator()]);
    h = await createHarness(database, {
      env: {
        AI_BASE_URL: primary.baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'moodtape-primary',
        AI2_BASE_URL: secondary.baseUrl,
        AI2_API_KEY: 'test-key',
        AI2_MODEL: 'moodtape-secondary',
        AI_MAX_RETRIES: '0',
        AI_CALLS_PER_MINUTE: '1000',
        AI_FIRST_TOKEN_MS: String(FIRST_TOKEN_MS),
        AI_STREAM_IDLE_MS: String(IDLE_MS),
      },
    });
    session = await h.signIn('ava.rivers');
  });
  afterAll(async () => {
    await h.close();
    await Promise.all([primary.close(), secondary.close()]);
  });
  beforeEach(() => Promise.all([primary.reset(), secondary.reset()]));

  const post = (url: string, payload: object) =>
    h.inject({
      method: 'POST',
      url,
      payload,
      headers: { accept: 'text/event-stream' },
      cookies: { mt_session: session },
    });

  // The streamed playlist as a person gets it: checked whole, with no song twice.
  async function playlist(): Promise<Song[]> {
    const response = await post('/api/generate-playlist', { prompt: PROMPT, selectedImage: null });
    expect(response.statusCode).toBe(200);
    const done = doneEvent(parseEventStream(response.payload));
    const { songs, name } = JSON.parse(done.content) as { songs: Song[]; name: string };
    expect(name).not.toBe('');
    expect(songs).toHaveLength(PLAYLIST_SONG_COUNT);
    expect(done.tracks).toHaveLength(PLAYLIST_SONG_COUNT);
    expect(new Set(songs.map(key)).size).toBe(PLAYLIST_SONG_COUNT);
    return songs;
  }

  // How many of the first songs are the primary's own, as it writes them when nothing fails.
  async function keptFrom(songs: Song[]): Promise<number> {
    await primary.reset();
    await secondary.control({ faults: { chat: { status: 500 } } });
    const whole = await playlist();
    await secondary.reset();
    const kept = songs.findIndex((song, i) => key(song) !== key(whole[i]));
    return kept === -1 ? songs.length : kept;
  }

  it('keeps the songs of an answer cut at max_tokens and asks the next provider for the rest', async () => {
    await primary.control({ faults: { answer: { kind: 'length', afterTokens: 120 } } });
    const songs = await playlist();
    const asked = (await secondary.stats()).lastRequest;
    const kept = await keptFrom(songs);
    expect(kept).toBeGreaterThan(2);
    expect(kept).toBeLessThan(PLAYLIST_SONG_COUNT);
    expect(asked).toMatchObject({
      task: 'playlist',
      songs: PLAYLIST_SONG_COUNT - kept,
      currentSongs: kept,
    });
  });

  it('has the built-in engine finish a cut-off playlist when no provider is left', async () => {
    await primary.control({ faults: { answer: { kind: 'length', afterTokens: 120 } } });
    await secondary.control({ faults: { chat: { status: 503 } } });
    const songs = await playlist();
    expect((await secondary.stats()).chatRequests).toBe(1);
    const kept = await keptFrom(songs);
    expect(kept).toBeGreaterThan(2);
    expect(kept).toBeLessThan(PLAYLIST_SONG_COUNT);
  });

  it('takes a refusal as a failed provider: the next one writes the playlist', async () => {
    await primary.control({ faults: { answer: { kind: 'refusal' } } });
    await playlist();
    expect((await primary.stats()).chatRequests).toBe(1);
    expect((await secondary.stats()).lastRequest).toMatchObject({
      songs: PLAYLIST_SONG_COUNT,
      currentSongs: 0,
    });
  });

  it('ignores the usage chunk with no choices', async () => {
    await primary.control({ faults: { answer: { kind: 'usage-chunk' } } });
    await playlist();
    expect((await secondary.stats()).chatRequests).toBe(0);
  });

  it('waits for a first token that comes after the idle limit but within its own', async () => {
    await primary.control({
      faults: { answer: { kind: 'slow-first-token', delayMs: IDLE_MS * 3 } },
    });
    await playlist();
    expect((await secondary.stats()).chatRequests).toBe(0);
  });

  it('hands over to the next provider when the first token does not come in time', async () => {
    await primary.control({
      faults: { answer: { kind: 'slow-first-token', delayMs: FIRST_TOKEN_MS * 5 } },
    });
    const started = performance.now();
    await playlist();
    expect(performance.now() - started).toBeLessThan(FIRST_TOKEN_MS * 3);
    expect((await secondary.stats()).chatRequests).toBe(1);
  });

  it('answers the calls around the music when one model is cut short and the next refuses', async () => {
    await primary.control({ faults: { answer: { kind: 'length', afterTokens: 30 } } });
    await secondary.control({ faults: { answer: { kind: 'refusal' } } });
    const response = await h.inject({
      method: 'POST',
      url: '/api/generate-video-queries',
      payload: {
        playlist: { name: 'Harbour', tracks: [{ title: 'Harbor Lights', artist: 'Boz Scaggs' }] },
        prompt: PROMPT,
      },
      cookies: { mt_session: session },
    });
    expect(response.statusCode).toBe(200);
    const queries = parseVideoQueries(response.json<{ content: string }>().content);
    expect(queries.musicQueries.length).toBeGreaterThan(0);
    expect((await primary.stats()).chatRequests).toBe(1);
    expect((await secondary.stats()).chatRequests).toBe(1);
  });
});
