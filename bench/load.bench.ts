// `npm run bench -- load`: requests per second and latency of the built server under
// autocannon, over loopback, for BENCH_LOAD_SECONDS (5) per case at 10 and 50 connections, on
// PGlite and on PostgreSQL: health, a vibe's comments answered 304 (If-None-Match), the
// public vibe search, and a whole playlist generation streamed by the mood engine (no AI key;
// songs found on the emulated Spotify, each prompt generated once before, so its songs are
// cached). The server is seeded through its API as in
// public-routes.bench.ts, with every outside service emulated. Request limits are raised out
// of the way (RATE_LIMIT_FACTOR=1000 and the AI and Spotify shares far above the load), so the
// serving path is measured, not the limiter: public-routes.bench.ts measures the limits.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { TEST_DATABASES, type TestDatabase } from '../apps/server/test/databases';
import { type Seeded, seed } from './public-routes-seed';
import { ensureServerBuilt, type ServerProcess, startServer } from './server-process';
import { signIn } from './sign-in';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 5);
const CONNECTION_COUNTS = [10, 50];
const SEED = { vibes: 25, comments: 60 };
const PROMPTS = [
  'rainy sunday morning, coffee, slow start',
  'hype gym workout',
  'late night drive through the city',
  'calm focus for deep work',
];

type Case = {
  name: string;
  // The status a correct answer has: 200, or 304 for a revalidation.
  expected: number;
  requests: (ctx: Context) => autocannon.Request[];
};
type Context = Seeded & { session: string; commentsEtag: string; baseUrl: string };

const CASES: Case[] = [
  { name: 'health', expected: 200, requests: () => [{ method: 'GET', path: '/api/health' }] },
  {
    name: 'comments, If-None-Match: 304',
    expected: 304,
    requests: (c) => [
      {
        method: 'GET',
        path: `/api/vibes/${c.commentedVibeId}/comments`,
        headers: { 'if-none-match': c.commentsEtag },
      },
    ],
  },
  {
    name: 'public vibe search',
    expected: 200,
    requests: (c) => [{ method: 'GET', path: `/api/vibes/public?search=${c.searchWord}` }],
  },
  {
    name: 'generation (mood engine, stream)',
    expected: 200,
    // Each connection asks for one prompt after another, so the cache of found songs is not
    // all that is measured.
    requests: (c) =>
      PROMPTS.map((prompt) => ({
        method: 'POST',
        path: '/api/generate-playlist',
        headers: {
          accept: 'text/event-stream',
          'content-type': 'application/json',
          origin: c.baseUrl,
          cookie: `mt_session=${c.session}`,
        },
        body: JSON.stringify({ prompt, selectedImage: null }),
      })),
  },
];

type Row = {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  expected: number;
  // Other statuses and how many of each, as "429x12".
  unexpected: string;
  errors: number;
};

async function load(
  baseUrl: string,
  connections: number,
  requests: autocannon.Request[],
  amount?: number,
) {
  return autocannon({
    url: baseUrl,
    connections,
    ...(amount ? { amount } : { duration: SECONDS }),
    timeout: 30,
    requests,
  });
}

function tableOf(rows: Row[]): string {
  const head = ['case', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'expected', 'other status', 'errors'];
  const cells = rows.map((r) => [
    r.name,
    String(r.connections),
    r.rps.toFixed(0),
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.expected),
    r.unexpected,
    String(r.errors),
  ]);
  const all = [head, ...cells];
  const widths = head.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  return all
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

async function run(database: TestDatabase) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-load-'));
  const db = await database.create();
  let server: ServerProcess | null = null;
  try {
    server = await startServer({
      logFile: path.join(dataDir, 'server.log'),
      env: {
        DATA_DIR: path.join(dataDir, 'data'),
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '1000',
        AI_CALLS_PER_MINUTE: '1000000',
        AI_CALLS_PER_DAY: '100000000',
        SPOTIFY_SEARCHES_PER_DAY: '100000000',
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      },
    });
    const { baseUrl } = server;
    const seeded = await seed(baseUrl, SEED);
    const session = await signIn(baseUrl, 'ava.rivers');
    const comments = await fetch(`${baseUrl}/api/vibes/${seeded.commentedVibeId}/comments`);
    const commentsEtag = comments.headers.get('etag') ?? '';
    const context: Context = { ...seeded, session, commentsEtag, baseUrl };
    // Each prompt once beforehand: a first generation looks its 20 songs up on the emulated
    // Spotify (about a second); afterwards they come from the cache, as for a person who asks
    // again, and what is measured is the engine and the streaming.
    const generation = CASES.find((c) => c.name.startsWith('generation'));
    if (generation) await load(baseUrl, 1, generation.requests(context), PROMPTS.length);
    console.info(
      `\n${database.kind}: ${SEED.vibes} public vibes, ${SEED.comments} comments on one; ` +
        `${SECONDS} s per case`,
    );
    const rows: Row[] = [];
    for (const c of CASES) {
      for (const connections of CONNECTION_COUNTS) {
        const result = await load(baseUrl, connections, c.requests(context));
        const counts = result.statusCodeStats ?? {};
        const expected = counts[`${c.expected}`]?.count ?? 0;
        rows.push({
          name: c.name,
          connections,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          expected,
          unexpected:
            Object.entries(counts)
              .filter(([code]) => code !== String(c.expected))
              .map(([code, s]) => `${code}x${s.count ?? 0}`)
              .join(' ') || '0',
          errors: result.errors,
        });
        console.info(
          `  ${c.name}, ${connections} connections: ${result.requests.average.toFixed(0)} req/s`,
        );
      }
    }
    console.info(`\n${tableOf(rows)}`);
    // autocannon drops the requests in flight when a run's time is up: a generation's stream
    // cut off then is logged as "Premature close", which is the bench, not the server.
    const logged = server.logLines();
    const cutOff = logged.filter((line) => line.includes('Premature close')).length;
    const others = logged.filter((line) => !line.includes('Premature close'));
    console.info(
      `  server log at warn or above: ${cutOff} streams cut off at a run's end, ` +
        `${others.length} other lines${others.length ? `, first: ${others[0]?.slice(0, 200)}` : ''}`,
    );
  } finally {
    await server?.stop();
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

ensureServerBuilt();
const only = process.env.BENCH_DATABASE;
for (const database of TEST_DATABASES.filter((d) => !only || d.kind === only)) {
  await run(database);
}
console.info(
  "\nexpected: answers with the case's status (200, or 304 for the revalidation); other " +
    'status: any other answer (a 429 would mean a limit was reached); errors: connection ' +
    'errors and timeouts (30 s). Latency is to the whole answer (a generation streams to its end).',
);
