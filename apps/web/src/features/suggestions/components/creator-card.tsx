// A creator suggestion (spec 3): picture, name, platform and description, a link to their
// channel and, when they are on Spotify, one to Spotify. Links are http(s) only.
import type { Creator } from '@moodtape/core';
import { ExternalLink, UserRound } from 'lucide-react';
import { safeLinkUrl, safeMediaUrl } from '../../../shared/lib/safe-url';
import { spotifyOpenUrl } from '../lib/links';
import styles from './suggestion-cards.module.css';

export function CreatorCard({ item }: { item: Creator }) {
  const picture = safeMediaUrl(item.imageUrl);
  const channel = safeLinkUrl(item.channelUrl);
  const spotify = spotifyOpenUrl(item.spotifyUri);
  return (
    <li className={styles.creator}>
      {picture ? (
        <img className={styles.avatar} src={picture} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.avatar} ${styles.avatarPlaceholder}`} aria-hidden>
          <UserRound size={24} />
        </span>
      )}
      <span className={styles.body}>
        <h3 className={styles.cardTitle}>{item.name}</h3>
        <span className={styles.meta}>{item.platform}</span>
        <span className={styles.description}>{item.description}</span>
        {(channel || spotify) && (
          <span className={styles.links}>
            {channel && (
              <a
                href={channel}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Visit channel: ${item.name} on ${item.platform}`}
              >
                Visit channel <ExternalLink size={12} aria-hidden />
              </a>
            )}
            {spotify && (
              <a
                href={spotify}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Spotify: ${item.name}`}
              >
                Spotify <ExternalLink size={12} aria-hidden />
              </a>
            )}
          </span>
        )}
      </span>
    </li>
  );
}
