import type { UserProfile } from '@moodtape/core';
import { Avatar } from '../../../shared/ui/avatar';
import styles from './profile-summary.module.css';

export function ProfileSummary({
  user,
  onEditUsername,
}: {
  user: UserProfile;
  onEditUsername: () => void;
}) {
  return (
    <div className={styles.summary}>
      <Avatar
        src={user.images[0]?.url ?? null}
        name={user.display_name ?? user.moodtape_username}
        size={32}
      />
      <button
        type="button"
        className={styles.username}
        onClick={onEditUsername}
        aria-label={`Username ${user.moodtape_username}. Change username`}
        title="Change username"
      >
        {user.moodtape_username}
      </button>
    </div>
  );
}
