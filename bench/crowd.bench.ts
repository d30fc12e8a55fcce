// `npm run bench -- crowd`: 1, 10 and 20 people generating a playlist at the same moment,
// each signed in as a distinct person, through the real HTTP route (server-sent events) with
// the emulators: the AI at generation.bench.ts's default profile, 150 ms per Spotify search.
// Prints the median and worst time to each person's first playable track, and their ratios
// to one person alone (issue 15: 10 people, median <= 2x and worst <= 3x).
// SPOTIFY_SEARCH_CONCURRENCY is passed on when set, to measure other limits;
// CROWD_AI=engine uses the built-in mood engine instead (every song at once, no AI latency);
// CROWD_DB=postgres runs on PostgreSQL (test/databases.ts) instead of the embedded PGlite.
import { trackCache } from '../apps/server/src/db/schema';
import { TEST_DATABASES } from '../apps/server/test/databases';
import { createHarness } from '../apps/server/test/harness';
import { crowdSessions } from './crowd-people';
import { type PipelineTiming, timePipeline } from './generation-runs';
import { median, ms, ratio } from './stats';

const PROFILE = { firstTokenDelayMs: 900, tokensPerSecond: 80, searchMs: 150 };
const ENGINE = process.env.CROWD_AI === 'engine';
const CROWDS = [
  { people: 1, rounds: 5 },
  { people: 10, rounds: 3 },
  { people: 20, rounds: 2 },
];
const PROMPTS = [
  'rainy sunday morning, coffee, slow start',
  'hype gym workout',
  'late night drive through the city',
  'summer beach party with friends',
  'calm focus for deep work',
  'heartbreak on a cold winter evening',
  'road trip with the windows down',
  'dinner party with jazz and candles',
  'sunset on the beach, warm and dreamy',
  'nineties throwback dance night',
];

const passedOn: Record<string, string> = process.env.SPOTIFY_SEARCH_CONCURRENCY
  ? { SPOTIFY_SEARCH_CONCURRENCY: process.env.SPOTIFY_SEARCH_CONCURRENCY }
  : {};
const database = TEST_DATABASES.find((d) => d.kind === (process.env.CROWD_DB ?? 'pglite'));
if (!database) throw new Error(`no ${process.env.CROWD_DB} database to run on`);
const h = await createHarness(database, {
  env: (emulatorUrl): Record<string, string> => ({
    ...passedOn,
    ...(ENGINE
      ? {}
      : {
          AI_BASE_URL: `${emulatorUrl}/emulators/openai/v1`,
          AI_API_KEY: 'bench-key',
          AI_MODEL: 'moodtape-emulated-mini',
          AI_VISION: 'false',
          AI_MAX_RETRIES: '0',
        }),
    AI_CALLS_PER_MINUTE: '1000',
  }),
});
try {
  if (!ENGINE) {
    await post(`${h.emulatorUrl}/emulators/openai/__control`, {
      latency: {
        firstTokenDelayMs: PROFILE.firstTokenDelayMs,
        tokensPerSecond: PROFILE.tokensPerSecond,
      },
    });
  }
  await h.control({ searchDelayMs: PROFILE.searchMs });
  const baseUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
  const max = Math.max(...CROWDS.map((c) => c.people));
  const people = await crowdSessions(h.app.database.db, await h.signIn('ava.rivers'), max);

  const ai = ENGINE
    ? 'the built-in mood engine (no AI key)'
    : `AI first token after ${PROFILE.firstTokenDelayMs} ms, then ${PROFILE.tokensPerSecond} tokens/s`;
  console.info(
    `Profile: ${ai}; ${database.kind}; each Spotify search ${PROFILE.searchMs} ms; Spotify search concurrency ` +
      `${h.config.spotify.searchConcurrency}; 20-song playlists; cold cache each round.\n`,
  );
  const results: { people: number; first: number[]; waits: number[]; complete: number[] }[] = [];
  let prompt = 0;
  for (const crowd of CROWDS) {
    const first: number[] = [];
    const songs: number[] = [];
    // From the first song shown to the first playable track: the lookups' share alone.
    const waits: number[] = [];
    const complete: number[] = [];
    for (let round = 0; round < crowd.rounds; round++) {
      await h.app.database.db.delete(trackCache);
      const timings: PipelineTiming[] = await Promise.all(
        people
          .slice(0, crowd.people)
          .map((session) => timePipeline(baseUrl, session, PROMPTS[prompt++ % PROMPTS.length]!)),
      );
      first.push(...timings.map((t) => t.firstPlayableMs));
      songs.push(...timings.map((t) => t.firstSongMs));
      waits.push(...timings.map((t) => t.firstPlayableMs - t.firstSongMs));
      complete.push(...timings.map((t) => t.completeMs));
    }
    results.push({ people: crowd.people, first, waits, complete });
    const row = (name: string, values: number[]) =>
      `${name} median ${ms(median(values))}, worst ${ms(Math.max(...values))}`;
    console.info(
      `${crowd.people} at once (${crowd.rounds} rounds, ${first.length} generations)\n` +
        `  ${row('first playable         ', first)}\n` +
        `  ${row('first song shown       ', songs)}\n` +
        `  ${row('first song -> playable ', waits)}\n` +
        `  ${row('complete               ', complete)}`,
    );
  }

  const alone = results[0]!;
  console.info('\nAgainst one person alone (median of their runs)');
  for (const r of results.slice(1)) {
    const against = (values: number[], base: number[]) =>
      `median ${ratio(median(values) / median(base))}, worst ${ratio(Math.max(...values) / median(base))}`;
    console.info(
      `  ${String(r.people).padStart(2)} people   first playable ${against(r.first, alone.first)}` +
        (r.people === 10 ? ' (target: median <= 2x, worst <= 3x)' : '') +
        `\n             first song -> playable ${against(r.waits, alone.waits)}`,
    );
  }
} finally {
  await h.close();
}

async function post(url: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}
