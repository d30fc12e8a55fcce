// The page's theme (spec 3: each vibe carries a gradient; spec 2: Mute Theme and Theme
// Intensity). Every gradient, from the AI or from a saved vibe, goes through core's
// normalizeGradient before it is kept (AMENDMENTS A6); one that cannot be rebuilt is none.
import { normalizeGradient } from '@moodtape/core';
import {
  type ReactNode,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { clampIntensity, loadThemeSettings, saveThemeSettings } from '../lib/theme-settings';

export type ThemeApi = {
  // The vibe's gradient, normalized; null when there is none (or it was refused).
  gradient: string | null;
  intensity: number;
  muted: boolean;
  // Returns the gradient as kept, so a caller can tell a refused one.
  setGradient: (raw: string | null | undefined) => string | null;
  setIntensity: (value: number) => void;
  setMuted: (muted: boolean) => void;
};

const ThemeContext = createContext<ThemeApi | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [gradient, setGradientState] = useState<string | null>(null);
  const [settings, setSettings] = useState(loadThemeSettings);

  useEffect(() => saveThemeSettings(settings), [settings]);

  const setGradient = useCallback((raw: string | null | undefined) => {
    const normalized = normalizeGradient(raw);
    setGradientState(normalized);
    return normalized;
  }, []);
  const setIntensity = useCallback(
    (value: number) => setSettings((s) => ({ ...s, intensity: clampIntensity(value) })),
    [],
  );
  const setMuted = useCallback((muted: boolean) => setSettings((s) => ({ ...s, muted })), []);

  const value = useMemo<ThemeApi>(
    () => ({ gradient, ...settings, setGradient, setIntensity, setMuted }),
    [gradient, settings, setGradient, setIntensity, setMuted],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeApi {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme needs a ThemeProvider');
  return value;
}
