// Colours, as people use them for moods and as a photo's description names them
// (see image/describe-image-mood.ts).
import type { EntryTable } from '../types';

export const COLOURS: EntryTable = {
  'blue/navy/indigo/blue toned/cobalt': {
    v: 0.35,
    e: 0.35,
    tags: ['melancholy', 'dreamy', 'night'],
    name: 'Blue',
  },
  'teal/turquoise/aqua/cyan': {
    v: 0.62,
    e: 0.45,
    tags: ['ocean', 'beach', 'dreamy'],
    name: 'Teal',
  },
  'red/crimson/scarlet/burgundy': {
    v: 0.55,
    e: 0.75,
    tags: ['sensual', 'romantic', 'confident'],
    name: 'Red',
  },
  'orange/amber/copper/rust': {
    v: 0.72,
    e: 0.6,
    tags: ['sunset', 'autumn', 'summer'],
    name: 'Amber',
  },
  'yellow/golden/gold/lemon': {
    v: 0.85,
    e: 0.62,
    tags: ['sun', 'happy', 'summer'],
    name: 'Golden',
  },
  'green/emerald/olive/leafy/mossy/sage': {
    v: 0.6,
    e: 0.4,
    a: 0.7,
    tags: ['forest', 'peaceful', 'spring'],
    name: 'Green',
  },
  'purple/violet/lavender/lilac/magenta': {
    v: 0.5,
    e: 0.45,
    tags: ['dreamy', 'mysterious', 'night'],
    name: 'Violet',
  },
  'pink/rose/blush/pastel/peach': {
    v: 0.78,
    e: 0.52,
    tags: ['romantic', 'dreamy', 'playful'],
    name: 'Pink',
  },
  'black/pitch black/jet black/noir': { v: 0.22, e: 0.5, tags: ['dark', 'night'], name: 'Noir' },
  'white/snow white/ivory/pale': {
    v: 0.6,
    e: 0.3,
    a: 0.65,
    tags: ['peaceful', 'winter', 'calm'],
    name: 'White',
  },
  'grey/gray/silver/monochrome/black and white/colourless/colorless': {
    v: 0.38,
    e: 0.32,
    tags: ['melancholy', 'rain'],
    name: 'Grey',
  },
  'warm/warmth/warm toned/warm colours/warm colors': {
    v: 0.72,
    e: 0.5,
    tags: ['cozy', 'summer'],
    name: 'Warm',
  },
  'cool/cool toned/cool colours/cool colors/icy blue': {
    v: 0.42,
    e: 0.38,
    tags: ['calm', 'dreamy'],
    name: 'Cool',
  },
  'colourful/colorful/vivid/vivid colours/vivid colors/saturated/rainbow colours': {
    v: 0.82,
    e: 0.72,
    tags: ['happy', 'playful', 'party'],
    name: 'Technicolor',
  },
  'muted/muted colours/muted colors/faded/washed out/soft colours/soft colors': {
    v: 0.42,
    e: 0.28,
    a: 0.6,
    tags: ['melancholy', 'nostalgic', 'calm'],
    name: 'Faded',
  },
  'dim/dimly lit/low light/shadows/shadowy/gloom': {
    v: 0.3,
    e: 0.3,
    tags: ['dark', 'night', 'latenight'],
    name: 'Shadow',
  },
  'bright light/light/luminous/brightly lit/daylight': {
    v: 0.78,
    e: 0.6,
    tags: ['sun', 'happy'],
    name: 'Daylight',
  },
  'high contrast/contrasty/bold/striking': { v: 0.55, e: 0.72, tags: ['confident'], name: 'Bold' },
  'low contrast/soft focus/blurry/blurred': {
    e: 0.3,
    tags: ['dreamy', 'calm'],
    name: 'Soft Focus',
  },
};
