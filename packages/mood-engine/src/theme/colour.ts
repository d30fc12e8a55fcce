// Colour arithmetic for theme gradients: HSL swatches, hue distances and CSS hex output.

// hue in degrees, saturation and lightness in percent.
export interface Swatch {
  hue: number;
  sat: number;
  light: number;
}

export function wrapHue(hue: number): number {
  return ((hue % 360) + 360) % 360;
}

export function hueDistance(a: number, b: number): number {
  const d = Math.abs(wrapHue(a) - wrapHue(b));
  return Math.min(d, 360 - d);
}

// The hue a fraction t of the way from a to b, the short way round.
export function mixHue(a: number, b: number, t: number): number {
  let delta = wrapHue(b) - wrapHue(a);
  if (delta > 180) delta -= 360;
  if (delta < -180) delta += 360;
  return wrapHue(a + delta * t);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function toHex({ hue, sat, light }: Swatch): string {
  const s = clamp(sat, 0, 100) / 100;
  const l = clamp(light, 0, 100) / 100;
  const k = (n: number) => (n + wrapHue(hue) / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return `#${[0, 8, 4]
    .map((n) =>
      Math.round(channel(n) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}
