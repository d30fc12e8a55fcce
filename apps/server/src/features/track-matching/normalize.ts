// AMENDMENTS A4: titles and artists compared after normalization: case, accents,
// punctuation, "feat." credits and version suffixes ("- Remastered 2011", "(Live)") do not
// make two songs different.
import { foldText } from '../../lib/fold-text';

// Version notes Spotify appends to a title, after " - " or in brackets.
const VERSION_WORDS =
  /\b(remaster(ed)?|re-?master(ed)?|mono|stereo|single|radio|edit|version|mix|live|acoustic|demo|deluxe|bonus|anniversary|mixed|explicit|clean|original)\b/i;
const FEATURING = /\s*[([]?\b(feat\.?|ft\.?|featuring|with)\s[^)\]]*[)\]]?/gi;

export function normalizeTitle(title: string): string {
  let base = title.replace(FEATURING, ' ');
  // "Song - Remastered 2011", "Song - Live at Wembley"
  const dash = base.search(/\s[-–—]\s/);
  if (dash > 0 && VERSION_WORDS.test(base.slice(dash))) base = base.slice(0, dash);
  // "Song (Remastered)", "Song [Live]"
  base = base.replace(/\s*[([][^)\]]*[)\]]/g, (part) => (VERSION_WORDS.test(part) ? ' ' : part));
  return foldText(base);
}

// "A feat. B" compares as A. "Simon & Garfunkel" and "Earth, Wind & Fire" are one name each,
// so credits are not split here; see `artistCredits`.
export function normalizeArtist(artist: string): string {
  return foldText(artist.replace(FEATURING, ' '));
}

// The ways a requested artist may appear among a track's credits: the whole name, and its
// first credit when the AI wrote several ("Calvin Harris, Dua Lipa").
export function artistCredits(artist: string): string[] {
  const whole = normalizeArtist(artist);
  const first = foldText(
    artist.replace(FEATURING, ' ').split(/\s*(?:,|;|\s&\s|\sx\s|\/)\s*/i)[0] ?? '',
  );
  return first && first !== whole ? [whole, first] : [whole];
}

// What makes a cover, karaoke track or live take a different recording from the song asked
// for, when the request itself does not say so.
const ALTERNATE_TAKE =
  /\b(karaoke|instrumental|tribute|cover|live|remix|acoustic|sped up|slowed|8-bit|lullaby)\b/i;

export function isAlternateTake(title: string, requested: string): boolean {
  const match = ALTERNATE_TAKE.exec(title);
  return match !== null && !new RegExp(`\\b${match[1]}\\b`, 'i').test(requested);
}

// The first credit only: Spotify's "A, B" and the AI's "A" are the same song.
export function lookupKey(title: string, artist: string): string {
  const credits = artistCredits(artist);
  return `${normalizeTitle(title)}|${credits[credits.length - 1] ?? ''}`;
}
