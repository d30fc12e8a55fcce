// Spec 2 / 4 Username modal: availability is none, available, taken or error, checked 500 ms
// after the last keystroke (spec 5). Rule violations are shown at once, without a request.
import { useEffect, useState } from 'react';
import { validateUsername } from '@moodtape/core';
import { checkUsername } from '../api/check-username';

export const USERNAME_CHECK_DEBOUNCE_MS = 500;

export type Availability =
  | { status: 'none' }
  | { status: 'invalid'; message: string }
  | { status: 'checking' }
  | { status: 'available'; username: string }
  | { status: 'taken' }
  | { status: 'error' };

type Checked = { username: string; status: 'available' | 'taken' | 'error' };

export function useUsernameAvailability(input: string, current: string): Availability {
  const trimmed = input.trim();
  const rule = trimmed === '' || trimmed === current ? null : validateUsername(trimmed);
  const candidate = rule?.ok ? rule.username : null;
  const [checked, setChecked] = useState<Checked | null>(null);

  useEffect(() => {
    if (!candidate) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkUsername(candidate, controller.signal).then(
        ({ available }) =>
          setChecked({ username: candidate, status: available ? 'available' : 'taken' }),
        () => {
          if (!controller.signal.aborted) setChecked({ username: candidate, status: 'error' });
        },
      );
    }, USERNAME_CHECK_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [candidate]);

  if (!rule) return { status: 'none' };
  if (!rule.ok) return { status: 'invalid', message: rule.message };
  if (checked?.username !== rule.username) return { status: 'checking' };
  return checked.status === 'available'
    ? { status: 'available', username: rule.username }
    : { status: checked.status };
}
