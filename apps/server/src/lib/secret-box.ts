// Seals small secrets (Spotify tokens, the OAuth state cookie) with AES-256-GCM, so a
// database dump or a stolen cookie jar reveals nothing (AMENDMENTS A1: tokens encrypted at rest).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

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
