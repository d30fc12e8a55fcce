// The flood itself, run as its own process by flood.ts (so it never shares an event loop
// with the health probe): N keep-alive connections, each sending the next GET as soon as the
// last answer is read to its end. A short warm-up first (a cold client or route is slow for a
// second or two), then it says "measuring", counts for a fixed time and sends the counts.
// undici's Pool rather than autocannon: on this 2-core machine autocannon's JavaScript HTTP
// parser read a 2.3 MB photo at a fifth of undici's (llhttp) speed, so the photo's flood was
// limited by the client, not the server; for tiny answers autocannon is faster, but only
// about 1.5 times.
import { setMaxListeners } from 'node:events';
import { Pool } from 'undici';

export type FloodRequest = {
  origin: string;
  path: string;
  connections: number;
  warmupSeconds: number;
  seconds: number;
  timeoutMs: number;
  headers: Record<string, string>;
};

export type FloodCounts = {
  statuses: Record<string, number>;
  failed: number;
  elapsedMs: number;
};

export type FloodMessage = { type: 'measuring' } | ({ type: 'done' } & FloodCounts);

const after = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function run(request: FloodRequest, measuring: () => void): Promise<FloodCounts> {
  const pool = new Pool(request.origin, {
    connections: request.connections,
    pipelining: 1,
    headersTimeout: request.timeoutMs,
    bodyTimeout: request.timeoutMs,
  });
  const stop = new AbortController();
  // Every connection's request and body listen to it.
  setMaxListeners(0, stop.signal);
  let counting = false;
  let statuses: Record<string, number> = {};
  let failed = 0;
  const connection = async () => {
    while (!stop.signal.aborted) {
      try {
        const answer = await pool.request({
          path: request.path,
          method: 'GET',
          headers: request.headers,
          signal: stop.signal,
        });
        await answer.body.dump({ limit: Number.MAX_SAFE_INTEGER, signal: stop.signal });
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
      } catch {
        // Answers cut off by the end of the flood are not counted; anything else failed.
        if (!stop.signal.aborted && counting) failed++;
      }
    }
  };
  const connections = Promise.all(Array.from({ length: request.connections }, connection));
  await after(request.warmupSeconds);
  statuses = {};
  counting = true;
  measuring();
  const start = performance.now();
  await after(request.seconds);
  const elapsedMs = performance.now() - start;
  const counts = { statuses, failed, elapsedMs };
  stop.abort();
  await connections;
  await pool.destroy();
  return counts;
}

if (process.send) {
  const send = (message: FloodMessage, done?: () => void) =>
    process.send?.(message, undefined, {}, () => done?.());
  process.once('message', (request: FloodRequest) => {
    run(request, () => send({ type: 'measuring' })).then(
      (counts) => send({ type: 'done', ...counts }, () => process.exit(0)),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
