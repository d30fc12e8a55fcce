// Weighted mixing of targets: text with a photo (spec: words weigh more), a song list with
// an extra prompt. Feature values become weighted means; weights and preferences add up.
import type { EraGoal, Feature, FeatureGoal, MoodTarget } from './mood-target';
import { FEATURES } from './mood-target';

export interface WeightedTarget {
  target: MoodTarget;
  share: number;
}

export function blendTargets(parts: readonly WeightedTarget[]): MoodTarget {
  const features: Partial<Record<Feature, FeatureGoal>> = {};
  for (const feature of FEATURES) {
    let sum = 0;
    let weight = 0;
    for (const { target, share } of parts) {
      const goal = target.features[feature];
      if (!goal) continue;
      sum += goal.value * goal.weight * share;
      weight += goal.weight * share;
    }
    if (weight > 0) features[feature] = { value: sum / weight, weight };
  }
  return {
    features,
    tags: mergeMaps(parts.map(({ target, share }) => [target.tags, share])),
    genres: mergeMaps(parts.map(({ target, share }) => [target.genres, share])),
    languages: mergeMaps(parts.map(({ target, share }) => [target.languages, share])),
    artists: mergeMaps(parts.map(({ target, share }) => [target.artists, share])),
    eras: parts.flatMap(({ target, share }) =>
      target.eras.map((era): EraGoal => ({ ...era, weight: era.weight * share })),
    ),
  };
}

function mergeMaps<K>(
  maps: ReadonlyArray<readonly [ReadonlyMap<K, number>, number]>,
): Map<K, number> {
  const merged = new Map<K, number>();
  for (const [map, share] of maps) {
    for (const [key, weight] of map) merged.set(key, (merged.get(key) ?? 0) + weight * share);
  }
  return merged;
}

// Like blendTargets, but each part first scaled to the same strength, so that shares mean
// what they say: a long prompt does not drown a photo just by having more words.
export function mixTargets(parts: readonly WeightedTarget[]): MoodTarget {
  const masses = parts.map(({ target }) => strength(target));
  const average = masses.reduce((sum, mass) => sum + mass, 0) / Math.max(1, masses.length);
  return blendTargets(
    parts.map(({ target, share }, i) => ({ target, share: (share * average) / (masses[i] ?? 1) })),
  );
}

function strength(target: MoodTarget): number {
  const features = FEATURES.reduce((sum, f) => sum + (target.features[f]?.weight ?? 0), 0);
  return Math.max(1, features);
}
