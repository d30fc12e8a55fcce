// One database handle for the whole app: PGlite in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both speak the same SQL, so queries and migrations are shared.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
};

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

async function openPglite(dir: string): Promise<Database> {
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db, kind: 'pglite', close: () => client.close() };
}

// Any number of instances may start at once against one PostgreSQL; an advisory lock held
// on a dedicated connection lets exactly one of them migrate while the others wait.
const MIGRATION_LOCK = 0x6d6f6f64; // "mood"

async function migrateUnderLock(url: string): Promise<void> {
  const single = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migratePostgres(drizzlePostgres(single), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await single.end({ timeout: 5 });
  }
}

async function openPostgres(url: string): Promise<Database> {
  await migrateUnderLock(url);
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres(sql, { schema });
  return { db, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
}
