// Finds catalog artists named in a prompt ("songs like Bon Iver", "taylor swift vibes").
// Band names are often ordinary words ("Heart", "Journey", "Yes"), so a one-word name that is
// also a common or mood word counts only next to words that point at an artist.
import { artistKey, foldText } from '@moodtape/core';
import { CATALOG } from '../catalog/index';
import { LEXICON } from './lexicon';

export interface ArtistMention {
  key: string;
  name: string;
  start: number;
  length: number;
}

const COMMON_WORDS = new Set(
  `
  a an and or the of in on at to for from with by is it its me my you your we our us he
  she they them this that these those be been am are was were i im ill id ive all some
  any one two three songs song music playlist tracks track mix vibe vibes like feel
  feeling mood give make want need something kind type style play let lets just get got
  go going new old big little heart air train yes kiss live cream traffic garbage
  madness bush seal tool hole low poison america europe boston chicago kansas japan
  journey genesis sublime eve future common creed camel family girls kids war will can
  may june april love fire water wolf bread time sweet who doors police stone stones
  cure cars clash oasis rush muse blur daughter travis james sting cake pulp suede
  extreme space magic girl boy glass animals berlin
  `
    .trim()
    .split(/\s+/),
);

// Words right before or after a name that make it clearly an artist.
const BEFORE = new Set(['like', 'by', 'from', 'artist', 'band', 'similar', 'plus', 'and']);
const AFTER = new Set(['vibes', 'vibe', 'songs', 'style', 'radio', 'type', 'fans', 'fan', 'mix']);

interface ArtistName {
  key: string;
  name: string;
  tokens: readonly string[];
}

function buildIndex(): Map<string, ArtistName> {
  const index = new Map<string, ArtistName>();
  for (const song of CATALOG) {
    const key = artistKey(song.artist);
    const full = foldText(song.artist);
    for (const phrase of new Set([full, key])) {
      if (phrase === '' || index.has(phrase)) continue;
      index.set(phrase, { key, name: song.artist, tokens: phrase.split(' ') });
    }
  }
  return index;
}

const ARTISTS = buildIndex();
const LONGEST_NAME = Math.max(1, ...[...ARTISTS.values()].map((artist) => artist.tokens.length));

export function findArtistMentions(tokens: readonly string[]): ArtistMention[] {
  const mentions: ArtistMention[] = [];
  for (let start = 0; start < tokens.length; start++) {
    for (let length = Math.min(LONGEST_NAME, tokens.length - start); length >= 1; length--) {
      const phrase = tokens.slice(start, start + length).join(' ');
      const artist = ARTISTS.get(phrase);
      if (!artist || !isArtistUse(tokens, start, length)) continue;
      mentions.push({ key: artist.key, name: artist.name, start, length });
      start += length - 1;
      break;
    }
  }
  return mentions;
}

function isArtistUse(tokens: readonly string[], start: number, length: number): boolean {
  const words = tokens.slice(start, start + length);
  // "the cure", "the doors": the article makes a band name of ordinary words.
  if (words.length >= 2 && words[0] === 'the') return true;
  const ordinary = words.every(
    (word) => COMMON_WORDS.has(word) || LEXICON.has(word) || /^\d+$/.test(word),
  );
  const phraseIsLexicon = LEXICON.has(words.join(' '));
  if (!ordinary && !phraseIsLexicon) return true;
  const before = tokens[start - 1];
  const after = tokens[start + length];
  return (before !== undefined && BEFORE.has(before)) || (after !== undefined && AFTER.has(after));
}
