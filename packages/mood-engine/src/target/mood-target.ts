// What a prompt, a photo or a list of songs asks for, in the terms the scorer understands:
// audio features to be near, and tags, genres, languages, eras and artists to favour (a
// negative weight means "avoid").
import type { Genre, Language, Tag } from '../catalog/vocabulary';

export const FEATURES = ['valence', 'energy', 'tempo', 'acousticness'] as const;
export type Feature = (typeof FEATURES)[number];

// Every feature is compared on 0..1; tempo is mapped from beats per minute.
export interface FeatureGoal {
  value: number;
  weight: number;
}

export interface EraGoal {
  from: number;
  to: number;
  weight: number;
}

export interface MoodTarget {
  features: Partial<Record<Feature, FeatureGoal>>;
  tags: ReadonlyMap<Tag, number>;
  genres: ReadonlyMap<Genre, number>;
  languages: ReadonlyMap<Language, number>;
  eras: readonly EraGoal[];
  // Keyed by artistKey() of the catalog artist.
  artists: ReadonlyMap<string, number>;
}

export const EMPTY_TARGET: MoodTarget = {
  features: {},
  tags: new Map(),
  genres: new Map(),
  languages: new Map(),
  eras: [],
  artists: new Map(),
};

const SLOWEST_BPM = 60;
const FASTEST_BPM = 180;

export function tempoToUnit(bpm: number): number {
  return clampUnit((bpm - SLOWEST_BPM) / (FASTEST_BPM - SLOWEST_BPM));
}

export function clampUnit(value: number): number {
  return Math.min(1, Math.max(0, value));
}

export function hasFeatures(target: MoodTarget): boolean {
  return FEATURES.some((feature) => target.features[feature] !== undefined);
}

export function isEmptyTarget(target: MoodTarget): boolean {
  return (
    !hasFeatures(target) &&
    target.tags.size === 0 &&
    target.genres.size === 0 &&
    target.languages.size === 0 &&
    target.eras.length === 0 &&
    target.artists.size === 0
  );
}
