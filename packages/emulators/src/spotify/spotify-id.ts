// Spotify ids are 22 base-62 characters. Ours come from a hash of what they name, so the
// same song gets the same id in every run, test and demo.
import { createHash } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function spotifyId(seed: string): string {
  const bytes = createHash('sha256').update(seed).digest();
  let id = '';
  for (let i = 0; i < 22; i++) id += BASE62[(bytes[i] ?? 0) % 62];
  return id;
}
