// Ambient, general and short-form searches for a mood: the scene phrases of its strongest
// tags (video/scene-rows.ts), and a genre's own listening scene when it names one.
import type { Genre, Tag } from '../catalog/vocabulary';
import type { MatchedTerm } from '../lexicon/analyze-text';
import type { MoodTarget } from '../target/mood-target';
import { unitNoise } from '../text/hash';
import { SCENES, type SceneQueries } from './scenes';

export const GROUP_SIZE = 3;

const GENRE_SCENES: Partial<Record<Genre, string>> = {
  lofi: 'lofi hip hop radio beats to relax',
  jazz: 'jazz cafe ambience',
  classical: 'classical music by the fireplace',
  ambient: 'ambient music space visuals 4k',
  'bossa-nova': 'bossa nova cafe ambience',
  house: 'deep house sunset visuals',
  techno: 'techno warehouse visuals',
  synthpop: 'synthwave retro drive visuals',
  'new-wave': 'synthwave retro drive visuals',
  soul: 'soul vinyl record player ambience',
  folk: 'acoustic folk cabin ambience',
  reggae: 'reggae beach sunset ambience',
  'trip-hop': 'trip hop rainy city night',
};

// The tags with a scene: first the defining tag of each word of the prompt, in its order
// ("rainy" is rain before it is cozy), then the others strongest first; a mood with too
// few gets ones from its features.
export function sceneTags(target: MoodTarget, terms: readonly MatchedTerm[], seed: number): Tag[] {
  const lead = terms
    .filter((term) => !term.negated)
    .map((term) => term.word.entry.tags?.[0])
    .filter((tag): tag is Tag => tag !== undefined && SCENES.has(tag));
  const others = [...target.tags]
    .filter(([tag, weight]) => weight > 0 && SCENES.has(tag))
    .map(([tag, weight], i) => ({ tag, weight: weight + 0.01 * unitNoise(seed, 40 + i) }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ tag }) => tag);
  const tags = [...new Set([...lead, ...others])];
  const valence = target.features.valence?.value ?? 0.6;
  const energy = target.features.energy?.value ?? 0.55;
  const fallback: Tag[] =
    energy >= 0.7
      ? valence >= 0.5
        ? ['party', 'happy']
        : ['workout', 'angry']
      : energy <= 0.35
        ? valence >= 0.5
          ? ['calm', 'peaceful']
          : ['melancholy', 'night']
        : valence >= 0.5
          ? ['chill', 'happy']
          : ['melancholy', 'city'];
  for (const tag of fallback) if (tags.length < 3 && !tags.includes(tag)) tags.push(tag);
  return tags;
}

// Takes one phrase per tag, strongest tag first, then second phrases, until `count`.
export function scenePhrases(
  tags: readonly Tag[],
  group: keyof SceneQueries,
  count: number,
  seed: number,
  taken: Set<string>,
): string[] {
  const phrases: string[] = [];
  for (let round = 0; round < 2 && phrases.length < count; round++) {
    for (const [i, tag] of tags.entries()) {
      const options = SCENES.get(tag)?.[group] ?? [];
      if (options.length === 0) continue;
      const phrase = options[(seed + i + round) % options.length] as string;
      if (taken.has(phrase)) continue;
      taken.add(phrase);
      phrases.push(phrase);
      if (phrases.length >= count) break;
    }
  }
  return phrases;
}

export function genreScene(target: MoodTarget): string | null {
  const genres = [...target.genres]
    .filter(([genre, weight]) => weight > 0 && GENRE_SCENES[genre] !== undefined)
    .sort((a, b) => b[1] - a[1]);
  const top = genres[0];
  return top ? (GENRE_SCENES[top[0]] ?? null) : null;
}
