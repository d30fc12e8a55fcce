import { describe, it, expect } from 'vitest';
import {
  DEFAULT_USERNAME_STEM_LENGTH,
  FALLBACK_USERNAME,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_RULES,
  defaultUsernameBase,
  usernameKey,
  validateUsername,
} from './username';

describe('username constants', () => {
  it('pins the limits and the rules text', () => {
    expect(USERNAME_MIN_LENGTH).toBe(3);
    expect(USERNAME_MAX_LENGTH).toBe(24);
    expect(DEFAULT_USERNAME_STEM_LENGTH).toBe(20);
    expect(FALLBACK_USERNAME).toBe('listener');
    expect(USERNAME_RULES).toBe(
      '3–24 characters: letters, numbers, underscores and periods, starting with a letter or number.',
    );
  });
});

describe('validateUsername', () => {
  it('accepts good usernames, trimmed', () => {
    expect(validateUsername('mia')).toEqual({ ok: true, username: 'mia' });
    expect(validateUsername('  Night.Owl_42 ')).toEqual({ ok: true, username: 'Night.Owl_42' });
    expect(validateUsername('9lives')).toEqual({ ok: true, username: '9lives' });
    expect(validateUsername('a'.repeat(24))).toEqual({ ok: true, username: 'a'.repeat(24) });
    expect(validateUsername('dj.')).toEqual({ ok: true, username: 'dj.' });
  });

  it('asks for a username when empty', () => {
    expect(validateUsername('')).toEqual({ ok: false, message: 'Please enter a username.' });
    expect(validateUsername('   ')).toEqual({ ok: false, message: 'Please enter a username.' });
  });

  it('rejects too short', () => {
    expect(validateUsername('ab')).toEqual({
      ok: false,
      message: 'Username must be at least 3 characters.',
    });
  });

  it('rejects too long', () => {
    expect(validateUsername('a'.repeat(25))).toEqual({
      ok: false,
      message: 'Username must be at most 24 characters.',
    });
  });

  it('rejects a bad character and names it', () => {
    expect(validateUsername('mia!')).toEqual({
      ok: false,
      message: 'Username cannot contain "!". Use letters, numbers, underscores and periods.',
    });
    expect(validateUsername('mia-rose')).toEqual({
      ok: false,
      message: 'Username cannot contain "-". Use letters, numbers, underscores and periods.',
    });
    expect(validateUsername('café')).toEqual({
      ok: false,
      message: 'Username cannot contain "é". Use letters, numbers, underscores and periods.',
    });
    expect(validateUsername('mia🎧')).toEqual({
      ok: false,
      message: 'Username cannot contain "🎧". Use letters, numbers, underscores and periods.',
    });
  });

  it('names spaces as spaces', () => {
    expect(validateUsername('mia rose')).toEqual({
      ok: false,
      message: 'Username cannot contain spaces. Use letters, numbers, underscores and periods.',
    });
  });

  it('rejects a bad start', () => {
    expect(validateUsername('_mia')).toEqual({
      ok: false,
      message: 'Username must start with a letter or number.',
    });
    expect(validateUsername('.mia')).toEqual({
      ok: false,
      message: 'Username must start with a letter or number.',
    });
  });

  it('rejects two periods in a row', () => {
    expect(validateUsername('mia..rose')).toEqual({
      ok: false,
      message: 'Username cannot contain two periods in a row.',
    });
  });
});

describe('usernameKey', () => {
  it('ignores case and surrounding spaces', () => {
    expect(usernameKey('Night.Owl_42')).toBe('night.owl_42');
    expect(usernameKey(' MIA ')).toBe('mia');
  });
});

describe('defaultUsernameBase', () => {
  it('builds the stem from the display name', () => {
    expect(defaultUsernameBase('Mia Rose', 'spotify123')).toBe('Mia_Rose');
    expect(defaultUsernameBase('J. R. R. Tolkien', 'x')).toBe('J._R._R._Tolkien');
  });

  it('strips accents and transliterates letters accents do not cover', () => {
    expect(defaultUsernameBase('Zoë Saldaña', 'x')).toBe('Zoe_Saldana');
    expect(defaultUsernameBase('Jürgen Straße', 'x')).toBe('Jurgen_Strasse');
    expect(defaultUsernameBase('Søren Łukasz', 'x')).toBe('Soren_Lukasz');
  });

  it('drops invalid characters and tidies what they leave', () => {
    expect(defaultUsernameBase('  DJ -- Shadow!! ', 'x')).toBe('DJ_Shadow');
    expect(defaultUsernameBase('__mia...rose__', 'x')).toBe('mia.rose');
    expect(defaultUsernameBase('🎧 Mia 🎧', 'x')).toBe('Mia');
  });

  it('cuts to 20 characters without ending on a separator', () => {
    expect(defaultUsernameBase('Alexandria Ocasio Cortez', 'x')).toBe('Alexandria_Ocasio_Co');
    expect(defaultUsernameBase('Abcdefghijklmnopqrs tuv', 'x')).toBe('Abcdefghijklmnopqrs');
  });

  it('falls back to the Spotify id', () => {
    expect(defaultUsernameBase(null, '31xyzabc')).toBe('31xyzabc');
    expect(defaultUsernameBase('東京', 'john.smith')).toBe('john.smith');
    expect(defaultUsernameBase('Al', 'wizzler')).toBe('wizzler');
  });

  it('falls back to listener', () => {
    expect(defaultUsernameBase(null, '')).toBe('listener');
    expect(defaultUsernameBase('東京', '!!')).toBe('listener');
  });

  it('always gives a valid username', () => {
    const names = [null, '', ' ', 'a', '..', '_._', 'Ωμέγα', 'x'.repeat(50), 'a.'.repeat(30)];
    for (const name of names) {
      const base = defaultUsernameBase(name, '');
      expect(validateUsername(base)).toEqual({ ok: true, username: base });
      expect(base.length).toBeLessThanOrEqual(20);
    }
  });
});
