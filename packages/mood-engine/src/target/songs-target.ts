// What a set of songs has in common, as a target: "more like these" for extending a
// playlist, and the sound of an artist named in a prompt.
import type { CatalogSong } from '../catalog/types';
import { TargetBuilder } from './target-builder';
import { FEATURES, tempoToUnit, type MoodTarget } from './mood-target';

// A trait shared by fewer songs than this is not what the set is about.
const COMMON_SHARE = 0.2;

export function targetFromSongs(songs: readonly CatalogSong[], featureWeight = 2): MoodTarget {
  const builder = new TargetBuilder();
  if (songs.length === 0) return builder.build();
  for (const feature of FEATURES) {
    const mean = average(
      songs.map((s) => (feature === 'tempo' ? tempoToUnit(s.tempo) : s[feature])),
    );
    builder.addFeature(feature, mean, featureWeight);
  }
  for (const [tag, share] of shares(
    songs.flatMap((s) => s.tags),
    songs.length,
  )) {
    builder.addTag(tag, 0.6 * share);
  }
  for (const [genre, share] of shares(
    songs.flatMap((s) => s.genres),
    songs.length,
  )) {
    builder.addGenre(genre, 0.8 * share);
  }
  for (const [language, share] of shares(
    songs.map((s) => s.language),
    songs.length,
  )) {
    if (share >= 0.3) builder.addLanguage(language, 0.6 * share);
  }
  const years = songs.map((s) => s.year);
  const mean = average(years);
  const spread = Math.sqrt(average(years.map((year) => (year - mean) ** 2)));
  // Songs from one era keep the list in it; a mix of decades says nothing about time.
  if (spread < 8) {
    builder.addEra({
      from: Math.round(mean - spread - 3),
      to: Math.round(mean + spread + 3),
      weight: 0.4,
    });
  }
  return builder.build();
}

function shares<K>(values: readonly K[], total: number): Array<[K, number]> {
  const counts = new Map<K, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([key, count]): [K, number] => [key, count / total])
    .filter(([, share]) => share >= COMMON_SHARE);
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
}
