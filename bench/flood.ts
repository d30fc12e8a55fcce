// A flood of one route and, meanwhile, a second client's health checks one at a time.
import { fork } from 'node:child_process';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Agent, request } from 'undici';
import type { FloodCounts, FloodMessage, FloodRequest } from './flood-client';

const CLIENT = fileURLToPath(new URL('./flood-client.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('..', import.meta.url));

export type FloodResult = {
  requestsPerSecond: number;
  ok: number; // 2xx
  notModified: number; // 304
  limited: number; // 429
  other: number;
  failed: number; // connection errors and timeouts
};

export type HealthSamples = { latencies: number[]; failures: number };

export const HEALTH_TIMEOUT_MS = 30_000;
export const FLOOD_TIMEOUT_MS = 10_000;
export const WARMUP_SECONDS = 2;
const HEALTH_PAUSE_MS = 50;

// The second client: its own keep-alive connection from its own loopback address (any of
// 127.0.0.0/8 reaches the server), so the server counts it apart from the flood, as it would
// count two people.
export type HealthClient = Agent;

export function healthClient(address: string): HealthClient {
  // undici's connect options do not pass `localAddress` on to the socket; a connector does.
  return new Agent({
    connections: 1,
    connect: (options, callback) => {
      const socket = connect({
        host: options.hostname,
        port: Number(options.port),
        localAddress: address,
      });
      socket.once('connect', () => callback(null, socket));
      socket.once('error', (error) => callback(error, null));
    },
  });
}

// One GET /api/health; null when it failed.
export async function healthOnce(baseUrl: string, client: HealthClient): Promise<number | null> {
  const start = performance.now();
  try {
    const answer = await request(`${baseUrl}/api/health`, {
      dispatcher: client,
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    await answer.body.arrayBuffer();
    return answer.statusCode === 200 ? performance.now() - start : null;
  } catch {
    return null;
  }
}

export async function idleHealth(
  baseUrl: string,
  client: HealthClient,
  count: number,
): Promise<HealthSamples> {
  const samples: HealthSamples = { latencies: [], failures: 0 };
  for (let i = 0; i < count; i++) {
    const latency = await healthOnce(baseUrl, client);
    if (latency === null) samples.failures++;
    else samples.latencies.push(latency);
  }
  return samples;
}

// Health checks one after another, HEALTH_PAUSE_MS apart, until `until` settles; the check
// in flight then is waited for, so a slow one still counts.
async function probeHealth(
  baseUrl: string,
  client: HealthClient,
  until: Promise<unknown>,
): Promise<HealthSamples> {
  const samples: HealthSamples = { latencies: [], failures: 0 };
  let done = false;
  const stop = () => (done = true);
  until.then(stop, stop);
  while (!done) {
    const latency = await healthOnce(baseUrl, client);
    if (latency === null) samples.failures++;
    else samples.latencies.push(latency);
    if (!done) await new Promise((resolve) => setTimeout(resolve, HEALTH_PAUSE_MS));
  }
  return samples;
}

// The flood runs in its own process (flood-client.ts); killed with the bench on the way out.
function runFloodClient(request: FloodRequest) {
  const client = fork(CLIENT, [], { cwd: ROOT, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const stop = () => client.kill();
  process.once('exit', stop);
  let measuring = () => {};
  const started = new Promise<void>((resolve) => (measuring = resolve));
  const done = new Promise<FloodCounts>((resolve, reject) => {
    client.on('message', (message: FloodMessage) => {
      if (message.type === 'measuring') measuring();
      else resolve(message);
    });
    client.once('exit', (code) => reject(new Error(`the flood client exited with code ${code}`)));
    client.send(request);
  }).finally(() => process.off('exit', stop));
  return { started, done };
}

export async function flood(options: {
  baseUrl: string;
  path: string;
  connections: number;
  seconds: number;
  health: HealthClient;
}): Promise<{ flood: FloodResult; health: HealthSamples }> {
  const { started, done } = runFloodClient({
    origin: options.baseUrl,
    path: options.path,
    connections: options.connections,
    warmupSeconds: WARMUP_SECONDS,
    seconds: options.seconds,
    timeoutMs: FLOOD_TIMEOUT_MS,
    // What a browser sends; the server may compress what it answers.
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  // The health checks count only while the flood is measured, after its warm-up.
  await Promise.race([started, done]);
  const [counts, health] = await Promise.all([
    done,
    probeHealth(options.baseUrl, options.health, done),
  ]);
  const { statuses } = counts;
  const total = Object.values(statuses).reduce((sum, n) => sum + n, 0);
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  const notModified = statuses['304'] ?? 0;
  const limited = statuses['429'] ?? 0;
  return {
    flood: {
      requestsPerSecond: (total * 1000) / counts.elapsedMs,
      ok,
      notModified,
      limited,
      other: total - ok - notModified - limited,
      failed: counts.failed,
    },
    health,
  };
}
