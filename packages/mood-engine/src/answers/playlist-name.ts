// Names a generated playlist the way a person would ("Rainy Sunday Coffee", "Gym Hype
// Fuel"): the first word of each kind in the prompt (or in the photo's description), in the
// order adjectives, genres, times, places and things, with a closing noun when the words
// alone sound unfinished.
import type { MatchedTerm } from '../lexicon/analyze-text';
import type { NameRole } from '../lexicon/types';
import type { MoodTarget } from '../target/mood-target';
import { pickBySeed, suffixPool, wholeNamePool } from './name-pools';

export interface NameInput {
  terms: readonly MatchedTerm[];
  imageTerms: readonly MatchedTerm[];
  artistNames: readonly string[];
  target: MoodTarget;
  seed: number;
}

const ROLE_ORDER: readonly NameRole[] = ['quality', 'genre', 'time', 'place', 'thing'];
// When there are too many words, the thing the music is for matters most.
const ROLE_PRIORITY: readonly NameRole[] = ['thing', 'quality', 'genre', 'time', 'place'];
const MAX_WORDS = 5;

export function playlistName(input: NameInput): string {
  const valence = input.target.features.valence?.value ?? 0.5;
  const energy = input.target.features.energy?.value ?? 0.5;
  const artist = input.artistNames[0];
  if (artist !== undefined && wordCount(artist) <= 3) {
    return `${artist} ${pickBySeed(['Radio', 'Vibes', '& Friends', 'Mix'], input.seed)}`;
  }
  const fromWords = pickWords(input.terms);
  const picked = fromWords.length > 0 ? fromWords : pickWords(input.imageTerms);
  if (picked.length === 0) return pickBySeed(wholeNamePool(valence, energy), input.seed);
  const labels = picked.map(({ label }) => label);
  const last = picked[picked.length - 1];
  const unfinished = picked.length === 1 || last?.role === 'quality' || last?.role === 'genre';
  if (unfinished) {
    const used = new Set(labels.join(' ').toLowerCase().split(' '));
    const suffixes = suffixPool(valence, energy).filter((s) => !used.has(s.toLowerCase()));
    const suffix = last?.then ?? pickBySeed(suffixes, input.seed);
    if (wordCount([...labels, suffix].join(' ')) <= MAX_WORDS) labels.push(suffix);
  }
  return titleCase(labels.join(' '));
}

interface PickedWord {
  label: string;
  role: NameRole;
  then?: string;
}

function pickWords(terms: readonly MatchedTerm[]): PickedWord[] {
  const firstOfRole = new Map<NameRole, PickedWord>();
  const seen = new Set<string>();
  for (const term of terms) {
    const label = term.word.entry.name ?? term.word.phrase;
    if (term.negated || label === '' || seen.has(label.toLowerCase())) continue;
    seen.add(label.toLowerCase());
    if (firstOfRole.has(term.word.role)) continue;
    const { role } = term.word;
    const then = term.word.entry.then;
    firstOfRole.set(role, then === undefined ? { label, role } : { label, role, then });
  }
  const chosen: PickedWord[] = [];
  let words = 0;
  for (const role of ROLE_PRIORITY) {
    const word = firstOfRole.get(role);
    if (!word || words + wordCount(word.label) > MAX_WORDS - 1) continue;
    chosen.push(word);
    words += wordCount(word.label);
  }
  return chosen.sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role));
}

function wordCount(text: string): number {
  return text.split(' ').filter((w) => w !== '').length;
}

// "late night drive" -> "Late Night Drive"; words with capitals already ("R&B") stay.
export function titleCase(text: string): string {
  return text
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => (/[A-Z]/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
