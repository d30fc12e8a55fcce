import { describe, expect, it } from 'vitest';
import { isValidCodeChallenge, s256, verifierMatches } from './pkce';

describe('PKCE S256', () => {
  // RFC 7636 appendix B.
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

  it('matches the RFC example', () => {
    expect(s256(verifier)).toBe(challenge);
    expect(verifierMatches(verifier, challenge)).toBe(true);
    expect(verifierMatches(`${verifier}x`, challenge)).toBe(false);
  });

  it('takes 43 to 128 base64url characters as a challenge', () => {
    expect(isValidCodeChallenge(challenge)).toBe(true);
    expect(isValidCodeChallenge('a'.repeat(128))).toBe(true);
    expect(isValidCodeChallenge('a'.repeat(42))).toBe(false);
    expect(isValidCodeChallenge('a'.repeat(129))).toBe(false);
    expect(isValidCodeChallenge(`${'a'.repeat(42)}=`)).toBe(false);
  });
});
