// The provider chain (AMENDMENTS A6): primary and secondary are real OpenAI-compatible
// providers against two OpenAI emulators, the built-in mood engine comes last.
import { PLAYLIST_SONG_COUNT, songKey } from '@moodtape/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAiEmulator, startOpenAiEmulator } from '../../../test/openai-emulators';
import { createBuiltinProvider } from '../../integrations/ai/builtin-provider';
import { createOpenAiProvider } from '../../integrations/ai/openai-provider';
import type { AiProvider } from '../../integrations/ai/types';
import { createPlaylistGeneration } from './service';
import type { TrackMatcher } from '../track-matching';

const REQUEST = { kind: 'playlist', prompt: 'late night drive', image: null } as const;

describe('provider fallback chain', () => {
  let primary: OpenAiEmulator;
  let secondary: OpenAiEmulator;
  const warnings: string[] = [];
  const failures: string[] = [];

  beforeAll(async () => {
    [primary, secondary] = await Promise.all([startOpenAiEmulator(), startOpenAiEmulator()]);
  });
  afterAll(() => Promise.all([primary.close(), secondary.close()]));
  beforeEach(async () => {
    warnings.length = 0;
    failures.length = 0;
    await Promise.all([primary.reset(), secondary.reset()]);
  });

  const openai = (label: 'primary' | 'secondary', emulator: OpenAiEmulator): AiProvider =>
    createOpenAiProvider({
      label,
      baseUrl: emulator.baseUrl,
      apiKey: 'test-key',
      model: `moodtape-${label}`,
      vision: false,
      maxRetries: 0,
      timeoutMs: 5_000,
      firstTokenMs: 5_000,
      idleTimeoutMs: 5_000,
      deadlineMs: () => 30_000,
    });

  // Only the AI side is under test here: `content` makes no Spotify lookups.
  const generation = (
    providers = [
      openai('primary', primary),
      openai('secondary', secondary),
      createBuiltinProvider(),
    ],
  ) =>
    createPlaylistGeneration({
      providers,
      matcher: {} as TrackMatcher,
      logger: {
        warn: (details) => {
          const { provider, err } = details as { provider?: string; err?: unknown };
          warnings.push(String(provider));
          failures.push(err instanceof Error ? err.message : String(err));
        },
      },
    });

  async function playlist(providers?: AiProvider[]) {
    const content = await generation(providers).content(REQUEST, AbortSignal.timeout(10_000));
    const parsed = JSON.parse(content ?? 'null') as {
      name: string;
      songs: { title: string; artist: string }[];
    };
    const keys = parsed.songs.map((s) => songKey(s.title, s.artist));
    expect(new Set(keys).size).toBe(parsed.songs.length);
    return parsed;
  }

  it('uses the primary when it answers', async () => {
    const { songs } = await playlist();
    expect(songs).toHaveLength(PLAYLIST_SONG_COUNT);
    expect((await primary.stats()).chatRequests).toBe(1);
    expect((await secondary.stats()).chatRequests).toBe(0);
  });

  it('falls back to the secondary when the primary fails', async () => {
    await primary.control({ faults: { chat: { status: 503 } } });
    const { songs, name } = await playlist();
    expect(songs).toHaveLength(PLAYLIST_SONG_COUNT);
    expect(name).not.toBe('');
    expect((await secondary.stats()).chatRequests).toBe(1);
    expect(warnings).toEqual(['primary (moodtape-primary)']);
  });

  it('falls back to the built-in engine when both fail, also on invalid JSON', async () => {
    await primary.control({ faults: { chat: { status: 401 } } });
    await secondary.control({ faults: { answer: { kind: 'invalid-json' } } });
    const { songs } = await playlist();
    expect(songs).toHaveLength(PLAYLIST_SONG_COUNT);
    expect(warnings).toEqual(['primary (moodtape-primary)', 'secondary (moodtape-secondary)']);
  });

  it('keeps the songs of a stream cut off half-way and lets the next provider fill up', async () => {
    await primary.control({ faults: { answer: { kind: 'cut-off', afterTokens: 120 } } });
    const { songs } = await playlist();
    expect(songs).toHaveLength(PLAYLIST_SONG_COUNT);
    expect((await secondary.stats()).chatRequests).toBe(1);
  });

  it('keeps the songs of a "length" answer and has the built-in engine write only the rest', async () => {
    const whole = await playlist();
    await primary.reset();
    await primary.control({ faults: { answer: { kind: 'length', afterTokens: 100 } } });
    const { songs } = await playlist([openai('primary', primary), createBuiltinProvider()]);
    expect(songs).toHaveLength(PLAYLIST_SONG_COUNT);
    // The primary's songs come first, as it wrote them; the engine's follow, none repeated.
    const kept = songs.findIndex(
      (song, i) => songKey(song.title, song.artist) !== key(whole.songs[i]),
    );
    expect(kept).toBeGreaterThan(2);
    expect(kept).toBeLessThan(PLAYLIST_SONG_COUNT);
    // playlist() has checked that no song is there twice.
    expect(failures).toEqual([expect.stringContaining('finish_reason "length"')]);
  });

  it('takes a refusal as a failed provider, and logs its words cut short', async () => {
    await primary.control({
      faults: { answer: { kind: 'refusal', refusal: `No playlists today. ${'x'.repeat(1_500)}` } },
    });
    const { songs } = await playlist();
    expect(songs).toHaveLength(PLAYLIST_SONG_COUNT);
    expect(warnings).toEqual(['primary (moodtape-primary)']);
    expect(failures[0]).toContain('refused: "No playlists today.');
    expect(failures[0]?.length).toBeLessThan(300);
    expect((await secondary.stats()).chatRequests).toBe(1);
  });
});

const key = (song: { title: string; artist: string } | undefined) =>
  song ? songKey(song.title, song.artist) : '';
