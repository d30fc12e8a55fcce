// Fair sharing, as a client meets it: every route's per-minute limit answers 429 with
// Retry-After and a sentence; signed-in people are counted apart from each other and from
// anonymous callers; two instances on one PostgreSQL (or one Redis) share the counts; and the
// daily shares of outside quotas hold.
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../test/databases';
import { type Harness, createHarness } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { REQUEST_LIMITS, limitFor } from './request-limits';

// Every limit a tenth of its real size (at least 1), so each is reached in a few calls.
const FACTOR = 0.1;
const SENTENCE = /^Too many requests at once\. Please wait \d+ seconds? and try again\.$/;

function concretePath(route: string): string {
  return route
    .replace(':sha256', 'a'.repeat(64))
    .replace(':file', 'ab.svg')
    .replace(':id', '00000000-0000-4000-8000-000000000000')
    .replace(':commentId', '00000000-0000-4000-8000-000000000001');
}

describe.each(TEST_DATABASES)('request limits ($kind)', (database) => {
  let h: Harness;
  let ava: string;
  let kai: string;

  beforeAll(async () => {
    h = await createHarness(database, { env: { RATE_LIMIT_FACTOR: String(FACTOR) } });
    ava = await h.signIn('ava.rivers');
    kai = await h.signIn('kai.moreno');
  });
  afterAll(() => h.close());

  it('answers 429 with Retry-After and a sentence once a route’s limit is reached', async () => {
    // Every route at once: each counts on its own, and each refusal comes after a pause.
    const check = async (route: string) => {
      const [method, url] = route.split(' ') as [string, string];
      const { max } = limitFor(method, url, FACTOR);
      const call = () =>
        h.inject({
          method: method as 'GET',
          url: concretePath(url),
          cookies: { mt_session: ava },
          ...(method === 'GET' ? {} : { payload: {} }),
        });
      for (let i = 0; i < max; i++) {
        expect((await call()).statusCode, `${route} call ${i + 1}`).not.toBe(429);
      }
      const refused = await call();
      expect(refused.statusCode, route).toBe(429);
      expect(Number(refused.headers['retry-after']), route).toBeGreaterThan(0);
      expect(refused.json().error.message, route).toMatch(SENTENCE);
    };
    await Promise.all(Object.keys(REQUEST_LIMITS).map(check));
  });

  it('counts each person apart, and anonymous callers by address', async () => {
    const { max } = limitFor('GET', '/api/vibes/public', FACTOR);
    const discover = (session?: string) =>
      h.inject({
        method: 'GET',
        url: '/api/vibes/public',
        cookies: session ? { mt_session: session } : {},
        remoteAddress: '203.0.113.7',
      });
    for (let i = 0; i < max; i++) expect((await discover()).statusCode).toBe(200);
    expect((await discover()).statusCode).toBe(429);
    // Kai signed in is counted as Kai, not as the address the anonymous calls came from.
    expect((await discover(kai)).statusCode).toBe(200);
    const elsewhere = await h.inject({
      method: 'GET',
      url: '/api/vibes/public',
      remoteAddress: '198.51.100.3',
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

// Several instances behind a load balancer count together: in PostgreSQL, or in Redis.
const postgres = TEST_DATABASES.find((d) => d.kind === 'postgres');
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
    await redis.ping();
    return true;
  } catch {
    if (process.env.CI) throw new Error(`Redis is required in CI but ${redisUrl} does not answer.`);
    return false;
  } finally {
    redis.disconnect();
  }
}

const stores: { store: string; env: Record<string, string> }[] = [
  ...(postgres ? [{ store: 'postgres', env: {} }] : []),
  ...((await redisReachable()) ? [{ store: 'redis', env: { REDIS_URL: redisUrl } }] : []),
];

describe.each(stores)('two instances share their counts ($store)', ({ env }) => {
  let h: Harness;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    if (!postgres) throw new Error('unreachable');
    h = await createHarness(postgres, { env: { RATE_LIMIT_FACTOR: String(FACTOR), ...env } });
    second = await buildApp(loadConfig({ ...configEnv(h), ...env }), { logger: false });
  });
  afterAll(async () => {
    await second?.close();
    await h?.close();
    if (env.REDIS_URL) {
      const redis = new Redis(env.REDIS_URL);
      await redis.flushdb();
      redis.disconnect();
    }
  });

  it('lets through, across both, only as many calls as one instance would', async () => {
    const { max } = limitFor('GET', '/api/users/check-username', FACTOR);
    const address = `192.0.2.${Math.floor(Math.random() * 200) + 1}`;
    const statuses: number[] = [];
    for (let i = 0; i < max + 2; i++) {
      const app = i % 2 === 0 ? h.app : second;
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/check-username?username=someone',
        remoteAddress: address,
        headers: { host: '127.0.0.1:8080' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s !== 429)).toHaveLength(max);
    expect(statuses.slice(max)).toEqual([429, 429]);
  });

  it('lets a burst within the limit through: calls at once share one batch', async () => {
    const { max } = limitFor('GET', '/api/health', FACTOR);
    const address = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    const burst = Math.floor(max / 2);
    const responses = await Promise.all(
      Array.from({ length: burst }, () =>
        h.app.inject({ method: 'GET', url: '/api/health', remoteAddress: address }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 429)).toHaveLength(0);
  });

  it('never lets more through than the limit when instances count in batches', async () => {
    // Health's limit is large enough that an instance takes several hits at a time.
    const { max } = limitFor('GET', '/api/health', FACTOR);
    const address = `198.18.0.${Math.floor(Math.random() * 200) + 1}`;
    let allowed = 0;
    for (let i = 0; i < max + 10; i++) {
      const app = i % 3 === 0 ? second : h.app;
      const response = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: address,
      });
      if (response.statusCode !== 429) allowed += 1;
    }
    expect(allowed).toBeLessThanOrEqual(max);
    // Each instance may hold back at most a twentieth of the limit.
    expect(allowed).toBeGreaterThanOrEqual(max - 2 * Math.floor(max / 20));
  });
});

// The environment the harness built its app with, for a second instance on the same data.
function configEnv(h: Harness): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PUBLIC_URL: h.config.publicUrl,
    DATA_DIR: h.config.dataDir,
    LOG_LEVEL: 'silent',
    DATABASE_URL: h.config.databaseUrl ?? '',
    RATE_LIMIT_FACTOR: String(FACTOR),
    SPOTIFY_CLIENT_ID: h.config.spotify.clientId,
    SPOTIFY_ACCOUNTS_URL: h.config.spotify.accountsBaseUrl,
    SPOTIFY_API_URL: h.config.spotify.apiBaseUrl,
  };
}
