// Scores every catalog song against a target: closeness of audio features, plus the tags,
// genres, languages, eras and artists the target favours or avoids, plus a small seeded
// jitter that breaks near-ties differently for different prompts.
import { GENRES, TAGS } from '../catalog/vocabulary';
import { FEATURES, type MoodTarget } from '../target/mood-target';
import { unitNoise } from '../text/hash';
import {
  FEATURE_INDEX,
  GENRE_INDEX,
  LANGUAGE_INDEX,
  TAG_INDEX,
  type SongIndex,
} from './song-index';

// Catalog tempos are estimates (half or double time is common), so tempo counts less.
const FEATURE_IMPORTANCE = { valence: 1, energy: 1.1, tempo: 0.6, acousticness: 0.8 } as const;
// One unit of feature weight off by 0.3 costs about what one tag match earns.
const FEATURE_SCALE = 4;
const ARTIST_BONUS = 1.6;
const ERA_MISS_PER_YEAR = 1 / 12;
const JITTER = 0.05;
// Christmas songs only belong in a list that asks for them, whatever else they match.
const OFF_SEASON = 0.6;
const CHRISTMAS = TAG_INDEX.get('christmas') ?? 0;

export function scoreSongs(index: SongIndex, target: MoodTarget, seed: number): Float64Array {
  const n = index.songs.length;
  const scores = new Float64Array(n);
  const featureGoals = FEATURES.flatMap((feature) => {
    const goal = target.features[feature];
    if (!goal) return [];
    const weight = goal.weight * FEATURE_IMPORTANCE[feature];
    return [{ column: FEATURE_INDEX.get(feature) ?? 0, value: goal.value, weight }];
  });
  const mass = Math.max(
    1,
    featureGoals.reduce((sum, goal) => sum + goal.weight, 0),
  );
  const tags = memberships(target.tags, TAG_INDEX);
  const genres = memberships(target.genres, GENRE_INDEX);
  const languages = memberships(target.languages, LANGUAGE_INDEX);
  const offSeason = (target.tags.get('christmas') ?? 0) > 0 ? 0 : OFF_SEASON;
  for (let i = 0; i < n; i++) {
    let distance = 0;
    for (const goal of featureGoals) {
      const diff = (index.features[i * FEATURES.length + goal.column] ?? 0) - goal.value;
      distance += goal.weight * diff * diff;
    }
    let score = -FEATURE_SCALE * distance;
    for (const [column, weight] of tags)
      score += (index.tags[i * TAGS.length + column] ?? 0) * weight;
    for (const [column, weight] of genres) {
      score += (index.genres[i * GENRES.length + column] ?? 0) * weight;
    }
    for (const [language, weight] of languages) {
      if (index.languages[i] === language) score += weight;
    }
    score -= (index.tags[i * TAGS.length + CHRISTMAS] ?? 0) * offSeason;
    score += eraScore(index.years[i] ?? 0, target);
    score += (target.artists.get(index.artistKeys[i] ?? '') ?? 0) * ARTIST_BONUS;
    scores[i] = score / mass + JITTER * unitNoise(seed, index.songs[i]?.id ?? i);
  }
  return scores;
}

function memberships<K>(
  weights: ReadonlyMap<K, number>,
  columns: ReadonlyMap<K, number>,
): Array<[number, number]> {
  const list: Array<[number, number]> = [];
  for (const [key, weight] of weights) {
    const column = columns.get(key);
    if (column !== undefined && weight !== 0) list.push([column, weight]);
  }
  return list;
}

function eraScore(year: number, target: MoodTarget): number {
  let score = 0;
  for (const era of target.eras) {
    const miss = year < era.from ? era.from - year : year > era.to ? year - era.to : 0;
    if (miss === 0) score += era.weight;
    // An avoided era ("not 80s") only costs inside it; a wished one costs more the further.
    else if (era.weight > 0) score -= era.weight * Math.min(1, miss * ERA_MISS_PER_YEAR);
  }
  return score;
}
