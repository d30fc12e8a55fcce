// The shape of a lexicon word. Entries are written tersely because there are hundreds:
//   v valence, e energy, a acousticness (all 0..1), t tempo in beats per minute,
//   w how strongly the word asks for those features (default 1).
import type { Genre, Language, Tag } from '../catalog/vocabulary';

// Where a word goes in a generated playlist name: "Slow" (quality) "Jazz" (genre)
// "Sunday" (time) "Beach" (place) "Coffee" (thing).
export type NameRole = 'quality' | 'genre' | 'time' | 'place' | 'thing';

export interface LexiconEntry {
  v?: number;
  e?: number;
  t?: number;
  a?: number;
  w?: number;
  tags?: readonly Tag[];
  genres?: readonly Genre[];
  langs?: readonly Language[];
  years?: readonly [number, number];
  // How the word reads in a playlist name; '' keeps it out of names.
  name?: string;
  role?: NameRole;
  // The closing noun that reads best after this word ("Neon" -> "Neon Nights").
  then?: string;
}

// Written as { 'happy/joyful/cheerful': entry }: synonyms separated by "/".
export type EntryTable = Readonly<Record<string, LexiconEntry>>;

// "not" flips the next word, "very" (factor > 1) and "a bit" (< 1) scale it; "less" does both.
export interface Modifier {
  negate: boolean;
  factor: number;
}

export interface LexiconWord {
  phrase: string;
  entry: LexiconEntry;
  role: NameRole;
}
