// Turns a mood into a theme gradient (AMENDMENTS A6): a few colour swatches chosen from the
// mood's colour words, photo and tags, lit by how bright the mood is (dark, calm moods give
// deep blues and purples; sunny ones warm oranges), in a seeded angle.
import type { Tag } from '../catalog/vocabulary';
import type { ImageMood } from '../image/image-mood';
import type { MatchedTerm } from '../lexicon/analyze-text';
import type { MoodTarget } from '../target/mood-target';
import { unitNoise } from '../text/hash';
import { clamp, hueDistance, mixHue, toHex, wrapHue, type Swatch } from './colour';
import { HUE_SWATCHES, NAMED_SWATCHES, TAG_SWATCHES } from './swatches';

export interface GradientMood {
  target: MoodTarget;
  terms: readonly MatchedTerm[];
  image: ImageMood | null;
  seed: number;
}

interface Weighted extends Swatch {
  weight: number;
}

const ANGLES = [120, 135, 150, 160, 180, 200, 225, 45, 90];
// Two swatches closer than this in hue and light read as one colour.
const MIN_HUE_GAP = 28;
const MIN_LIGHT_GAP = 18;
// A clue this much weaker than the strongest one does not get a colour of its own.
const MIN_SHARE = 0.2;
// Colours further apart than this on the wheel fight each other.
const MAX_HUE_SPREAD = 120;
const DEFINING_BOOST = 0.8;
const NIGHT_TAGS: readonly Tag[] = ['night', 'latenight', 'dark', 'sleep'];

export function moodGradient(mood: GradientMood): string {
  const valence = mood.target.features.valence?.value ?? 0.6;
  const energy = mood.target.features.energy?.value ?? 0.55;
  const light = moodLight(valence, energy, mood);
  const picked = pickSwatches(candidates(mood, valence, energy), energy >= 0.72 ? 4 : 3);
  const stops = completeStops(picked, mood.seed).map((swatch, i) => ({
    hue: wrapHue(swatch.hue + (unitNoise(mood.seed, 10 + i) - 0.5) * 16),
    sat: clamp(swatch.sat * (0.75 + 0.5 * energy), 12, 95),
    // Each colour keeps some of its own light, but the mood decides how bright the page is.
    light: clamp(0.4 * swatch.light + 0.6 * light + (i - 1) * 6, 6, 90),
  }));
  stops.sort((a, b) => a.light - b.light);
  const angle = ANGLES[Math.floor(unitNoise(mood.seed, 1) * ANGLES.length)] ?? 135;
  const positions = stopPositions(stops.length, mood.seed);
  const body = stops.map((stop, i) => `${toHex(stop)} ${positions[i] ?? 100}%`).join(', ');
  return `linear-gradient(${angle}deg, ${body})`;
}

// 0..100: how light the theme is. Sad and calm moods sit deep, happy ones bright; a photo's
// own brightness pulls toward itself.
function moodLight(valence: number, energy: number, mood: GradientMood): number {
  const nightly = NIGHT_TAGS.reduce(
    (sum, tag) => sum + Math.max(0, mood.target.tags.get(tag) ?? 0),
    0,
  );
  let light = 12 + 48 * valence + 12 * energy - 20 * Math.min(1, nightly);
  if (mood.image) light = 0.4 * light + 0.6 * (10 + 70 * mood.image.brightness);
  return clamp(light, 10, 72);
}

function candidates(mood: GradientMood, valence: number, energy: number): Weighted[] {
  const list: Weighted[] = [];
  mood.terms.forEach((term, i) => {
    const swatch = term.negated ? undefined : NAMED_SWATCHES[term.word.entry.name ?? ''];
    if (swatch) list.push({ ...swatch, weight: Math.max(2.5, 4 - 0.3 * i) });
  });
  mood.image?.dominantHues.forEach((hue, i) => {
    const swatch = HUE_SWATCHES[hue];
    if (swatch) list.push({ ...swatch, weight: 3.5 - 0.5 * i });
  });
  // A word's defining tag ("christmas" for Christmas, "snow" for snowy) outweighs the tags
  // it merely shares with other words.
  const defining = new Set(
    mood.terms.filter((term) => !term.negated).map((term) => term.word.entry.tags?.[0]),
  );
  for (const [tag, weight] of mood.target.tags) {
    const swatch = TAG_SWATCHES[tag];
    const boost = defining.has(tag) ? DEFINING_BOOST : 0;
    if (swatch && weight > 0) list.push({ ...swatch, weight: 2 * weight + boost });
  }
  list.push({ ...circumplexSwatch(valence, energy), weight: 0.5 });
  return list.sort((a, b) => b.weight - a.weight);
}

// The colour of a mood with no other clue, round Russell's circumplex (the angle of
// valence and energy from neutral): pleasant is golden, joyful orange, tense crimson, sad
// purple to deep blue, content teal.
const CIRCUMPLEX: ReadonlyArray<readonly [number, number]> = [
  [0, 45],
  [45, 25],
  [90, 355],
  [135, 345],
  [180, 265],
  [225, 230],
  [270, 205],
  [315, 170],
  [360, 45],
];

function circumplexSwatch(valence: number, energy: number): Swatch {
  const angle = wrapHue((Math.atan2(energy - 0.5, valence - 0.5) * 180) / Math.PI);
  let hue = 45;
  for (let i = 0; i < CIRCUMPLEX.length - 1; i++) {
    const [a0, h0] = CIRCUMPLEX[i] as readonly [number, number];
    const [a1, h1] = CIRCUMPLEX[i + 1] as readonly [number, number];
    if (angle >= a0 && angle <= a1) hue = mixHue(h0, h1, (angle - a0) / (a1 - a0));
  }
  return { hue, sat: 40 + 45 * energy, light: 20 + 50 * valence };
}

// The strongest swatch leads; others join when they matter enough, are visibly different
// from the ones already picked, and do not clash with the lead (soft, greyish colours,
// like rain's slate blue next to a cosy amber, always fit).
function pickSwatches(list: readonly Weighted[], max: number): Swatch[] {
  const lead = list[0];
  if (!lead) return [];
  const picked: Swatch[] = [lead];
  for (const swatch of list.slice(1)) {
    if (picked.length >= max) break;
    if (swatch.weight < MIN_SHARE * lead.weight) break;
    const soft = swatch.sat < 40 || swatch.light > 85 || swatch.light < 15;
    if (!soft && hueDistance(lead.hue, swatch.hue) > MAX_HUE_SPREAD) continue;
    const distinct = picked.every(
      (p) =>
        hueDistance(p.hue, swatch.hue) >= MIN_HUE_GAP ||
        Math.abs(p.light - swatch.light) >= MIN_LIGHT_GAP,
    );
    if (distinct) picked.push(swatch);
  }
  return picked;
}

// A gradient needs at least two colours: a lone swatch gets a neighbour, shifted in hue and
// light, and two get a bridge so the gradient has depth.
function completeStops(picked: readonly Swatch[], seed: number): Swatch[] {
  const first = picked[0] ?? { hue: 220, sat: 50, light: 40 };
  const direction = unitNoise(seed, 2) < 0.5 ? -1 : 1;
  const stops = [...picked];
  if (stops.length < 2) {
    stops.push({ hue: first.hue + direction * 15, sat: first.sat - 10, light: first.light + 25 });
  }
  if (stops.length < 3) {
    const [a, b] = stops as [Swatch, Swatch];
    // Between far-apart hues the short way round passes through a third colour (amber to
    // blue through magenta); a soft version of the calmer one bridges them instead.
    const far = hueDistance(a.hue, b.hue) > 90;
    const calmer = a.sat <= b.sat ? a : b;
    stops.splice(1, 0, {
      hue: far ? calmer.hue : mixHue(a.hue, b.hue, 0.5) + direction * 12,
      sat: far ? Math.min(a.sat, b.sat) * 0.7 : (a.sat + b.sat) / 2,
      light: (a.light + b.light) / 2,
    });
  }
  return stops;
}

function stopPositions(count: number, seed: number): number[] {
  if (count <= 2) return [0, 100];
  const inner = Array.from({ length: count - 2 }, (_, i) => {
    const even = ((i + 1) * 100) / (count - 1);
    return Math.round(even + (unitNoise(seed, 20 + i) - 0.5) * 12);
  });
  return [0, ...inner, 100];
}
