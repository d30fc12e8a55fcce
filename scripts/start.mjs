// `npm start`: builds the web app and the server when their sources are newer than the
// last build, then serves Moodtape.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { newest } from './newest.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/scripts',
  'apps/web/package.json',
  'scripts/precompress.mjs',
  'apps/web/vite.config.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/core/src',
  'packages/emulators/src',
  'packages/mood-engine/src',
  'package-lock.json',
];

function oldestOutput() {
  let oldest = Infinity;
  for (const output of outputs) {
    try {
      oldest = Math.min(oldest, statSync(path.join(root, output)).mtimeMs);
    } catch {
      return 0;
    }
  }
  return oldest;
}

// A .env file at the root is read for convenience; real environment variables win.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const sourceTime = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (sourceTime > oldestOutput()) {
  console.info('Building Moodtape…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, 'apps/server/dist/main.js'));
