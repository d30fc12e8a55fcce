// PKCE (RFC 7636) as Spotify accepts it: S256 only, the challenge being the base64url
// SHA-256 of a 43 to 128 character verifier.
import { createHash, timingSafeEqual } from 'node:crypto';

const CODE_CHALLENGE = /^[A-Za-z0-9_-]{43,128}$/;

export function isValidCodeChallenge(value: string): boolean {
  return CODE_CHALLENGE.test(value);
}

export function s256(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function verifierMatches(verifier: string, challenge: string): boolean {
  return safeEqual(s256(verifier), challenge);
}

/** Compares secrets without leaking, through timing, how much of them matched. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
