import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secrets';

const SECRET = 'a-test-secret-that-is-long-enough-to-use';

describe('secret box', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSecretBox(SECRET, 'tokens');
    const a = box.seal('BQD-access-token');
    const b = box.seal('BQD-access-token');
    expect(a).not.toBe(b);
    expect(a).not.toContain('BQD-access-token');
    expect(box.open(a)).toBe('BQD-access-token');
  });

  it('refuses tampered values, other purposes, other secrets and garbage', () => {
    const box = createSecretBox(SECRET, 'tokens');
    const sealed = box.seal('refresh-token');
    // One bit of the ciphertext changed (a changed character could leave the bytes as they
    // were: base64url's last character carries unused bits).
    const parts = sealed.split('.');
    const body = Buffer.from(parts.at(-1)!, 'base64url');
    body[0] = body[0]! ^ 1;
    const flipped = [...parts.slice(0, -1), body.toString('base64url')].join('.');
    expect(flipped).not.toBe(sealed);
    expect(box.open(flipped)).toBeNull();
    expect(createSecretBox(SECRET, 'login-state').open(sealed)).toBeNull();
    expect(createSecretBox(`${SECRET}-2`, 'tokens').open(sealed)).toBeNull();
    expect(box.open('v1.x.y')).toBeNull();
    expect(box.open('not sealed at all')).toBeNull();
  });
});
