import { createHash, randomBytes } from 'node:crypto';

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
