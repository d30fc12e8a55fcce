// `npm run bench`: runs every benchmark under bench/ and prints its figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'bench');
let files = [];
try {
  files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts'));
} catch {
  // No bench folder yet.
}
if (files.length === 0) {
  console.info('No benchmarks yet.');
  process.exit(0);
}
for (const file of files) {
  console.info(`\n== ${file}`);
  const result = spawnSync('npx', ['tsx', path.join(dir, file)], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
