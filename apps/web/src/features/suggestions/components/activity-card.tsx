// An activity suggestion (spec 3): its icon, title and description.
import type { Activity } from '@moodtape/core';
import { ActivityIcon } from './activity-icon';
import styles from './suggestion-cards.module.css';

export function ActivityCard({ item }: { item: Activity }) {
  return (
    <li className={styles.activity}>
      <span className={styles.activityIcon}>
        <ActivityIcon hint={item.iconHint} />
      </span>
      <span className={styles.body}>
        <h3 className={styles.cardTitle}>{item.title}</h3>
        <span className={styles.description}>{item.description}</span>
      </span>
    </li>
  );
}
