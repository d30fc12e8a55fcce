// Keeps text readable on the themed page at every intensity (DESIGN.md: WCAG AA at every
// intensity). Each colour stop of the vibe's gradient is darkened, like a multiply scrim,
// just enough that its luminance stays under a cap; hue and saturation stay. The cap is
// where the dimmest text token still has 4.5:1. The theme layer only mixes these stops
// with the dark background (opacity = intensity), and a mix of two colours under the cap
// stays under it (sRGB interpolation never outshines its ends), so no intensity, gradient
// or position on the page can push the background past it.
import { type Gradient, type GradientStop, parseGradient } from '@moodtape/core';

export type Rgb = readonly [number, number, number];

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

// WCAG 2 relative luminance.
export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// tokens.css --text-faint, the dimmest text the page shows straight on the background.
export const DIMMEST_TEXT: Rgb = [0x8d, 0x90, 0xa0];
export const AA_CONTRAST = 4.5;
export const MAX_BACKGROUND_LUMINANCE = (luminance(DIMMEST_TEXT) + 0.05) / AA_CONTRAST - 0.05;

const WHITE: Rgb = [255, 255, 255];

// The largest multiple of the colour (toward black) whose luminance is within the cap.
export function toneDown(color: Rgb, cap = MAX_BACKGROUND_LUMINANCE): Rgb {
  if (luminance(color) <= cap) return color;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (luminance(scale(color, mid)) <= cap) low = mid;
    else high = mid;
  }
  return scale(color, low);
}

function scale([r, g, b]: Rgb, k: number): Rgb {
  return [Math.floor(r * k), Math.floor(g * k), Math.floor(b * k)];
}

export type ColorNameResolver = (name: string) => Rgb | null;

// Colours as core's gradient rule writes them: #hex, rgb()/rgba(), hsl()/hsla() or a name.
export function parseStopColor(text: string, resolveName: ColorNameResolver) {
  const hex = /^#([0-9a-f]{3,8})$/i.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const [r, g, b, a] = [0, 2, 4, 6].map((at) => parseInt(full.slice(at, at + 2), 16));
    return { rgb: [r, g, b] as unknown as Rgb, alpha: Number.isNaN(a) ? 1 : (a as number) / 255 };
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(text);
  if (fn) {
    const [x, y, z, a] = (fn[2] as string).split(',').map((part) => parseFloat(part));
    const alpha = a === undefined || Number.isNaN(a) ? 1 : a;
    const rgb: Rgb = fn[1]!.startsWith('rgb')
      ? [x ?? 255, y ?? 255, z ?? 255]
      : hslToRgb(x ?? 0, (y ?? 100) / 100, (z ?? 100) / 100);
    return { rgb, alpha };
  }
  return { rgb: resolveName(text) ?? WHITE, alpha: 1 };
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

// A stop's colour as the theme layer paints it: toned down, its alpha kept.
export function tonedStop(stop: GradientStop, resolveName: ColorNameResolver) {
  const { rgb, alpha } = parseStopColor(stop.color, resolveName);
  return { rgb: toneDown(rgb), alpha };
}

function stopCss(stop: GradientStop, resolveName: ColorNameResolver): string {
  const { rgb, alpha } = tonedStop(stop, resolveName);
  const [r, g, b] = rgb;
  const color = alpha < 1 ? `rgba(${r}, ${g}, ${b}, ${alpha})` : `rgb(${r}, ${g}, ${b})`;
  return stop.position === null ? color : `${color} ${stop.position}%`;
}

// The theme layer's background: an already normalized gradient, rebuilt with toned stops.
// Unknown colour names count as white, the worst case.
export function tonedGradient(normalized: string, resolveName: ColorNameResolver): string | null {
  const gradient: Gradient | null = parseGradient(normalized);
  if (!gradient) return null;
  const stops = gradient.stops.map((stop) => stopCss(stop, resolveName));
  return `linear-gradient(${gradient.angle}deg, ${stops.join(', ')})`;
}
