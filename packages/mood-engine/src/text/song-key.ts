// The identity of a song across sources: the same recording written by a user, an AI model,
// Spotify or our catalog must compare equal, so version notes, featured artists and
// punctuation are dropped before comparing.
import { normalizeText } from './normalize';

const VERSION_NOTE =
  /\s[-–—]\s.*\b(remaster(ed)?|version|edit|mix|remix|live|mono|stereo|demo|acoustic)\b.*$/i;
const BRACKETS = /[([][^)\]]*[)\]]/g;
const FEATURING = /\s(?:feat\.?|ft\.?|featuring)\s.*$/i;

export function titleKey(title: string): string {
  const stripped = title.replace(VERSION_NOTE, '').replace(BRACKETS, ' ').replace(FEATURING, '');
  const key = normalizeText(stripped);
  // A title made only of a bracket ("(Untitled)") keeps its words.
  return key === '' ? normalizeText(title) : key;
}

export function artistKey(artist: string): string {
  const key = normalizeText(artist.replace(BRACKETS, ' ').replace(FEATURING, ''));
  return key.startsWith('the ') ? key.slice(4) : key;
}

// The first credited artist: "Simon & Garfunkel" stays whole, but a list such as
// "Calvin Harris, Dua Lipa" or "A x B" is read as its lead artist.
export function leadArtistKey(artist: string): string {
  const lead = artist.split(/\s*(?:,|;|\/|\sx\s|\svs\.?\s)\s*/i)[0] ?? artist;
  return artistKey(lead);
}

export function songKey(title: string, artist: string): string {
  return `${titleKey(title)}|${artistKey(artist)}`;
}
