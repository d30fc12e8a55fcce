// AMENDMENTS A3: no secret reaches the browser. The web app is built with every secret
// variable set to a recognisable value, and no file of the bundle may contain one.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { SECRET_VARIABLES } from '../src/config';
import { WEB_DIST_DIR } from '../src/paths';

const WEB_ROOT = path.dirname(WEB_DIST_DIR);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe('the built web bundle', () => {
  const saved = new Map<string, string | undefined>();
  let outDir = '';

  afterAll(async () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('contains no value of any secret variable', async () => {
    const canaries = SECRET_VARIABLES.map((name) => {
      const value =
        name === 'DATABASE_URL'
          ? 'postgres://moodtape:canary-db-password-7f3a@db.internal:5432/moodtape'
          : `canary-${name.toLowerCase()}-9c1e4b7d2a`;
      saved.set(name, process.env[name]);
      process.env[name] = value;
      // Also as VITE_ variables, the only ones Vite would ever expose on its own.
      saved.set(`VITE_${name}`, process.env[`VITE_${name}`]);
      process.env[`VITE_${name}`] = value;
      return value;
    });
    outDir = await mkdtemp(path.join(tmpdir(), 'moodtape-bundle-'));
    await build({ root: WEB_ROOT, logLevel: 'silent', build: { outDir, emptyOutDir: true } });

    const files = await filesUnder(outDir);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of files) {
      const text = await readFile(file, 'utf8');
      for (const canary of canaries) {
        expect(text.includes(canary), `${path.basename(file)} holds a secret`).toBe(false);
      }
      expect(text).not.toContain('canary-db-password');
    }
  }, 120_000);
});
