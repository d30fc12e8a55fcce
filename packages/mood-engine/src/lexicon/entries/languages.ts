// Languages and the scenes attached to them.
import type { EntryTable } from '../types';

export const LANGUAGE_WORDS: EntryTable = {
  'english/in english/american/british/uk/usa': { langs: ['en'], name: 'English' },
  'spanish/espanol/in spanish/spain/mexican/mexico/latin american/colombian/puerto rican': {
    langs: ['es'],
    genres: ['latin'],
    name: 'Spanish',
  },
  'portuguese/brazil/brazilian/portugal/mpb/fado/lisbon': {
    langs: ['pt'],
    genres: ['bossa-nova', 'samba'],
    name: 'Brazilian',
  },
  'french/francais/en francais/france/parisian/quebec': {
    langs: ['fr'],
    genres: ['chanson'],
    name: 'French',
  },
  'german/deutsch/germany/berlin/austrian': { langs: ['de'], name: 'German' },
  'italian/italiano/italy/rome/napoli/amore': { langs: ['it'], name: 'Italian' },
  'japanese/japan/nihongo/osaka/j music': { langs: ['ja'], genres: ['jpop'], name: 'Japanese' },
  'korean/korea/seoul/hallyu': { langs: ['ko'], genres: ['kpop'], name: 'Korean' },
  'swedish/sweden/scandinavian/nordic/stockholm': { langs: ['sv'], name: 'Nordic' },
  'dutch/netherlands/holland/amsterdam/flemish': { langs: ['nl'], name: 'Dutch' },
  'arabic/arab/middle eastern/egyptian/lebanese/cairo': { langs: ['ar'], name: 'Arabic' },
  'hindi/bollywood/indian/india/desi/punjabi/bhangra': { langs: ['hi'], name: 'Bollywood' },
  'yoruba/nigerian/nigeria/lagos/naija/african/africa/ghana': {
    langs: ['yo'],
    genres: ['afrobeats'],
    name: 'Afro',
  },
  'foreign/foreign language/non english/multilingual/around the world': {
    langs: ['es', 'fr', 'pt', 'ko', 'ja', 'it', 'de'],
    genres: ['world'],
    name: 'Global',
  },
};
