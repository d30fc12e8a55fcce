// How the vibe's colours wash the page (DESIGN.md: the mood colours the page). The slider keeps
// the spec's meaning and range (spec 9: 0 to 1, default 0.26), but the layer's opacity rises
// with its square root: at 0.26 the gradient shows at about half strength, enough to be seen,
// where a straight 26 % of colours already toned for contrast was nearly black. A glow of the
// gradient's most colourful stop lights the top of the page, where the eye starts.
//
// Contrast holds at every intensity by construction: every colour in the layer is toned
// under the luminance cap (tone.ts), and any mix of the layer with the dark background, at
// any opacity, stays under the cap too.
import { parseGradient } from '@moodtape/core';
import { type ColorNameResolver, type Rgb, tonedGradient, tonedStop } from './tone';

export function washStrength(intensity: number): number {
  if (!Number.isFinite(intensity) || intensity <= 0) return 0;
  // Three decimals: the browser keeps no more of an opacity.
  return Math.round(Math.sqrt(Math.min(1, intensity)) * 1000) / 1000;
}

// How colourful a colour looks, roughly: the spread of its channels.
const chroma = ([r, g, b]: Rgb) => Math.max(r, g, b) - Math.min(r, g, b);

// The layer's background: the glow over the whole toned gradient; null if it cannot be read.
export function themeWash(normalized: string, resolveName: ColorNameResolver): string | null {
  const gradient = parseGradient(normalized);
  const base = tonedGradient(normalized, resolveName);
  if (!gradient || !base) return null;
  const stops = gradient.stops.map((stop) => tonedStop(stop, resolveName));
  const glow = stops.reduce((best, stop) =>
    chroma(stop.rgb) * stop.alpha > chroma(best.rgb) * best.alpha ? stop : best,
  );
  const [r, g, b] = glow.rgb;
  const color = `rgba(${r}, ${g}, ${b}, ${glow.alpha})`;
  return `radial-gradient(ellipse 120% 60% at 50% 0%, ${color}, rgba(${r}, ${g}, ${b}, 0) 75%), ${base}`;
}
