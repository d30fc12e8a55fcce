// `npm run bench`: runs every benchmark under bench/ and prints its figures;
// `npm run bench -- public-routes` runs only those whose file name holds one of the words.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'bench');
let files = [];
try {
  const words = process.argv.slice(2);
  files = readdirSync(dir).filter(
    (f) => f.endsWith('.bench.ts') && (words.length === 0 || words.some((w) => f.includes(w))),
  );
} catch {
  // No bench folder yet.
}
if (files.length === 0) {
  console.info('No benchmarks match.');
  process.exit(0);
}
for (const file of files) {
  console.info(`\n== ${file}`);
  const result = spawnSync('npx', ['tsx', path.join(dir, file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
