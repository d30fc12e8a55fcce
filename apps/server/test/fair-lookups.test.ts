// Spotify lookups on a busy server (decision 015), as the people generating notice them: the
// built-in mood engine writes whole playlists at once, the Spotify emulator answers slowly
// behind a small proxy that watches what reaches it, and the real database caches.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type GenerationEvent, GenerationEventSchema } from '@moodtape/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trackCache } from '../src/db/schema';
import { TEST_DATABASES } from './databases';
import { type Harness, createHarness } from './harness';

const LIMIT = 2;

// Forwards the server's Spotify Web API calls to the emulator and notes each search: when it
// left, when it was answered, with what status, and how many were in flight at once.
type Search = { sentAt: number; answeredAt: number; status: number };
async function startSpotifyProxy(target: () => string) {
  const searches: Search[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const server: Server = createServer((request, response) => {
    const isSearch = request.url?.startsWith('/v1/search') ?? false;
    const sentAt = performance.now();
    if (isSearch) mostInFlight = Math.max(mostInFlight, ++inFlight);
    const headers = { authorization: request.headers.authorization ?? '' };
    void fetch(`${target()}${request.url}`, { headers })
      .then(async (answer) => {
        const body = Buffer.from(await answer.arrayBuffer());
        if (isSearch) {
          inFlight--;
          searches.push({ sentAt, answeredAt: performance.now(), status: answer.status });
        }
        const retryAfter = answer.headers.get('retry-after');
        response.writeHead(answer.status, {
          'content-type': answer.headers.get('content-type') ?? 'application/json',
          ...(retryAfter ? { 'retry-after': retryAfter } : {}),
        });
        response.end(body);
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    searches,
    mostInFlight: () => mostInFlight,
    reset() {
      searches.length = 0;
      mostInFlight = 0;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.each(TEST_DATABASES)('fair Spotify lookups ($kind)', (database) => {
  let h: Harness;
  let baseUrl: string;
  let proxy: Awaited<ReturnType<typeof startSpotifyProxy>>;
  const sessions: Record<string, string> = {};

  beforeAll(async () => {
    let emulator = '';
    proxy = await startSpotifyProxy(() => emulator);
    h = await createHarness(database, {
      env: (emulatorUrl) => {
        emulator = `${emulatorUrl}/emulators/spotify/api`;
        return {
          AI_CALLS_PER_MINUTE: '1000',
          SPOTIFY_API_URL: proxy.url,
          SPOTIFY_SEARCH_CONCURRENCY: String(LIMIT),
        };
      },
    });
    baseUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
    sessions.ava = await h.signIn('ava.rivers');
    sessions.kai = await h.signIn('kai.moreno');
  });
  afterAll(async () => {
    await h.close();
    await proxy.close();
  });
  beforeEach(async () => {
    await h.app.database.db.delete(trackCache);
    await fetch(`${h.emulatorUrl}/emulators/spotify/__control/reset`, { method: 'POST' });
    proxy.reset();
  });

  // Every event of one person's generation, numbered in the order all of them arrived.
  type Seen = { who: string; at: number; event: GenerationEvent };
  const seen: Seen[] = [];
  let counter = 0;
  async function generate(who: string, prompt: string, onEvent?: (e: GenerationEvent) => void) {
    const response = await fetch(`${baseUrl}/api/generate-playlist`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        cookie: `mt_session=${sessions[who]}`,
      },
      body: JSON.stringify({ prompt, selectedImage: null }),
    });
    expect(response.status).toBe(200);
    const events: GenerationEvent[] = [];
    let buffer = '';
    const decoder = new TextDecoder();
    for await (const bytes of response.body as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(bytes, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const data = buffer
          .slice(0, end)
          .split('\n')
          .find((line) => line.startsWith('data: '));
        buffer = buffer.slice(end + 2);
        if (!data) continue;
        const event = GenerationEventSchema.parse(JSON.parse(data.slice(6)));
        events.push(event);
        seen.push({ who, at: counter++, event });
        onEvent?.(event);
      }
    }
    return events;
  }

  it("looks up a second person's first song before the first person's later songs", async () => {
    await h.control({ searchDelayMs: 80 });
    seen.length = 0;
    let second: Promise<GenerationEvent[]> | null = null;
    // Kai asks once Ava's playlist is being looked up, its 19 other songs waiting their turn.
    const first = generate('ava', 'hype gym workout', (event) => {
      if (event.type === 'track' && second === null) {
        second = generate('kai', 'calm focus for deep work');
      }
    });
    await first;
    const kaiEvents = await (second as unknown as Promise<GenerationEvent[]>);

    const kaiFirstTrack = seen.find((s) => s.who === 'kai' && s.event.type === 'track');
    // One of Kai's first songs (they share the free slots), not a later one.
    expect(kaiFirstTrack?.event.type === 'track' && kaiFirstTrack.event.index).toBeLessThan(LIMIT);
    const avaTracksBefore = seen.filter(
      (s) =>
        s.who === 'ava' &&
        s.event.type === 'track' &&
        s.at < (kaiFirstTrack?.at ? kaiFirstTrack.at : 0),
    ).length;
    // First come, first served, Kai would wait for all 20 of Ava's songs.
    expect(avaTracksBefore).toBeLessThan(10);
    expect(kaiEvents.filter((e) => e.type === 'track')).toHaveLength(20);
  });

  it('never has more searches in flight than SPOTIFY_SEARCH_CONCURRENCY', async () => {
    await h.control({ searchDelayMs: 30 });
    const playlists = await Promise.all([
      generate('ava', 'summer beach party with friends'),
      generate('kai', 'heartbreak on a cold winter evening'),
    ]);
    for (const events of playlists) {
      expect(events.filter((e) => e.type === 'track')).toHaveLength(20);
    }
    expect(proxy.searches.length).toBeGreaterThan(LIMIT);
    expect(proxy.mostInFlight()).toBe(LIMIT);
  });

  it('waits out a short Retry-After, sending no search meanwhile, and then finds every song', async () => {
    await h.control({
      searchDelayMs: 10,
      faults: { search: { status: 429, retryAfterSeconds: 1, times: 1, after: 3 } },
    });
    const events = await generate('ava', 'road trip with the windows down');

    const limited = proxy.searches.find((s) => s.status === 429);
    expect(limited).toBeDefined();
    // A search sent before the 429 reached the server may still arrive a moment after it.
    const sentDuringPause = proxy.searches.filter(
      (s) => s.sentAt > limited!.answeredAt + 100 && s.sentAt < limited!.answeredAt + 950,
    );
    const resumedAt = Math.min(
      ...proxy.searches.filter((s) => s.sentAt > limited!.answeredAt + 100).map((s) => s.sentAt),
    );
    expect(resumedAt - limited!.answeredAt).toBeGreaterThanOrEqual(950);
    expect(sentDuringPause).toEqual([]);
    const tracks = events.filter((e) => e.type === 'track');
    expect(tracks).toHaveLength(20);
    expect(events.some((e) => e.type === 'notice')).toBe(false);
  });
});
