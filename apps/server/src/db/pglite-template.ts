// A fresh embedded database is a copy of one made at build time. PGlite's own first start
// runs initdb inside WebAssembly: 2.5-5 s on an idle machine (far more on a busy one), and a
// second WebAssembly instance whose memory the process keeps (about 500 MB more resident).
// The build runs initdb and the migrations once into PGLITE_TEMPLATE_DIR; a data folder with
// no database then gets a file copy of it. The copy is only used when it was made by the
// PGlite version installed now; otherwise PGlite runs initdb as before.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const MARKER = 'moodtape-template.json';

type Marker = { pglite: string; migrations: string };

async function installedPgliteVersion(): Promise<string> {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // .../@electric-sql/pglite/dist/index.cjs: the package.json is one folder up.
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  const { version } = JSON.parse(await readFile(manifest, 'utf8')) as { version: string };
  return version;
}

async function migrationsHash(migrationsDir: string): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(migrationsDir, { recursive: true })).sort();
  for (const file of files) {
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue;
    hash.update(file).update(await readFile(path.join(migrationsDir, file)));
  }
  return hash.digest('hex');
}

async function readMarker(templateDir: string): Promise<Marker | null> {
  try {
    return JSON.parse(await readFile(path.join(templateDir, MARKER), 'utf8')) as Marker;
  } catch {
    return null;
  }
}

// A folder that is missing or empty: anything else may be someone's data, left to PGlite.
async function isEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/**
 * Makes the template unless one for this PGlite and these migrations is there already.
 * Returns whether it made one.
 */
export async function makePgliteTemplate(
  templateDir: string,
  migrationsDir: string,
): Promise<boolean> {
  const wanted: Marker = {
    pglite: await installedPgliteVersion(),
    migrations: await migrationsHash(migrationsDir),
  };
  const found = await readMarker(templateDir);
  if (found?.pglite === wanted.pglite && found.migrations === wanted.migrations) return false;

  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const building = `${templateDir}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await mkdir(path.dirname(building), { recursive: true });
  const client = await PGlite.create(building);
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
  } finally {
    await client.close();
  }
  await writeFile(path.join(building, MARKER), JSON.stringify(wanted));
  await rm(templateDir, { recursive: true, force: true });
  try {
    await rename(building, templateDir);
  } catch (error) {
    // Another build running at the same time put its own copy there first.
    await rm(building, { recursive: true, force: true });
    const now = await readMarker(templateDir);
    if (now?.pglite !== wanted.pglite || now.migrations !== wanted.migrations) throw error;
  }
  return true;
}

// About a thousand small files: copied several at a time (fs.cp goes one by one, 2-3x slower).
async function copyTree(from: string, to: string) {
  const entries = await readdir(from, { recursive: true, withFileTypes: true });
  const relative = (entry: (typeof entries)[number]) =>
    path.relative(from, path.join(entry.parentPath, entry.name));
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    if (entry.isDirectory()) await mkdir(path.join(to, relative(entry)), { recursive: true });
  }
  const files = entries.filter((entry) => entry.isFile()).map(relative);
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      await copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

/**
 * Copies the template into `dir` when `dir` holds no database yet and the template was made
 * by the installed PGlite. Returns whether it copied; when not, PGlite runs initdb itself.
 */
export async function seedFromTemplate(dir: string, templateDir: string): Promise<boolean> {
  if (!(await isEmpty(dir))) return false;
  const marker = await readMarker(templateDir);
  if (!marker || marker.pglite !== (await installedPgliteVersion())) return false;
  // Copied under another name and renamed, so a start that dies halfway leaves no folder
  // that looks like a database.
  const copying = `${dir}.copying-${process.pid}`;
  try {
    await rm(copying, { recursive: true, force: true });
    await copyTree(templateDir, copying);
    // A build that replaced the template during the copy would leave files of two templates.
    const after = await readMarker(templateDir);
    if (after?.pglite !== marker.pglite || after.migrations !== marker.migrations) {
      throw new Error('the template changed during the copy');
    }
    await rm(path.join(copying, MARKER));
    await rm(dir, { recursive: true, force: true });
    await rename(copying, dir);
    return true;
  } catch {
    // A build replacing the template meanwhile, a full disk: PGlite's own initdb still works.
    await rm(copying, { recursive: true, force: true });
    return false;
  }
}
