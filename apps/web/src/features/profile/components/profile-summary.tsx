// The profile bar's identity (spec 2): avatar and username, and beside the name a detail the
// bar passes in (the token countdown). On a phone the detail goes under the name, so the name
// keeps the room to be read in one row with the bar's buttons.
import type { ReactNode } from 'react';
import type { UserProfile } from '@moodtape/core';
import { Avatar } from '../../../shared/ui/avatar';
import styles from './profile-summary.module.css';

export function ProfileSummary({
  user,
  onEditUsername,
  detail,
}: {
  user: UserProfile;
  onEditUsername: () => void;
  detail?: ReactNode;
}) {
  const username = user.moodtape_username;
  return (
    <div className={styles.summary}>
      <Avatar src={user.images[0]?.url ?? null} name={user.display_name ?? username} size={32} />
      <div className={styles.identity}>
        {/* A long name is cut with an ellipsis; its accessible name and tooltip keep all of it. */}
        <button
          type="button"
          className={styles.username}
          onClick={onEditUsername}
          aria-label={`Username ${username}. Change username`}
          title={`${username}: change username`}
        >
          {username}
        </button>
        {detail}
      </div>
    </div>
  );
}
