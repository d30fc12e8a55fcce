// The vibe's gradient behind the whole page (DESIGN.md: the mood colours the page): a fixed
// layer under the content whose opacity follows the Theme Intensity (lib/wash.ts). Muted, the
// page is the neutral dark. Its stops are toned down first (lib/tone.ts) so text keeps its
// contrast.
import { useMemo } from 'react';
import type { ThemeState } from '../state/theme-state';
import { browserColorName } from '../lib/color-names';
import { themeWash, washStrength } from '../lib/wash';
import styles from './theme-backdrop.module.css';

// Moodtape's own wash before a vibe has a gradient (the first look of the page).
export const DEFAULT_THEME_GRADIENT =
  'linear-gradient(135deg, #3b2a6b 0%, #113a4a 55%, #0e0f13 100%)';

export function ThemeBackdrop({ gradient, intensity, muted }: ThemeState) {
  const background = useMemo(
    () => themeWash(gradient ?? DEFAULT_THEME_GRADIENT, browserColorName),
    [gradient],
  );
  if (muted || !background) return null;
  return (
    <div
      className={styles.backdrop}
      aria-hidden="true"
      data-theme-layer={gradient ? 'vibe' : 'default'}
      style={{ backgroundImage: background, opacity: washStrength(intensity) }}
    />
  );
}
