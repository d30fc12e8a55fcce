// Text keeps WCAG AA on the themed page at every intensity, whatever the gradient (DESIGN.md).
import { describe, expect, it } from 'vitest';
import {
  AA_CONTRAST,
  MAX_BACKGROUND_LUMINANCE,
  type Rgb,
  contrastRatio,
  luminance,
  toneDown,
  tonedGradient,
} from './tone';

// tokens.css: the page background and every text colour.
const BG: Rgb = [0x0e, 0x0f, 0x13];
const TEXT: Record<string, Rgb> = {
  text: [0xf4, 0xf4, 0xf6],
  muted: [0xb4, 0xb6, 0xc2],
  faint: [0x8d, 0x90, 0xa0],
  accent: [0xa7, 0x8b, 0xfa],
};
const noNames = () => null;

// The layer at `opacity` over the background, as the browser blends it (sRGB).
const over = (color: Rgb, opacity: number): Rgb =>
  color.map((c, i) => c * opacity + (BG[i] as number) * (1 - opacity)) as unknown as Rgb;

describe('theme tone', () => {
  const harsh: Rgb[] = [
    [255, 255, 255],
    [255, 255, 0],
    [0, 255, 0],
    [255, 182, 193],
    [0, 255, 255],
  ];

  it('keeps every text token at 4.5:1 over the brightest gradients at every intensity', () => {
    for (const color of harsh) {
      const toned = toneDown(color);
      expect(luminance(toned)).toBeLessThanOrEqual(MAX_BACKGROUND_LUMINANCE);
      for (let step = 0; step <= 100; step++) {
        const page = over(toned, step / 100);
        for (const text of Object.values(TEXT)) {
          expect(contrastRatio(text, page)).toBeGreaterThanOrEqual(AA_CONTRAST);
        }
      }
    }
  });

  it('leaves dark colours alone and keeps the hue of bright ones', () => {
    expect(toneDown([30, 20, 60])).toEqual([30, 20, 60]);
    const [r, g, b] = toneDown([255, 128, 0]);
    expect(r).toBeGreaterThan(g);
    expect(b).toBe(0);
  });

  it('rebuilds a gradient from its parsed stops, unknown names counted as white', () => {
    expect(tonedGradient('linear-gradient(90deg, #1e1b4b, rgb(20, 20, 30) 40%)', noNames)).toBe(
      'linear-gradient(90deg, rgb(30, 27, 75), rgb(20, 20, 30) 40%)',
    );
    const named = tonedGradient('linear-gradient(180deg, white, black)', noNames);
    expect(named).toBe(
      `linear-gradient(180deg, rgb(${toneDown([255, 255, 255]).join(', ')}), rgb(${toneDown([255, 255, 255]).join(', ')}))`,
    );
    expect(tonedGradient('url(x)', noNames)).toBeNull();
  });

  it('reads hsl and translucent stops', () => {
    const css = tonedGradient(
      'linear-gradient(0deg, hsl(240, 100%, 20%), rgba(0, 0, 0, 0.5))',
      noNames,
    );
    expect(css).toBe('linear-gradient(0deg, rgb(0, 0, 102), rgba(0, 0, 0, 0.5))');
  });
});
