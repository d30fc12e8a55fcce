// Accumulates the words of a prompt (or a photo's description) into a MoodTarget, applying
// what "not" and "very" mean for each of them.
import type { Genre, Language, Tag } from '../catalog/vocabulary';
import type { LexiconEntry } from '../lexicon/types';
import type { EraGoal, Feature, FeatureGoal, MoodTarget } from './mood-target';
import { clampUnit, tempoToUnit } from './mood-target';

// A mood word mostly speaks through features; its tags, genres and languages are nudges,
// except that a genre or language named outright ("jazz", "french") should dominate a list.
const TAG_WEIGHT = 0.35;
const GENRE_WEIGHT = 0.9;
const LANGUAGE_WEIGHT = 1.1;
const ERA_WEIGHT = 0.9;
// "not sad" avoids sadness more gently than "sad" seeks it.
const NEGATED_SHARE = 0.7;

export interface Emphasis {
  negated: boolean;
  // 1 normal, >1 "very", <1 "a bit".
  intensity: number;
}

export class TargetBuilder {
  private readonly sums = new Map<Feature, { sum: number; weight: number }>();
  private readonly tags = new Map<Tag, number>();
  private readonly genres = new Map<Genre, number>();
  private readonly languages = new Map<Language, number>();
  private readonly eras: EraGoal[] = [];
  private readonly artists = new Map<string, number>();

  addEntry(entry: LexiconEntry, { negated, intensity }: Emphasis): void {
    this.addFeatures(entry, negated, intensity);
    const sign = negated ? -NEGATED_SHARE : 1;
    for (const tag of entry.tags ?? []) add(this.tags, tag, sign * TAG_WEIGHT * intensity);
    for (const genre of entry.genres ?? []) {
      add(this.genres, genre, sign * GENRE_WEIGHT * intensity);
    }
    for (const language of entry.langs ?? []) {
      add(this.languages, language, sign * LANGUAGE_WEIGHT * intensity);
    }
    if (entry.years) {
      const [from, to] = entry.years;
      this.eras.push({ from, to, weight: sign * ERA_WEIGHT * intensity });
    }
  }

  addFeature(feature: Feature, value: number, weight: number): void {
    const slot = this.sums.get(feature) ?? { sum: 0, weight: 0 };
    slot.sum += value * weight;
    slot.weight += weight;
    this.sums.set(feature, slot);
  }

  addTag(tag: Tag, weight: number): void {
    add(this.tags, tag, weight);
  }

  addGenre(genre: Genre, weight: number): void {
    add(this.genres, genre, weight);
  }

  addLanguage(language: Language, weight: number): void {
    add(this.languages, language, weight);
  }

  addEra(era: EraGoal): void {
    this.eras.push(era);
  }

  addArtist(key: string, weight: number): void {
    add(this.artists, key, weight);
  }

  build(): MoodTarget {
    const features: Partial<Record<Feature, FeatureGoal>> = {};
    for (const [feature, { sum, weight }] of this.sums) {
      if (weight > 0) features[feature] = { value: sum / weight, weight };
    }
    return {
      features,
      tags: new Map(this.tags),
      genres: new Map(this.genres),
      languages: new Map(this.languages),
      eras: [...this.eras],
      artists: new Map(this.artists),
    };
  }

  private addFeatures(entry: LexiconEntry, negated: boolean, intensity: number): void {
    const values: Array<[Feature, number]> = [];
    if (entry.v !== undefined) values.push(['valence', entry.v]);
    if (entry.e !== undefined) values.push(['energy', entry.e]);
    if (entry.t !== undefined) values.push(['tempo', tempoToUnit(entry.t)]);
    if (entry.a !== undefined) values.push(['acousticness', entry.a]);
    const weight = (entry.w ?? 1) * Math.min(intensity, 1.6);
    if (!negated) {
      // "very calm" is calmer than "calm": the value moves away from neutral, not just louder.
      for (const [feature, value] of values) {
        this.addFeature(feature, clampUnit(0.5 + (value - 0.5) * intensity), weight);
      }
      return;
    }
    // "not sad" turns away from what defines the word (valence for "sad"), and says nothing
    // about its side features: "not sad" is not a request for loud music.
    const strongest = Math.max(0, ...values.map(([, value]) => Math.abs(value - 0.5)));
    for (const [feature, value] of values) {
      const distance = Math.abs(value - 0.5);
      if (distance < 0.1 || distance < 0.75 * strongest) continue;
      this.addFeature(feature, clampUnit(0.5 - (value - 0.5) * intensity), weight * NEGATED_SHARE);
    }
  }
}

function add<K>(map: Map<K, number>, key: K, weight: number): void {
  map.set(key, (map.get(key) ?? 0) + weight);
}
