// Names a pixel's colour with one of the words ImageMood.dominantHues allows.
export const COLOUR_NAMES = [
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'grey',
  'black',
  'white',
] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];

// Hue ranges in degrees, [from, to), tried in order; red wraps around 0.
const HUE_RANGES: ReadonlyArray<readonly [number, number, ColourName]> = [
  [15, 45, 'orange'],
  [45, 70, 'yellow'],
  [70, 160, 'green'],
  [160, 195, 'teal'],
  [195, 255, 'blue'],
  [255, 290, 'purple'],
  [290, 345, 'pink'],
];

// value and saturation in 0..1 (HSV), hue in degrees.
export function colourName(hue: number, saturation: number, value: number): ColourName {
  if (value < 0.2) return 'black';
  if (saturation < 0.2 || value * saturation < 0.1) {
    if (value > 0.82) return 'white';
    return value < 0.3 ? 'black' : 'grey';
  }
  for (const [from, to, name] of HUE_RANGES) if (hue >= from && hue < to) return name;
  return 'red';
}
