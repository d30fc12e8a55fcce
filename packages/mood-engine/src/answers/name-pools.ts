// Closing nouns and whole names for generated playlist names, by mood quadrant.

type Quadrant =
  | 'lively-bright'
  | 'lively-dark'
  | 'calm-bright'
  | 'calm-dark'
  | 'middle-bright'
  | 'middle-dark'
  | 'middle';

const SUFFIXES: Readonly<Record<Quadrant, readonly string[]>> = {
  'lively-bright': ['Fuel', 'Anthems', 'Rush', 'Jams', 'Energy'],
  'lively-dark': ['Voltage', 'Thunder', 'Fury', 'Edge'],
  'calm-bright': ['Glow', 'Moments', 'Daydreams', 'Hours'],
  'calm-dark': ['Blues', 'Echoes', 'Hours', 'Reverie'],
  'middle-bright': ['Vibes', 'Sunshine', 'Mix', 'Days'],
  'middle-dark': ['Blues', 'Shades', 'Tape', 'Sessions'],
  middle: ['Mix', 'Tape', 'Sessions', 'Radio', 'Vibes'],
};

const WHOLE_NAMES: Readonly<Record<Quadrant, readonly string[]>> = {
  'lively-bright': ['Feel Good Rush', 'Good Vibes Only', 'Sunny Side Up', 'Brighter Days'],
  'lively-dark': ['Heavy Thunder', 'Midnight Voltage', 'Storm Warning'],
  'calm-bright': ['Easy Like Sunday', 'Soft Glow', 'Slow Sunshine', 'Brighter Days'],
  'calm-dark': ['Quiet Blue Hours', 'Midnight Echoes', 'Rainy Window'],
  'middle-bright': ['Brighter Days', 'Good Day Mix', 'Sunny Side Up', 'Feel Good Sessions'],
  'middle-dark': ['Grey Skies', 'Shades Of Blue', 'Cloudy Afternoon'],
  middle: ['Fresh Finds', 'Everyday Mix', 'Open Road Radio', 'Mixed Feelings'],
};

function quadrant(valence: number, energy: number): Quadrant {
  if (energy > 0.62) return valence >= 0.5 ? 'lively-bright' : 'lively-dark';
  if (energy < 0.42) return valence >= 0.5 ? 'calm-bright' : 'calm-dark';
  if (valence > 0.65) return 'middle-bright';
  if (valence < 0.35) return 'middle-dark';
  return 'middle';
}

export function suffixPool(valence: number, energy: number): readonly string[] {
  return SUFFIXES[quadrant(valence, energy)];
}

export function wholeNamePool(valence: number, energy: number): readonly string[] {
  return WHOLE_NAMES[quadrant(valence, energy)];
}

export function pickBySeed(options: readonly string[], seed: number): string {
  return options[seed % Math.max(1, options.length)] ?? 'Mix';
}
