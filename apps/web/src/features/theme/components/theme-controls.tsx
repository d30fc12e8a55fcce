// The theme's items in the More options menu (spec 2): Mute/Unmute Theme as a menu item,
// and, in the same popover, Regenerate Theme (a description and Generate Theme) and the
// Theme Intensity slider (spec 9: 0 to 1, step 0.01).
import { MESSAGES, normalizeGradient } from '@moodtape/core';
import { Palette, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useMessages } from '../../../shared/lib/messages';
import { Button } from '../../../shared/ui/button';
import { MenuItem } from '../../../shared/ui/menu';
import { Slider } from '../../../shared/ui/slider';
import { Spinner } from '../../../shared/ui/spinner';
import { useRegenerateTheme } from '../api/regenerate-theme';
import { THEME_INTENSITY } from '../lib/theme-settings';
import type { ThemeAction } from '../state/theme-state';
import styles from './theme-controls.module.css';

export function MuteThemeItem({
  muted,
  onChange,
}: {
  muted: boolean;
  onChange: (action: ThemeAction) => void;
}) {
  return (
    <MenuItem
      icon={<Palette size={16} />}
      onSelect={() => onChange({ type: 'muted', muted: !muted })}
    >
      {muted ? 'Unmute Theme' : 'Mute Theme'}
    </MenuItem>
  );
}

type Props = {
  intensity: number;
  onChange: (action: ThemeAction) => void;
};

export function ThemeControls({ intensity, onChange }: Props) {
  const { showMessage } = useMessages();
  const regenerate = useRegenerateTheme();
  const [text, setText] = useState('');
  const headingId = useId();
  const prompt = text.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // spec 5: theme generation needs a non-empty prompt.
    if (!prompt || regenerate.isPending) return;
    regenerate.mutateAsync(prompt).then(
      ({ gradient }) => {
        // A gradient our code cannot rebuild is refused, as a failure (AMENDMENTS A6).
        onChange({ type: 'gradient', gradient });
        if (normalizeGradient(gradient) === null) {
          return showMessage(MESSAGES.failedToGenerateTheme);
        }
        // Asking for a new theme means wanting to see it. The words stay, to adjust them.
        onChange({ type: 'muted', muted: false });
      },
      () => showMessage(MESSAGES.failedToGenerateTheme),
    );
  };

  return (
    <div className={styles.controls}>
      <form className={styles.regenerate} aria-labelledby={headingId} onSubmit={submit}>
        <p id={headingId} className={styles.heading}>
          Regenerate Theme
        </p>
        <input
          className={styles.input}
          type="text"
          aria-label="Theme description"
          placeholder="e.g. misty forest at dawn"
          maxLength={500}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button
          type="submit"
          variant="primary"
          size="sm"
          // Busy but not disabled, so focus stays on it while the theme is made.
          icon={regenerate.isPending ? <Spinner size={14} /> : <Sparkles size={14} aria-hidden />}
          aria-busy={regenerate.isPending || undefined}
          disabled={prompt === ''}
        >
          Generate Theme
        </Button>
      </form>
      <Slider
        label="Theme Intensity"
        value={intensity}
        min={THEME_INTENSITY.min}
        max={THEME_INTENSITY.max}
        step={THEME_INTENSITY.step}
        format={(value) => value.toFixed(2)}
        onChange={(value) => onChange({ type: 'intensity', intensity: value })}
      />
    </div>
  );
}
