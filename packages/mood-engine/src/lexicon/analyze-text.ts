// Reads a prompt into a MoodTarget: artist names first, then the longest lexicon phrase at
// each position ("slow start" before "slow"), with "not"/"very" applied to the next word.
import { foldWords } from '@moodtape/core';
import { TargetBuilder } from '../target/target-builder';
import type { MoodTarget } from '../target/mood-target';
import { findArtistMentions, type ArtistMention } from './artist-mentions';
import { LEXICON, LONGEST_PHRASE, type LexiconItem } from './lexicon';
import type { LexiconWord } from './types';

export interface MatchedTerm {
  word: LexiconWord;
  negated: boolean;
  intensity: number;
}

export interface TextAnalysis {
  target: MoodTarget;
  terms: readonly MatchedTerm[];
  artists: readonly ArtistMention[];
}

// A modifier reaches over a couple of filler words ("not feeling sad", "very, very calm").
const MODIFIER_REACH = 2;

interface Pending {
  negate: boolean;
  factor: number;
  skipped: number;
}

export function analyzeText(text: string): TextAnalysis {
  const tokens = foldWords(text);
  const artists = findArtistMentions(tokens);
  const artistAt = new Map(artists.map((mention) => [mention.start, mention]));
  const builder = new TargetBuilder();
  const terms: MatchedTerm[] = [];
  let pending = null as Pending | null;
  let position = 0;
  while (position < tokens.length) {
    const artist = artistAt.get(position);
    if (artist) {
      pending = null;
      position += artist.length;
      continue;
    }
    const match = longestMatch(tokens, position, artistAt);
    if (!match) {
      if (pending && ++pending.skipped > MODIFIER_REACH) pending = null;
      position++;
      continue;
    }
    position += match.length;
    if (match.item.kind === 'modifier') {
      const { negate, factor } = match.item.modifier;
      pending = {
        negate: (pending?.negate ?? false) || negate,
        factor: (pending?.factor ?? 1) * factor,
        skipped: 0,
      };
      continue;
    }
    const term: MatchedTerm = {
      word: match.item.word,
      negated: pending?.negate ?? false,
      intensity: pending?.factor ?? 1,
    };
    builder.addEntry(term.word.entry, { negated: term.negated, intensity: term.intensity });
    terms.push(term);
    pending = null;
  }
  return { target: builder.build(), terms, artists };
}

function longestMatch(
  tokens: readonly string[],
  start: number,
  artistAt: ReadonlyMap<number, ArtistMention>,
): { item: LexiconItem; length: number } | undefined {
  for (let length = Math.min(LONGEST_PHRASE, tokens.length - start); length >= 1; length--) {
    // A phrase never swallows the start of an artist name.
    if (length > 1 && hasArtistWithin(artistAt, start + 1, start + length)) continue;
    const item = LEXICON.get(tokens.slice(start, start + length).join(' '));
    if (item) return { item, length };
  }
  const token = tokens[start];
  // Plurals the lexicon does not list: "sunsets", "beaches".
  if (token !== undefined && token.length > 3) {
    const singular = LEXICON.get(token.replace(/(es|s)$/, '')) ?? LEXICON.get(token.slice(0, -1));
    if (singular) return { item: singular, length: 1 };
  }
  return undefined;
}

function hasArtistWithin(
  artistAt: ReadonlyMap<number, ArtistMention>,
  from: number,
  to: number,
): boolean {
  for (let position = from; position < to; position++) if (artistAt.has(position)) return true;
  return false;
}
