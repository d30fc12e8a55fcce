// `npm run dev`: the API server (tsx watch) and Vite's dev server, both reloading on change.
// Open http://127.0.0.1:5173; Vite hands /api, /callback and /emulators to the server.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

if (existsSync('.env')) process.loadEnvFile('.env');

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const env = {
  ...process.env,
  NODE_ENV: 'development',
  // The same data as `npm start`, although the server runs from its own folder.
  DATA_DIR: path.resolve(process.env.DATA_DIR ?? 'data'),
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://127.0.0.1:5173',
};

const children = [
  ['api', ['run', 'dev', '-w', '@moodtape/server']],
  ['web', ['run', 'dev', '-w', '@moodtape/web']],
].map(([name, args]) => {
  // Each in its own process group, so stopping reaches npm's children (tsx, vite) too.
  const child = spawn(npm, args, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `[${name}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.info(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => {
    console.info(`[${name}] exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
