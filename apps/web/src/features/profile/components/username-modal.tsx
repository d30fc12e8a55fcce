import { type FormEvent, useId, useState } from 'react';
import { Check, CircleAlert, X } from 'lucide-react';
import { MESSAGES, USERNAME_MAX_LENGTH, USERNAME_RULES, type UserProfile } from '@moodtape/core';
import { ApiError } from '../../../shared/lib/api-client';
import { useMessages } from '../../../shared/lib/messages';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Spinner } from '../../../shared/ui/spinner';
import { useUpdateUsername } from '../api/update-username';
import { type Availability, useUsernameAvailability } from '../hooks/use-username-availability';
import styles from './username-modal.module.css';

type Props = { open: boolean; onClose: () => void; user: UserProfile };

export function UsernameModal({ open, onClose, user }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Choose your username">
      {open && <UsernameForm user={user} onDone={onClose} />}
    </Modal>
  );
}

function UsernameForm({ user, onDone }: { user: UserProfile; onDone: () => void }) {
  const [value, setValue] = useState(user.moodtape_username);
  const [saveError, setSaveError] = useState<string | null>(null);
  const availability = useUsernameAvailability(value, user.moodtape_username);
  const update = useUpdateUsername();
  const { showMessage } = useMessages();
  const inputId = useId();
  const hintId = useId();
  const statusId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (availability.status !== 'available') return;
    setSaveError(null);
    try {
      await update.mutateAsync({
        moodtape_username: availability.username,
        spotify_email: user.email,
      });
      showMessage(MESSAGES.usernameUpdated);
      onDone();
    } catch (error) {
      setSaveError(
        error instanceof ApiError
          ? error.message
          : 'Could not save your username. Please try again.',
      );
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>Your username is how other people see you on public vibes and comments.</p>
      <label htmlFor={inputId} className={styles.label}>
        Username
      </label>
      <input
        id={inputId}
        className={styles.input}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setSaveError(null);
        }}
        maxLength={USERNAME_MAX_LENGTH + 10}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        aria-describedby={`${hintId} ${statusId}`}
        aria-invalid={availability.status === 'invalid' || availability.status === 'taken'}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field is the reason the dialog opened
        autoFocus
      />
      <p id={hintId} className={styles.hint}>
        {USERNAME_RULES}
      </p>
      <p
        id={statusId}
        className={styles.status}
        aria-live="polite"
        data-status={availability.status}
      >
        <StatusLine availability={availability} />
        {saveError && <span className={styles.bad}>{saveError}</span>}
      </p>
      <div className={styles.actions}>
        <Button onClick={onDone}>Cancel</Button>
        <Button
          type="submit"
          variant="primary"
          disabled={availability.status !== 'available'}
          loading={update.isPending}
        >
          Save username
        </Button>
      </div>
    </form>
  );
}

function StatusLine({ availability }: { availability: Availability }) {
  switch (availability.status) {
    case 'none':
      return null;
    case 'checking':
      return (
        <span className={styles.muted}>
          <Spinner size={14} /> Checking availability…
        </span>
      );
    case 'available':
      return (
        <span className={styles.good}>
          <Check size={16} aria-hidden /> {availability.username} is available
        </span>
      );
    case 'taken':
      return (
        <span className={styles.bad}>
          <X size={16} aria-hidden /> That username is taken
        </span>
      );
    case 'invalid':
      return (
        <span className={styles.bad}>
          <CircleAlert size={16} aria-hidden /> {availability.message}
        </span>
      );
    case 'error':
      return (
        <span className={styles.bad}>
          <CircleAlert size={16} aria-hidden /> Could not check availability. Try again in a moment.
        </span>
      );
  }
}
