// Scores curated items (movies, shows, activities, creators) against the same MoodTarget a
// playlist is built from, in the spirit of scorer/score-songs.ts: closeness of valence,
// energy and acousticness, plus the tags the target favours or avoids, plus a seeded jitter.
import type { MoodTarget } from '../target/mood-target';
import { unitNoise } from '../text/hash';
import type { MoodProfile } from './types';

const FEATURE_SCALE = 4;
// A film's tags (rain, night, summer...) are what makes it feel right for a mood, more than
// its rough feature estimates, so tags count more here than for songs.
const TAG_SCALE = 1.6;
const ERA_BONUS = 0.5;
const OFF_SEASON = 0.6;
// Tempo is a song's pace; for a film or an activity it is part of its energy.
const TEMPO_AS_ENERGY = 0.4;

export interface ScoredItem<T> {
  item: T;
  score: number;
}

export function scoreProfiles<T extends MoodProfile>(
  items: readonly T[],
  target: MoodTarget,
  seed: number,
  jitter: number,
  yearOf?: (item: T) => number,
): Array<ScoredItem<T>> {
  const goals = featureGoals(target);
  const mass = Math.max(
    1,
    goals.reduce((sum, goal) => sum + goal.weight, 0),
  );
  const wantsChristmas = (target.tags.get('christmas') ?? 0) > 0;
  return items.map((item, i) => {
    let distance = 0;
    for (const goal of goals) distance += goal.weight * (item[goal.feature] - goal.value) ** 2;
    let score = -FEATURE_SCALE * distance;
    for (const tag of item.tags) score += TAG_SCALE * (target.tags.get(tag) ?? 0);
    if (!wantsChristmas && item.tags.includes('christmas')) score -= OFF_SEASON;
    if (yearOf) score += eraScore(yearOf(item), target);
    return { item, score: score / mass + jitter * unitNoise(seed, i) };
  });
}

interface Goal {
  feature: 'valence' | 'energy' | 'acousticness';
  value: number;
  weight: number;
}

function featureGoals(target: MoodTarget): Goal[] {
  const { valence, energy, acousticness, tempo } = target.features;
  const goals: Goal[] = [];
  if (valence) goals.push({ feature: 'valence', ...valence });
  if (energy || tempo) {
    const e = energy ?? { value: 0.5, weight: 0 };
    const t = tempo ?? { value: 0.5, weight: 0 };
    const weight = e.weight + TEMPO_AS_ENERGY * t.weight;
    const value = (e.value * e.weight + t.value * TEMPO_AS_ENERGY * t.weight) / weight;
    if (weight > 0) goals.push({ feature: 'energy', value, weight });
  }
  // Acousticness means less for a film than for a song.
  if (acousticness)
    goals.push({ feature: 'acousticness', ...acousticness, weight: acousticness.weight * 0.5 });
  return goals;
}

function eraScore(year: number, target: MoodTarget): number {
  let score = 0;
  for (const era of target.eras) {
    if (year >= era.from && year <= era.to) score += Math.sign(era.weight) * ERA_BONUS;
  }
  return score;
}

// The best items, one at a time, each pick making items too much like it a little less
// likely (same group: genre, icon, platform), so a list is not six of one kind.
export function pickVaried<T>(
  scored: ReadonlyArray<ScoredItem<T>>,
  count: number,
  groupsOf: (item: T) => readonly string[],
  options: { penalty: number; maxPerGroup?: number },
): T[] {
  const remaining = [...scored].sort((a, b) => b.score - a.score);
  const used = new Map<string, number>();
  const uses = (group: string) => used.get(group) ?? 0;
  const maxPerGroup = options.maxPerGroup ?? Infinity;
  const picked: T[] = [];
  while (picked.length < count && remaining.length > 0) {
    let bestAt = -1;
    let best = -Infinity;
    for (let i = 0; i < remaining.length; i++) {
      const entry = remaining[i] as ScoredItem<T>;
      const groups = groupsOf(entry.item);
      if (groups.some((group) => uses(group) >= maxPerGroup)) continue;
      const adjusted =
        entry.score - options.penalty * groups.reduce((sum, group) => sum + uses(group), 0);
      if (adjusted > best) {
        best = adjusted;
        bestAt = i;
      }
    }
    if (bestAt < 0) break;
    const [entry] = remaining.splice(bestAt, 1) as [ScoredItem<T>];
    picked.push(entry.item);
    for (const group of groupsOf(entry.item)) used.set(group, uses(group) + 1);
  }
  return picked;
}
