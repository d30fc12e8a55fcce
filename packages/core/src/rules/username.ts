// Moodtape usernames (spec 3 {product}_username, spec 6: unique per user). The spec does not
// give the rules; these are Moodtape's, worded so they can be shown to the person as they are.

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 24;
export const USERNAME_RULES =
  '3–24 characters: letters, numbers, underscores and periods, starting with a letter or number.';

// A generated stem leaves 4 characters for the number appended when the stem is taken.
export const DEFAULT_USERNAME_STEM_LENGTH = 20;
export const FALLBACK_USERNAME = 'listener';

export type UsernameValidation = { ok: true; username: string } | { ok: false; message: string };

const ALLOWED_CHARACTER = /^[A-Za-z0-9_.]$/;
const STARTS_WELL = /^[A-Za-z0-9]/;

function invalidCharacterMessage(character: string): string {
  const named = /\s/.test(character) ? 'spaces' : `"${character}"`;
  return `Username cannot contain ${named}. Use letters, numbers, underscores and periods.`;
}

export function validateUsername(raw: string): UsernameValidation {
  const username = raw.trim();
  if (username === '') return { ok: false, message: 'Please enter a username.' };
  if (username.length < USERNAME_MIN_LENGTH) {
    return { ok: false, message: `Username must be at least ${USERNAME_MIN_LENGTH} characters.` };
  }
  if (username.length > USERNAME_MAX_LENGTH) {
    return { ok: false, message: `Username must be at most ${USERNAME_MAX_LENGTH} characters.` };
  }
  // By code point, so an emoji is named whole rather than as half a surrogate pair.
  const bad = Array.from(username).find((character) => !ALLOWED_CHARACTER.test(character));
  if (bad !== undefined) return { ok: false, message: invalidCharacterMessage(bad) };
  if (!STARTS_WELL.test(username)) {
    return { ok: false, message: 'Username must start with a letter or number.' };
  }
  if (username.includes('..')) {
    return { ok: false, message: 'Username cannot contain two periods in a row.' };
  }
  return { ok: true, username };
}

// Uniqueness ignores case: "Mia" and "mia" are the same username.
export function usernameKey(username: string): string {
  return username.trim().toLowerCase();
}

// Letters that accent stripping (NFKD) does not turn into ASCII.
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

function toStem(source: string): string {
  return source
    .trim()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæÆœŒøØłŁđĐðÐþÞı]/g, (character) => TRANSLITERATIONS[character] ?? '')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9_.]/g, '')
    .replace(/_{2,}/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[_.]+/, '')
    .slice(0, DEFAULT_USERNAME_STEM_LENGTH)
    .replace(/[_.]+$/, '');
}

// The first username a person gets: from the display name, else the Spotify id, else
// "listener". Always passes validateUsername; the server adds a number if it is taken.
export function defaultUsernameBase(displayName: string | null, spotifyId: string): string {
  for (const source of [displayName ?? '', spotifyId]) {
    const stem = toStem(source);
    if (validateUsername(stem).ok) return stem;
  }
  return FALLBACK_USERNAME;
}
