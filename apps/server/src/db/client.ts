// One database handle for the whole app: PGlite in DATA_DIR by default, PostgreSQL when
// DATABASE_URL is set. Both speak the same SQL, so queries and migrations are shared. Each
// kind's driver is loaded only when it is the one used (start-up time and memory).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR, PGLITE_TEMPLATE_DIR } from '../paths';
import { seedFromTemplate } from './pglite-template';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
};

// Start-up phases (lib/startup-phases) are marked as they end, when a caller asks.
type Mark = (phase: string) => void;

export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  mark?: Mark;
}): Promise<Database> {
  const mark = options.mark ?? (() => {});
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, mark)
    : openPglite(path.join(options.dataDir, 'pglite'), mark);
}

// PGlite's postgresql.conf asks for 128 MB of shared buffers, which it zeroes, and so keeps
// resident, at start. Moodtape's working set is a few MB (photos are served from files,
// decision 011) and pages missing from the buffers are read from the operating system's
// cache: 32 MB keeps about 110 MB less resident. Given at every start, so data folders made
// before this setting get it too.
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dir: string, mark: Mark): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  mark('database: PGlite modules');
  if (await seedFromTemplate(dir, PGLITE_TEMPLATE_DIR)) mark('database: copy of the template');
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  mark('database: PGlite start');
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  mark('database: migrations');
  return { db, kind: 'pglite', close: () => client.close() };
}

// Any number of instances may start at once against one PostgreSQL; an advisory lock held
// on a dedicated connection lets exactly one of them migrate while the others wait.
const MIGRATION_LOCK = 0x6d6f6f64; // "mood"

async function migrateUnderLock(url: string): Promise<void> {
  const [{ default: postgres }, { drizzle }, { migrate }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
    import('drizzle-orm/postgres-js/migrator'),
  ]);
  const single = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await single`select pg_advisory_lock(${MIGRATION_LOCK})`;
    await migrate(drizzle(single), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await single.end({ timeout: 5 });
  }
}

async function openPostgres(url: string, mark: Mark): Promise<Database> {
  await migrateUnderLock(url);
  mark('database: migrations');
  const [{ default: postgres }, { drizzle }] = await Promise.all([
    import('postgres'),
    import('drizzle-orm/postgres-js'),
  ]);
  const sql = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzle(sql, { schema });
  return { db, kind: 'postgres', close: () => sql.end({ timeout: 5 }) };
}
