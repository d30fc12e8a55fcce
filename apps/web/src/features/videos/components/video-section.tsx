// One video section (spec 2): its title and settings, the videos collapsed to spec 9's
// count with Show More / Show Less when there are more, and Discover More for the next page.
import {
  COLLAPSED_COUNTS,
  VIDEO_SEARCH_MAX_PAGE,
  type Video,
  hasShowMore,
  visibleItems,
} from '@moodtape/core';
import { Settings2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../shared/ui/button';
import { CardSection, ShowMoreButton } from '../../../shared/ui/card-section';
import { IconButton } from '../../../shared/ui/icon-button';
import { Spinner } from '../../../shared/ui/spinner';
import type { VideoSectionInfo } from '../lib/video-sections';
import type { VideoSectionState } from '../state/videos-reducer';
import { VideoCard, VideoCardSkeleton } from './video-card';
import styles from './video-section.module.css';

type Props = {
  info: VideoSectionInfo;
  section: VideoSectionState;
  // While the AI writes the queries there are none to set.
  settingsDisabled: boolean;
  onSettings: () => void;
  onDiscoverMore: () => void;
  onPlayShort: (video: Video) => void;
};

export function VideoSection(props: Props) {
  const { info, section, settingsDisabled, onSettings, onDiscoverMore, onPlayShort } = props;
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { group, title } = info;
  const short = group === 'shorts';
  const loading = section.status === 'loading';
  const total = section.videos.length;
  const shown = visibleItems(section.videos, group, expanded);
  const canDiscover = section.queries.length > 0 && section.page < VIDEO_SEARCH_MAX_PAGE;

  return (
    <CardSection
      title={title}
      busy={loading || section.loadingMore}
      actions={
        <IconButton
          label={`Section settings: ${title}`}
          icon={<Settings2 size={18} />}
          size="sm"
          disabled={settingsDisabled}
          onClick={onSettings}
        />
      }
      footer={
        loading ? null : (
          <>
            {section.lastAdded === 0 && (
              <p className={styles.note} role="status">
                No new videos this time.
              </p>
            )}
            {hasShowMore(group, total) && (
              <ShowMoreButton
                expanded={expanded}
                controls={listId}
                onToggle={() => setExpanded((value) => !value)}
              />
            )}
            {canDiscover && (
              <Button
                size="sm"
                // Busy, not disabled: the focus stays on the button while the page loads.
                icon={section.loadingMore ? <Spinner size={14} /> : undefined}
                aria-busy={section.loadingMore || undefined}
                onClick={() => {
                  // The new videos join the end of the list, so show all of it.
                  setExpanded(true);
                  onDiscoverMore();
                }}
              >
                Discover More
              </Button>
            )}
          </>
        )
      }
    >
      {loading && total === 0 ? (
        <ul className={`${styles.grid} ${short ? styles.shorts : ''}`}>
          {Array.from({ length: COLLAPSED_COUNTS[group] }, (_, i) => (
            <VideoCardSkeleton key={i} short={short} />
          ))}
        </ul>
      ) : total === 0 ? (
        <p className={styles.empty}>
          {section.queries.length === 0
            ? 'No searches for this section. Add some in its settings.'
            : 'No videos found for these searches.'}
        </p>
      ) : (
        <ul id={listId} className={`${styles.grid} ${short ? styles.shorts : ''}`}>
          {shown.map((video) => (
            <VideoCard
              key={video.id}
              video={video}
              short={short}
              onPlay={() => onPlayShort(video)}
            />
          ))}
        </ul>
      )}
    </CardSection>
  );
}
