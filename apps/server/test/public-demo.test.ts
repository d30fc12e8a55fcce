// The real process, as a container starts it (HOST=0.0.0.0) with no configuration: demo mode
// where other machines can reach it is refused at start-up with a sentence saying how to open
// it on purpose; with DEMO_PUBLIC=true it starts, says so loudly, and the emulators' switches
// still need the control token.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

type Started = { child: ChildProcess; output: () => string };

// `src/main.ts` through tsx, with only the environment given (none of the test run's own).
function start(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function exitCode(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

async function waitForHealth(base: string, started: Started): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`server exited:\n${started.output()}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start:\n${started.output()}`);
}

let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'moodtape-public-demo-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a demo on every interface (HOST=0.0.0.0), as a real process', () => {
  it('refuses to start without DEMO_PUBLIC=true, saying why and how', async () => {
    const port = await freePort();
    const started = start({ HOST: '0.0.0.0', PORT: String(port), DATA_DIR: dataDir });
    expect(await exitCode(started.child)).toBe(1);
    const output = started.output();
    expect(output).toContain('Refusing to start demo mode where other machines can reach it');
    expect(output).toContain('HOST=0.0.0.0');
    expect(output).toContain('sign in as the demo accounts');
    expect(output).toContain('DEMO_PUBLIC=true');
  }, 60_000);

  describe('with DEMO_PUBLIC=true', () => {
    let started: Started;
    let base = '';
    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      started = start({
        HOST: '0.0.0.0',
        PORT: String(port),
        DATA_DIR: dataDir,
        DEMO_PUBLIC: 'true',
      });
      await waitForHealth(base, started);
    }, 90_000);
    afterAll(async () => {
      if (started.child.exitCode !== null) return;
      started.child.kill('SIGTERM');
      await exitCode(started.child);
    });

    it('starts, warning that anyone who reaches it can sign in as the demo accounts', () => {
      const output = started.output();
      expect(output).toContain('"level":40');
      expect(output).toContain('DEMO_PUBLIC=true: the demo is open to everyone');
      expect(output).toContain('Anyone can sign in as any demo account without a password');
    });

    it('asks for the control token at /emulators/spotify/__control, and prints it', async () => {
      const url = `${base}/emulators/spotify/__control`;
      const without = await fetch(url);
      expect(without.status).toBe(401);
      const body = (await without.json()) as { error: { message: string } };
      expect(body.error.message).toContain('Authorization: Bearer');

      const file = path.join(dataDir, 'emulator-control-token');
      const token = (await readFile(file, 'utf8')).trim();
      expect(started.output()).toContain(`Emulator control token: ${token}`);
      const withToken = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(withToken.status).toBe(200);
    });
  });
});
