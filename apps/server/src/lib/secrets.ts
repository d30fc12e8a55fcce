// Moodtape's secrets: random tokens and their hashes (sessions, OAuth state, PKCE), values
// sealed with the session secret (AMENDMENTS A1: Spotify tokens encrypted at rest), and the
// secrets kept in DATA_DIR when not configured (the session secret, the emulator control token).
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

// RFC 7636: S256 challenge of a verifier of 43 to 128 unreserved characters.
export function createPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomToken(64);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

// Seals small secrets (Spotify tokens, the OAuth state cookie) with AES-256-GCM, so a
// database dump or a stolen cookie jar reveals nothing (AMENDMENTS A1: tokens encrypted at rest).
const VERSION = 'v1';

export type SecretBox = {
  seal(plaintext: string): string;
  // null when the value was tampered with, sealed under another key or purpose, or is garbage.
  open(sealed: string): string | null;
};

export function createSecretBox(secret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', secret, 'moodtape', purpose, 32));
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [
        VERSION,
        iv.toString('base64url'),
        Buffer.concat([body, tag]).toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== VERSION || !ivText || !bodyText) return null;
      try {
        const iv = Buffer.from(ivText, 'base64url');
        const data = Buffer.from(bodyText, 'base64url');
        if (iv.length !== 12 || data.length < 16) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(data.subarray(data.length - 16));
        return Buffer.concat([
          decipher.update(data.subarray(0, data.length - 16)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

// Without SESSION_SECRET a secret is generated once and kept in DATA_DIR, so sessions and
// sealed tokens survive restarts. Several instances must share one SESSION_SECRET instead.
export function loadOrCreateSessionSecret(dataDir: string): Promise<string> {
  return loadOrCreateSecretFile(path.join(dataDir, 'session-secret'));
}

// A random secret kept in a file only its owner may read (0600), made on first use.
export async function loadOrCreateSecretFile(file: string): Promise<string> {
  try {
    const existing = (await readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomToken(48);
  // 'wx' fails if another process created it first; then that one's secret wins.
  try {
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
