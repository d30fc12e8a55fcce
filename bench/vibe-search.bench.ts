// `npm run bench`: latency of Discover's public search through the API (HTTP, JSON and all)
// with 100,000 public vibes, on PostgreSQL and on the embedded PGlite. Queries follow the
// seeded word skew, so common words that match thousands of vibes come up often.
import { TEST_DATABASES, type TestDatabase } from '../apps/server/test/databases';
import { createHarness } from '../apps/server/test/harness';
import { median, ms } from './stats';
import { WORDS, seedPublicVibes } from './vibe-search-seed';

const VIBES = Number(process.env.BENCH_VIBES ?? 100_000);
const USERS = 2_000;
const WARMUP = 50;
const RUNS = 500;

type Kind = 'word' | 'two words' | 'prefix' | 'creator' | 'newest' | 'later page';
const MIX: [Kind, number][] = [
  ['word', 0.35],
  ['two words', 0.2],
  ['prefix', 0.15],
  ['creator', 0.1],
  ['newest', 0.1],
  ['later page', 0.1],
];

// The same skew as the seed: people search for the words prompts use most.
const commonWord = () => WORDS[Math.floor(Math.random() ** 1.5 * WORDS.length)] as string;

function nextQuery(): { kind: Kind; params: URLSearchParams } {
  let roll = Math.random();
  const kind = MIX.find(([, share]) => (roll -= share) < 0)?.[0] ?? 'word';
  const word = commonWord();
  switch (kind) {
    case 'word':
      return { kind, params: new URLSearchParams({ search: word }) };
    case 'two words':
      return { kind, params: new URLSearchParams({ search: `${word} ${commonWord()}` }) };
    case 'prefix':
      return { kind, params: new URLSearchParams({ search: word.slice(0, 3) }) };
    case 'creator': {
      const n = 1 + Math.floor(Math.random() * USERS);
      return { kind, params: new URLSearchParams({ search: `${WORDS[n % 120]}fan${n}` }) };
    }
    case 'newest':
      return { kind, params: new URLSearchParams() };
    case 'later page':
      return {
        kind,
        params: new URLSearchParams({
          search: word,
          page: String(2 + Math.floor(Math.random() * 4)),
        }),
      };
  }
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] as number;
}

async function run(database: TestDatabase) {
  const h = await createHarness(database);
  try {
    const seedStart = performance.now();
    await seedPublicVibes(h.app.database.db, { vibes: VIBES, users: USERS });
    const seeded = performance.now() - seedStart;
    const baseUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const timings = new Map<Kind, number[]>();
    let results = 0;
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const { kind, params } = nextQuery();
      const start = performance.now();
      const response = await fetch(`${baseUrl}/api/vibes/public?${params}`);
      const body = (await response.json()) as unknown[];
      const elapsed = performance.now() - start;
      if (!response.ok) throw new Error(`search answered ${response.status}`);
      if (i < WARMUP) continue;
      results += body.length;
      timings.set(kind, [...(timings.get(kind) ?? []), elapsed]);
    }
    const all = [...timings.values()].flat();
    console.info(
      `\n${database.kind}: ${VIBES.toLocaleString('en')} public vibes by ${USERS} people ` +
        `(seeded in ${(seeded / 1000).toFixed(1)} s); ${RUNS} searches, ${(results / RUNS).toFixed(1)} results each on average`,
    );
    console.info(`  all searches   median ${ms(median(all))}   p95 ${ms(p95(all))}`);
    for (const [kind] of MIX) {
      const values = timings.get(kind) ?? [];
      if (values.length === 0) continue;
      console.info(
        `  ${kind.padEnd(13)}  median ${ms(median(values))}   p95 ${ms(p95(values))}   (${values.length})`,
      );
    }
  } finally {
    await h.close();
  }
}

const only = process.env.BENCH_DATABASE;
const databases = TEST_DATABASES.filter((d) => !only || d.kind === only);
// PostgreSQL is the figure that matters in production; it runs first.
for (const database of databases.sort((a) => (a.kind === 'postgres' ? -1 : 1))) {
  await run(database);
}
