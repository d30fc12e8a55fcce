// The built server as its own process, started the way `npm start` runs it, for benchmarks
// that load it over HTTP: the bench's own work then never shares the server's event loop.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newest } from '../scripts/newest.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
// What the server bundle is made from (scripts/start.mjs lists these and the web app's).
const SERVER_SOURCES = [
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/core/src',
  'packages/emulators/src',
  'packages/mood-engine/src',
  'package-lock.json',
];

// Rebuilds the server bundle when a source is newer than it, as `npm start` decides. Only
// the server: these benchmarks ask for no page, so the web app's build is not waited for.
export function ensureServerBuilt() {
  let built = 0;
  try {
    built = statSync(MAIN).mtimeMs;
  } catch {
    // Never built.
  }
  const sources = Math.max(...SERVER_SOURCES.map((s) => newest(path.join(ROOT, s))));
  if (sources <= built) return;
  console.info('Building the server…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@moodtape/server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`the server build failed (${result.status})`);
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export type ServerProcess = {
  baseUrl: string;
  pid: number;
  /** From the spawn to the first healthy answer. */
  healthyAfterMs: number;
  // Lines the server printed (its warnings and errors at LOG_LEVEL=warn).
  logLines(): string[];
  stop(): Promise<void>;
};

// Only what a shell needs is passed on, so a developer's DATABASE_URL, SPOTIFY_CLIENT_ID or
// REDIS_URL never changes what is measured: every outside service stays emulated.
const PASSED_ON = ['PATH', 'HOME', 'LANG', 'TZ', 'TMPDIR'];

export async function startServer(options: {
  env: Record<string, string>;
  logFile: string;
  /** How often health is asked while the server starts (start-up timing asks often). */
  healthPollMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {};
  for (const name of PASSED_ON) if (process.env[name]) env[name] = process.env[name];
  Object.assign(env, { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: baseUrl }, options.env);

  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [MAIN], { cwd: ROOT, env, stdio: 'pipe' });
  const lines: string[] = [];
  const log = createWriteStream(options.logFile);
  for (const stream of [child.stdout, child.stderr]) {
    stream.pipe(log, { end: false });
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString('utf8')).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.trim() !== ''));
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await new Promise((resolve) => log.end(resolve));
  };

  try {
    await waitUntilHealthy(baseUrl, child, exited, options.healthPollMs ?? 200);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${lines.slice(-20).join('\n')}`);
  }
  const healthyAfterMs = performance.now() - spawnedAt;
  return { baseUrl, pid: child.pid as number, healthyAfterMs, logLines: () => [...lines], stop };
}

async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  exited: Promise<number | null>,
  pollMs: number,
) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const answer = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error('the server did not answer /api/health within 60 s');
}
