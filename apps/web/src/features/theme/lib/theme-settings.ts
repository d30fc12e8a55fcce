// The Theme Intensity slider and Mute Theme (spec 2 menu, spec 9: 0 to 1, step 0.01,
// default 0.26), kept in the browser so the page looks the same after a reload.
import { storage } from '../../../shared/lib/storage';

export const THEME_INTENSITY = { min: 0, max: 1, step: 0.01, default: 0.26 } as const;

// Not among spec 3's storage keys: these are page preferences, not session data.
const INTENSITY_KEY = 'moodtape_theme_intensity';
const MUTED_KEY = 'moodtape_theme_muted';

export function clampIntensity(value: number): number {
  if (!Number.isFinite(value)) return THEME_INTENSITY.default;
  const stepped = Math.round(value / THEME_INTENSITY.step) * THEME_INTENSITY.step;
  return Number(Math.min(THEME_INTENSITY.max, Math.max(THEME_INTENSITY.min, stepped)).toFixed(2));
}

export function loadThemeSettings(): { intensity: number; muted: boolean } {
  const stored = storage.get(INTENSITY_KEY);
  return {
    intensity: stored === null ? THEME_INTENSITY.default : clampIntensity(Number(stored)),
    muted: storage.get(MUTED_KEY) === 'true',
  };
}

// Writes only a change, so a visitor who never touches the theme leaves nothing behind.
export function saveThemeSettings(settings: { intensity: number; muted: boolean }): void {
  const stored = loadThemeSettings();
  if (stored.intensity === settings.intensity && stored.muted === settings.muted) return;
  storage.set(INTENSITY_KEY, String(settings.intensity));
  storage.set(MUTED_KEY, String(settings.muted));
}
