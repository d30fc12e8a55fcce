// The lexicon: every phrase it understands, normalized, mapped to its meaning. Built once at
// load; a phrase defined twice is a programming error because the second would be ignored.
import { foldText } from '@moodtape/core';
import { ACTIVITIES } from './entries/activities';
import { COLOURS } from './entries/colours';
import { ERAS } from './entries/eras';
import { GENRES_WORDS } from './entries/genres';
import { LANGUAGE_WORDS } from './entries/languages';
import { MOODS } from './entries/moods';
import { PLACES } from './entries/places';
import { SOUND } from './entries/sound';
import { TIMES } from './entries/times';
import { WEATHER } from './entries/weather';
import { MODIFIERS } from './modifiers';
import type { EntryTable, LexiconWord, Modifier, NameRole } from './types';

const TABLES: ReadonlyArray<readonly [NameRole, EntryTable]> = [
  ['quality', MOODS],
  ['thing', ACTIVITIES],
  ['place', PLACES],
  ['quality', WEATHER],
  ['time', TIMES],
  ['quality', COLOURS],
  ['genre', GENRES_WORDS],
  ['quality', ERAS],
  ['quality', SOUND],
  ['genre', LANGUAGE_WORDS],
];

export type LexiconItem =
  { kind: 'word'; word: LexiconWord } | { kind: 'modifier'; modifier: Modifier };

function build(): Map<string, LexiconItem> {
  const items = new Map<string, LexiconItem>();
  const define = (phrase: string, item: LexiconItem): void => {
    const key = foldText(phrase);
    if (items.has(key)) throw new Error(`Lexicon phrase defined twice: "${key}"`);
    items.set(key, item);
  };
  for (const [role, table] of TABLES) {
    for (const [phrases, entry] of Object.entries(table)) {
      for (const phrase of phrases.split('/')) {
        define(phrase, {
          kind: 'word',
          word: { phrase: foldText(phrase), entry, role: entry.role ?? role },
        });
      }
    }
  }
  for (const [phrase, modifier] of MODIFIERS) define(phrase, { kind: 'modifier', modifier });
  return items;
}

export const LEXICON: ReadonlyMap<string, LexiconItem> = build();

export const LONGEST_PHRASE = Math.max(...[...LEXICON.keys()].map((key) => key.split(' ').length));
