import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareDataDir } from './data-dir';
import { loadOrCreateSessionSecret } from './secrets';

const modeOf = async (file: string) => (await stat(file)).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the data folder', () => {
  let root = '';
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'moodtape-data-dir-'));
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('is made for its owner only (0700)', async () => {
    const dir = path.join(root, 'nested', 'data');
    expect(await prepareDataDir(dir)).toBe('private');
    expect(await modeOf(dir)).toBe(0o700);
  });

  it('is tightened to 0700 when it exists open to others', async () => {
    const dir = path.join(root, 'data');
    await mkdir(dir);
    await chmod(dir, 0o755);
    const warnings: string[] = [];
    expect(await prepareDataDir(dir, (message) => warnings.push(message))).toBe('tightened');
    expect(await modeOf(dir)).toBe(0o700);
    expect(warnings).toEqual([expect.stringContaining('now for its owner only (0700)')]);
  });

  it('keeps the session secret readable by its owner only (0600)', async () => {
    const dir = path.join(root, 'fresh');
    const secret = await loadOrCreateSessionSecret(dir);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await modeOf(dir)).toBe(0o700);
    expect(await modeOf(path.join(dir, 'session-secret'))).toBe(0o600);
    expect(await loadOrCreateSessionSecret(dir)).toBe(secret);
  });
});
