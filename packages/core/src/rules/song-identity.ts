// AMENDMENTS A4: "is this the same song?" The same recording written by a user, an AI model,
// Spotify or the mood engine's catalog must compare equal, so case, accents, punctuation,
// featured artists and version notes ("- Remastered 2011", "(Live)") do not make two songs
// different. One rule for the server's Spotify matching and cache, and the mood engine's
// catalog, playlists and song requests.
import { foldText } from './text-fold';

// What a word does in a title or a credit:
// - `credit`: opens a featured artist's credit ("feat. X", "(with X)"), dropped with it.
// - `bracket-credit`: the same, but only inside brackets, since "with" is also an ordinary
//   word of titles and names ("Dancing with Myself", "Man with a Mission").
// - `note`: a version note holding it, after " - " or in brackets, is not part of the name.
// - `take`: a different recording (a cover, a karaoke track), right only for a request that
//   says so (see `isAlternateTake`). A take word that is not also a note stays in the title,
//   so "Yesterday (Instrumental)" never passes for "Yesterday" when no other recording exists.
type Role = 'credit' | 'bracket-credit' | 'note' | 'take';

// Every version word, written once.
const VERSION_WORDS: readonly (readonly [word: string, ...roles: Role[]])[] = [
  ['feat', 'credit'],
  ['feat.', 'credit'],
  ['ft', 'credit'],
  ['ft.', 'credit'],
  ['featuring', 'credit'],
  ['with', 'bracket-credit'],
  // Re-releases and mixes of the same recording.
  ['remaster', 'note'],
  ['remastered', 'note'],
  ['re-master', 'note'],
  ['re-mastered', 'note'],
  ['mono', 'note'],
  ['stereo', 'note'],
  ['single', 'note'],
  ['radio', 'note'],
  ['edit', 'note'],
  ['version', 'note'],
  ['mix', 'note'],
  ['mixed', 'note'],
  ['demo', 'note'],
  ['deluxe', 'note'],
  ['bonus', 'note'],
  ['anniversary', 'note'],
  ['explicit', 'note'],
  ['clean', 'note'],
  ['original', 'note'],
  // Other recordings of the song, named by their note.
  ['live', 'note', 'take'],
  ['acoustic', 'note', 'take'],
  ['remix', 'note', 'take'],
  ['karaoke', 'take'],
  ['instrumental', 'take'],
  ['tribute', 'take'],
  ['cover', 'take'],
  ['sped up', 'take'],
  ['slowed', 'take'],
  ['8-bit', 'take'],
  ['lullaby', 'take'],
];

// Version words hold no other characters special in a regular expression.
const literal = (word: string) => word.replace(/[.-]/g, '\\$&');

function wordsWith(role: Role): string {
  return VERSION_WORDS.filter(([, ...roles]) => roles.includes(role))
    .map(([word]) => literal(word))
    .join('|');
}

const CREDIT = wordsWith('credit');
const BRACKET_CREDIT = `${CREDIT}|${wordsWith('bracket-credit')}`;
// "Stay (feat. Justin Bieber)", "Rain On Me (with Ariana Grande)", "Daft Punk feat. Pharrell
// Williams": the credit runs to its closing bracket, or to the end.
const FEATURED = new RegExp(
  `\\s*(?:[([](?:${BRACKET_CREDIT})\\s[^)\\]]*[)\\]]?|\\b(?:${CREDIT})\\s[^)\\]]*)`,
  'gi',
);
const NOTE = new RegExp(`\\b(?:${wordsWith('note')})\\b`, 'i');
const TAKE = new RegExp(`\\b(${wordsWith('take')})\\b`, 'i');
const DASH = /\s[-–—]\s/;
const BRACKETED = /\s*[([][^)\]]*[)\]]/g;
// Between the credits of several artists: "Calvin Harris, Dua Lipa", "Queen & David Bowie",
// "A x B", "A vs. B", "A / B".
const CREDIT_SEPARATOR = /\s*(?:,|;|\s&\s|\sx\s|\svs\.?\s|\/)\s*/i;

/** A title as compared: no featured credits, no version notes, folded. */
export function normalizeTitle(title: string): string {
  let base = title.replace(FEATURED, ' ');
  // "Song - Remastered 2011", "Song - Live at Wembley"
  const dash = base.search(DASH);
  if (dash > 0 && NOTE.test(base.slice(dash))) base = base.slice(0, dash);
  // "Song (Remastered)", "Song [Live]"; "(I Can't Get No) Satisfaction" keeps its bracket.
  base = base.replace(BRACKETED, (part) => (NOTE.test(part) ? ' ' : part));
  const key = foldText(base);
  // A title made only of a note ("(Live)") keeps its words rather than compare as nothing.
  return key === '' ? foldText(title) : key;
}

/**
 * An artist as compared: no featured credits, folded. "Simon & Garfunkel" and "Earth, Wind
 * & Fire" are one name each, so credits are not split here; see `artistCredits`.
 */
export function normalizeArtist(artist: string): string {
  return foldText(artist.replace(FEATURED, ' '));
}

/**
 * The ways a requested artist may appear among a track's credits: the whole name, and its
 * first credit when several are written ("Calvin Harris, Dua Lipa").
 */
export function artistCredits(artist: string): string[] {
  const whole = normalizeArtist(artist);
  const first = foldText(artist.replace(FEATURED, ' ').split(CREDIT_SEPARATOR)[0] ?? '');
  return first && first !== whole ? [whole, first] : [whole];
}

// People name bands without their article ("songs like beatles", "Beatles - Yesterday"),
// while Spotify and the catalog write it; "The The" keeps one.
function withoutThe(key: string): string {
  return key.startsWith('the ') ? key.slice(4) : key;
}

/**
 * An artist as people name it: `normalizeArtist` without a leading "The". For telling
 * artists apart and finding them in prompts, where "beatles" means "The Beatles".
 */
export function artistKey(artist: string): string {
  return withoutThe(normalizeArtist(artist));
}

/**
 * The first credited artist, as `artistKey` (without a leading "The"): "Queen & David Bowie"
 * and "Queen, David Bowie" both lead with "queen".
 */
export function leadArtist(artist: string): string {
  const credits = artistCredits(artist);
  return withoutThe(credits[credits.length - 1] ?? '');
}

/**
 * A cover, karaoke track, live take or remix is another recording than the song asked for,
 * unless the request says so itself.
 */
export function isAlternateTake(title: string, requested: string): boolean {
  const match = TAKE.exec(title);
  if (!match?.[1]) return false;
  return !new RegExp(`\\b${literal(match[1])}\\b`, 'i').test(requested);
}

/**
 * One key for every spelling of a song: its title (`normalizeTitle`) and its first credit
 * (`leadArtist`), so that Spotify's "The A, B", an AI model's "The A" and a person's "A" name
 * the same song. The key of lookup caches and of "no song twice" in a playlist.
 */
export function songKey(title: string, artist: string): string {
  return `${normalizeTitle(title)}|${leadArtist(artist)}`;
}
