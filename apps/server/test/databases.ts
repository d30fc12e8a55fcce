// Integration tests run once per database: PGlite always, PostgreSQL at 127.0.0.1:5432 when
// it answers. In CI a missing PostgreSQL is a failure, not a skip.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

export type TestDatabase = {
  kind: 'pglite' | 'postgres';
  // A fresh, empty database for one test file; `databaseUrl` undefined means PGlite.
  create(): Promise<{ databaseUrl: string | undefined; drop(): Promise<void> }>;
};

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const sql = postgres(ADMIN_URL, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

const pglite: TestDatabase = {
  kind: 'pglite',
  create: async () => ({ databaseUrl: undefined, drop: async () => {} }),
};

const postgresDb: TestDatabase = {
  kind: 'postgres',
  async create() {
    const name = `moodtape_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    return {
      databaseUrl: url.toString(),
      async drop() {
        const sql = postgres(ADMIN_URL, { max: 1, onnotice: () => {} });
        await sql.unsafe(`drop database if exists ${name} with (force)`);
        await sql.end();
      },
    };
  },
};

async function available(): Promise<TestDatabase[]> {
  if (await postgresReachable()) return [pglite, postgresDb];
  if (process.env.CI) {
    throw new Error(`PostgreSQL is required in CI but ${ADMIN_URL} does not answer.`);
  }
  console.warn(
    `\n[moodtape] PostgreSQL at ${ADMIN_URL} does not answer: the PostgreSQL suite is SKIPPED.\n`,
  );
  return [pglite];
}

export const TEST_DATABASES: TestDatabase[] = await available();
