// The theme shows at the spec's default intensity, and text keeps WCAG AA over the washed page
// at every intensity, whatever the gradient (DESIGN.md).
import { normalizeGradient } from '@moodtape/core';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, type Rgb, contrastRatio, toneDown } from './tone';
import { themeWash, washStrength } from './wash';

// tokens.css: the page background and every text colour shown on it.
const BG: Rgb = [0x0e, 0x0f, 0x13];
const TEXT: Record<string, Rgb> = {
  text: [0xf4, 0xf4, 0xf6],
  muted: [0xb4, 0xb6, 0xc2],
  faint: [0x8d, 0x90, 0xa0],
  accent: [0xa7, 0x8b, 0xfa],
};
const noNames = () => null;

// Gradients as the AI writes them, from dark to the worst case of white and bright yellow.
const GRADIENTS = [
  'linear-gradient(135deg, #3b2a6b 0%, #113a4a 55%, #0e0f13 100%)',
  'linear-gradient(180deg, #ffffff 0%, #fff200 50%, #ffd700 100%)',
  'linear-gradient(45deg, rgb(255, 255, 0), hsl(60, 100%, 95%))',
  'linear-gradient(90deg, #ff00ff, #00ff00 60%, rgba(0, 255, 255, 0.8))',
  'linear-gradient(to right, white, yellow)',
];

// Every colour the layer paints, read back from the CSS it produces.
function layerColors(css: string): { rgb: Rgb; alpha: number }[] {
  return [...css.matchAll(/rgba?\(([^)]*)\)/g)].map((match) => {
    const [r, g, b, a] = (match[1] as string).split(',').map(Number);
    return { rgb: [r, g, b] as unknown as Rgb, alpha: a ?? 1 };
  });
}

// The layer at `opacity` over the page background, as the browser blends it (sRGB).
const over = (color: Rgb, opacity: number): Rgb =>
  color.map((c, i) => c * opacity + (BG[i] as number) * (1 - opacity)) as unknown as Rgb;

describe('theme wash', () => {
  it('keeps the slider at 0..1 and shows the theme at half strength at the default 0.26', () => {
    expect(washStrength(0)).toBe(0);
    expect(washStrength(1)).toBe(1);
    expect(washStrength(0.26)).toBeGreaterThanOrEqual(0.5);
    for (let step = 1; step <= 100; step++) {
      expect(washStrength(step / 100)).toBeGreaterThan(washStrength((step - 1) / 100));
    }
  });

  it('keeps every text colour at 4.5:1 over the washed page at every intensity', () => {
    for (const raw of GRADIENTS) {
      const normalized = normalizeGradient(raw);
      expect(normalized, raw).not.toBeNull();
      const css = themeWash(normalized as string, noNames);
      expect(css).toMatch(/^radial-gradient\(.*\), linear-gradient\(/);
      const colors = layerColors(css as string);
      expect(colors.length).toBeGreaterThan(2);
      for (let step = 0; step <= 100; step++) {
        const strength = washStrength(step / 100);
        for (const { rgb, alpha } of colors) {
          const page = over(rgb, strength * alpha);
          for (const [name, text] of Object.entries(TEXT)) {
            expect(
              contrastRatio(text, page),
              `${name} on ${raw} at ${step / 100}`,
            ).toBeGreaterThanOrEqual(AA_CONTRAST);
          }
        }
      }
    }
  });

  it('lights the top with the most colourful stop, visibly at the default intensity', () => {
    const css = themeWash(normalizeGradient(GRADIENTS[0]) as string, noNames) as string;
    const [glow] = layerColors(css);
    // #3b2a6b, the purple, toned for contrast.
    expect(glow?.rgb).toEqual(toneDown([59, 42, 107]));
    // The washed top is a colour of its own, not the neutral dark with a hint.
    const top = over(glow!.rgb, washStrength(0.26));
    expect(top[2] - top[1]).toBeGreaterThanOrEqual(20);
  });

  it('refuses what is not a gradient', () => {
    expect(themeWash('url(x)', noNames)).toBeNull();
  });
});
