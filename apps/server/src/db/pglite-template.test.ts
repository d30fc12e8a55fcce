import { readFile, readdir, mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { makePgliteTemplate, seedFromTemplate } from './pglite-template';

describe('the embedded database template', () => {
  let root = '';
  let template = '';
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'moodtape-template-'));
    template = path.join(root, 'template');
    expect(await makePgliteTemplate(template, MIGRATIONS_DIR)).toBe(true);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is made once for a PGlite version and a set of migrations', async () => {
    expect(await makePgliteTemplate(template, MIGRATIONS_DIR)).toBe(false);
  });

  it('gives a fresh data folder a database with every migration applied', async () => {
    const dir = path.join(root, 'fresh', 'pglite');
    expect(await seedFromTemplate(dir, template)).toBe(true);
    // The marker stays with the template; no copy under a temporary name is left behind.
    expect(await readdir(dir)).not.toContain('moodtape-template.json');
    expect(await readdir(path.dirname(dir))).toEqual(['pglite']);
    const client = await PGlite.create(dir);
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from vibes');
      expect(rows).toEqual([{ n: 0 }]);
      const applied = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      const journal = JSON.parse(
        await readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await client.close();
    }
  });

  it('leaves a folder that holds anything to PGlite', async () => {
    const dir = path.join(root, 'used', 'pglite');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'something'), 'kept');
    expect(await seedFromTemplate(dir, template)).toBe(false);
    expect(await readdir(dir)).toEqual(['something']);
  });

  it('is not used when another PGlite version made it', async () => {
    const other = path.join(root, 'other-version');
    await mkdir(other);
    await writeFile(
      path.join(other, 'moodtape-template.json'),
      JSON.stringify({ pglite: '0.0.1', migrations: 'x' }),
    );
    const dir = path.join(root, 'older', 'pglite');
    expect(await seedFromTemplate(dir, other)).toBe(false);
    expect(await seedFromTemplate(dir, path.join(root, 'missing'))).toBe(false);
  });
});
