// `npm run bench` (alone: `npm run bench -- public-routes`): floods each public route that
// anyone may call without signing in, with 20 keep-alive connections for 15 s, and measures
// how long a second client's GET /api/health takes meanwhile (from another loopback address,
// as another person would be). The built server runs as its own process, as in production,
// on PGlite and on PostgreSQL, with every outside service emulated, twice: with the request
// limits as deployed (what one client can do to everyone), then with them raised far out of
// the way (RATE_LIMIT_FACTOR), so the serving path itself is measured. PASS: health's median
// stays within 3x its idle median and no health check fails. A measurement: FAIL is
// printed, the exit code stays 0.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_DATABASES, type TestDatabase } from '../apps/server/test/databases';
import {
  FLOOD_TIMEOUT_MS,
  HEALTH_TIMEOUT_MS,
  WARMUP_SECONDS,
  flood,
  type HealthClient,
  healthClient,
  healthOnce,
  idleHealth,
} from './flood';
import { type Seeded, seed } from './public-routes-seed';
import { ensureServerBuilt, startServer, type ServerProcess } from './server-process';
import { median, percentile } from './stats';

const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 15);
const CONNECTIONS = 20;
const IDLE_WARMUP = 50;
const IDLE_CHECKS = 200;
const ALLOWED_SLOWDOWN = 3;
const RECOVERY_LIMIT_MS = 60_000;
const SEED = { vibes: 25, comments: 60 };
// The serving path first (the server the data was seeded on), then the limits as deployed.
const MODES = [
  { name: 'limits raised 1000x: the serving path', factor: '1000' },
  { name: 'limits as deployed: what one client can do to everyone', factor: '1' },
];

const ROUTES: { name: string; path: (s: Seeded) => string }[] = [
  { name: 'image (photo)', path: (s) => `/api/images/${s.imageSha}` },
  { name: 'discover search', path: (s) => `/api/vibes/public?search=${s.searchWord}` },
  { name: 'comments', path: (s) => `/api/vibes/${s.commentedVibeId}/comments` },
  { name: 'check username', path: () => '/api/users/check-username?username=night_owl_42' },
  { name: 'monogram', path: (s) => `/api/monograms/${s.monogramFile}` },
];

// Whatever is running is stopped and deleted on the way out, Ctrl-C included.
const cleanups = new Set<() => Promise<void>>();
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${signal}: stopping the server and deleting its data…`);
    void Promise.allSettled([...cleanups].map((cleanup) => cleanup())).then(() =>
      process.exit(130),
    );
  });
}

const fmt = (value: number) =>
  Number.isNaN(value)
    ? '-'
    : value >= 10_000
      ? `${(value / 1000).toFixed(1)} s`
      : `${value.toFixed(1)} ms`;

function table(rows: string[][]): string {
  const widths =
    rows[0]?.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length))) ?? [];
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join('  '),
    )
    .join('\n');
}

// How long after a flood health answers within the allowed slowdown again.
async function recovery(baseUrl: string, client: HealthClient, threshold: number): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < RECOVERY_LIMIT_MS) {
    const latency = await healthOnce(baseUrl, client);
    if (latency !== null && latency <= threshold) return performance.now() - start;
  }
  return Number.NaN;
}

// The server's warnings and errors, counted by message.
function logSummary(lines: string[]): string {
  const counts = new Map<string, number>();
  for (const line of lines) {
    let message = line;
    try {
      const entry = JSON.parse(line) as { msg?: string; err?: { message?: string } };
      message = [entry.msg, entry.err?.message].filter(Boolean).join(': ');
    } catch {
      // Not a log line (a crash's stack, say): kept as it is.
    }
    counts.set(message.slice(0, 160), (counts.get(message.slice(0, 160)) ?? 0) + 1);
  }
  if (counts.size === 0) return '  server log: nothing at warn or above';
  const top = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return [`  server log: ${lines.length} lines at warn or above`]
    .concat(top.map(([message, n]) => `    ${String(n).padStart(6)}x ${message}`))
    .join('\n');
}

// Each phase's health checks come from an address of their own, so that no phase spends
// another's share of the health route's own limit.
let nextAddress = 10;
const nextHealthClient = () => healthClient(`127.0.0.${nextAddress++}`);

async function measure(server: ServerProcess, seeded: Seeded) {
  const { baseUrl } = server;
  const idleClient = nextHealthClient();
  await idleHealth(baseUrl, idleClient, IDLE_WARMUP);
  const idle = await idleHealth(baseUrl, idleClient, IDLE_CHECKS);
  const idleP50 = median(idle.latencies);
  const threshold = ALLOWED_SLOWDOWN * idleP50;
  console.info(
    `  idle health: p50 ${fmt(idleP50)}, p95 ${fmt(percentile(idle.latencies, 0.95))} ` +
      `over ${IDLE_CHECKS} checks (${idle.failures} failed); PASS needs p50 <= ${fmt(threshold)}\n`,
  );
  const rows = [
    [
      'route',
      'one answer',
      'req/s',
      '2xx',
      '304',
      '429',
      'other',
      'err+t/o',
      'health n',
      'p50',
      'p95',
      'max',
      'x idle',
      'fails',
      'recovered',
      'verdict',
    ],
  ];
  for (const route of ROUTES) {
    const routePath = route.path(seeded);
    const probe = await fetch(`${baseUrl}${routePath}`);
    const size = (await probe.arrayBuffer()).byteLength;
    if (!probe.ok) throw new Error(`${routePath} answered ${probe.status} before the flood`);
    const client = nextHealthClient();
    const { flood: f, health } = await flood({
      baseUrl,
      path: routePath,
      connections: CONNECTIONS,
      seconds: SECONDS,
      health: client,
    });
    const recovered = await recovery(baseUrl, client, threshold);
    const p50 = health.latencies.length ? median(health.latencies) : Number.NaN;
    const pass = health.failures === 0 && p50 <= threshold;
    rows.push([
      route.name,
      size >= 10_000 ? `${(size / 1024 / 1024).toFixed(2)} MB` : `${size} B`,
      f.requestsPerSecond.toFixed(0),
      String(f.ok),
      String(f.notModified),
      String(f.limited),
      String(f.other),
      String(f.failed),
      String(health.latencies.length + health.failures),
      fmt(p50),
      fmt(health.latencies.length ? percentile(health.latencies, 0.95) : Number.NaN),
      fmt(health.latencies.length ? Math.max(...health.latencies) : Number.NaN),
      Number.isNaN(p50) ? '-' : `${(p50 / idleP50).toFixed(1)}x`,
      String(health.failures),
      Number.isNaN(recovered) ? `>${RECOVERY_LIMIT_MS / 1000} s` : fmt(recovered),
      pass ? 'PASS' : 'FAIL',
    ]);
    console.info(`  ${route.name}: ${pass ? 'PASS' : 'FAIL'}`);
  }
  return rows;
}

async function run(database: TestDatabase) {
  let dataDir: string | null = null;
  let db: Awaited<ReturnType<TestDatabase['create']>> | null = null;
  let server: ServerProcess | null = null;
  let cleaning: Promise<void> | null = null;
  // Once, whether the run ends or Ctrl-C comes first (or both).
  const cleanup = () =>
    (cleaning ??= (async () => {
      await server?.stop();
      await db?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    })());
  cleanups.add(cleanup);
  try {
    dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-bench-'));
    db = await database.create();
    const start = (factor: string) =>
      startServer({
        logFile: path.join(dataDir as string, `server-${factor}.log`),
        env: {
          DATA_DIR: path.join(dataDir as string, 'data'),
          LOG_LEVEL: 'warn',
          RATE_LIMIT_FACTOR: factor,
          AI_CALLS_PER_MINUTE: '1000',
          ...(db?.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
        },
      });
    // Seeded with the limits out of the way (60 comments in a minute is no one's real use).
    server = await start('1000');
    const seeded = await seed(server.baseUrl, SEED);
    console.info(
      `\n${database.kind}: ${seeded.vibeIds.length} public vibes with 20 songs, 24 videos and ` +
        `24 suggestions each, ${SEED.comments} comments on one, a ${(seeded.imageBytes / 1024 / 1024).toFixed(2)} MB photo; ` +
        `${CONNECTIONS} connections for ${SECONDS} s per route after a ${WARMUP_SECONDS} s warm-up; timeouts: health ${HEALTH_TIMEOUT_MS / 1000} s, flood ${FLOOD_TIMEOUT_MS / 1000} s`,
    );
    for (const mode of MODES) {
      if (mode.factor !== '1000') {
        await server.stop();
        server = await start(mode.factor);
      }
      console.info(`\n  ${database.kind}, ${mode.name}`);
      const rows = await measure(server, seeded);
      console.info(`\n${table(rows)}\n`);
      console.info(logSummary(server.logLines()));
    }
    console.info(
      '\n  req/s and status counts: the flood; err+t/o: refused, reset or unanswered within ' +
        `${FLOOD_TIMEOUT_MS / 1000} s. health: the second client's checks during the flood; ` +
        `recovered: from the flood's end until a check answers within ${ALLOWED_SLOWDOWN}x idle again.`,
    );
  } catch (error) {
    // After Ctrl-C the signal's handler cleans up and exits; what broke meanwhile is no news.
    if (stopping) await new Promise(() => {});
    throw error;
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

ensureServerBuilt();
const only = process.env.BENCH_DATABASE;
for (const database of TEST_DATABASES.filter((d) => !only || d.kind === only)) {
  await run(database);
}
