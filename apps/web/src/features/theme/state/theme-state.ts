// The page's theme (spec 3: each vibe carries a gradient; spec 2: Mute Theme and Theme
// Intensity). Every gradient, from the AI or from a saved vibe, goes through core's
// normalizeGradient before it is kept (AMENDMENTS A6); one that cannot be rebuilt is none.
import { normalizeGradient } from '@moodtape/core';
import { clampIntensity, loadThemeSettings } from '../lib/theme-settings';

export type ThemeState = {
  // The vibe's gradient, normalized; null when there is none (or it was refused).
  gradient: string | null;
  intensity: number;
  muted: boolean;
};

export type ThemeAction =
  | { type: 'gradient'; gradient: string | null | undefined }
  | { type: 'intensity'; intensity: number }
  | { type: 'muted'; muted: boolean };

// The person's settings come back from the browser; a gradient comes with a playlist.
export function initialThemeState(): ThemeState {
  return { gradient: null, ...loadThemeSettings() };
}

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'gradient':
      return { ...state, gradient: normalizeGradient(action.gradient) };
    case 'intensity':
      return { ...state, intensity: clampIntensity(action.intensity) };
    case 'muted':
      return { ...state, muted: action.muted };
  }
}
