// `npm run bench -- startup`: how long the built server takes from its spawn to a healthy
// answer on a fresh data folder (PGlite) and on a fresh PostgreSQL database, RUNS times each,
// with the phases the server logs at start (apps/server/src/lib/startup-phases.ts) and its
// resident memory once idle. Every outside service stays emulated, as in `npm start` with no
// configuration. The machine's load changes the figures a lot: the CPU time the server spent
// until healthy is printed too, and is steadier than the wall clock.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_DATABASES, type TestDatabase } from '../apps/server/test/databases';
import { newest } from '../scripts/newest.mjs';
import { ROOT, ensureServerBuilt, startServer } from './server-process';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 3);
const IDLE_MS = 5000;
const GOAL_MS = 5000;

type Run = { healthyMs: number; cpuMs: number; idleRssMb: number; phases: Record<string, number> };

// Resident memory in MB: /proc on Linux, `ps` elsewhere.
function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    if (kb) return Number(kb) / 1024;
  } catch {
    // Not Linux.
  }
  return (
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024
  );
}

// User and system CPU time the process has spent, in ms (Linux only; NaN elsewhere).
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command's name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux.
  } catch {
    return Number.NaN;
  }
}

// The `startup` field of the "Moodtape is running" line.
function phasesFrom(lines: string[]): Record<string, number> {
  for (const line of lines) {
    try {
      const entry = JSON.parse(line) as { startup?: Record<string, number> };
      if (entry.startup) return entry.startup;
    } catch {
      // Not a log line.
    }
  }
  return {};
}

async function once(database: TestDatabase): Promise<Run> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-startup-'));
  const db = await database.create();
  try {
    const server = await startServer({
      logFile: path.join(dataDir, 'server.log'),
      healthPollMs: 10,
      env: {
        DATA_DIR: path.join(dataDir, 'data'),
        LOG_LEVEL: 'info',
        ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
      },
    });
    try {
      const cpu = cpuMs(server.pid);
      await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
      return {
        healthyMs: server.healthyAfterMs,
        cpuMs: cpu,
        idleRssMb: rssMb(server.pid),
        phases: phasesFrom(server.logLines()),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const f0 = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(0));

function report(kind: string, runs: Run[]) {
  const healthy = median(runs.map((r) => r.healthyMs));
  const verdict = kind === 'pglite' ? (healthy <= GOAL_MS ? ' PASS' : ' FAIL') : '';
  console.info(
    `\n${kind}: healthy after ${f0(healthy)} ms median (goal for a fresh data folder: ` +
      `${GOAL_MS} ms)${verdict}; each run ${runs.map((r) => f0(r.healthyMs)).join(', ')} ms`,
  );
  console.info(
    `  CPU until healthy: median ${f0(median(runs.map((r) => r.cpuMs)))} ms; idle RSS after ` +
      `${IDLE_MS / 1000} s: median ${f0(median(runs.map((r) => r.idleRssMb)))} MB ` +
      `(${runs.map((r) => f0(r.idleRssMb)).join(', ')})`,
  );
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.phases)))];
  const width = Math.max(...names.map((n) => n.length));
  console.info(`  phases (ms, as the server logged them; total counts from the process's start):`);
  for (const name of names) {
    const values = runs.map((r) => r.phases[name] ?? Number.NaN);
    console.info(
      `    ${name.padEnd(width)}  median ${f0(median(values.filter((v) => !Number.isNaN(v)))).padStart(5)}` +
        `   runs ${values.map((v) => f0(v).padStart(5)).join(' ')}`,
    );
  }
}

ensureServerBuilt();
// What `npm start` does before it loads the server: is the build older than its sources?
const checkStart = performance.now();
for (const source of ['apps/web/src', 'apps/server/src', 'packages'])
  newest(path.join(ROOT, source));
console.info(
  `npm start's build check (scripts/start.mjs): ${f0(performance.now() - checkStart)} ms, ` +
    `not counted below (npm's own start adds a few hundred ms more). ${RUNS} runs per database.`,
);
const only = process.env.BENCH_DATABASE;
for (const database of TEST_DATABASES.filter((d) => !only || d.kind === only)) {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await once(database));
  report(database.kind, runs);
}
