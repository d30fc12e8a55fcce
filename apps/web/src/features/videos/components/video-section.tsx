// One video section (spec 2): its title and settings, the videos collapsed to spec 9's
// count with Show More / Show Less when there are more, and Discover More for the next page.
// While Discover More loads, the button says so and ignores presses, and placeholder cards
// hold the room the new videos will take, so what is below does not jump when they come.
import {
  COLLAPSED_COUNTS,
  VIDEO_SEARCH_MAX_PAGE,
  type Video,
  type VideoGroup,
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
  const discovering = section.loadingMore;

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
            {/* One live region, there before it speaks, for the load's progress and outcome. */}
            <p className={styles.note} role="status">
              {discovering ? (
                <span className={styles.progress}>Finding more videos…</span>
              ) : section.lastAdded === 0 ? (
                'No new videos this time.'
              ) : (
                ''
              )}
            </p>
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
                icon={discovering ? <Spinner size={14} /> : undefined}
                aria-busy={discovering || undefined}
                aria-disabled={discovering || undefined}
                onClick={() => {
                  if (discovering) return;
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
          {discovering &&
            Array.from({ length: expectedPageSize(section, group) }, (_, i) => (
              <VideoCardSkeleton key={`more-${i}`} short={short} />
            ))}
        </ul>
      )}
    </CardSection>
  );
}

// Room for the next page: about as many videos as each page so far brought, at least the
// section's collapsed count (spec 9) and at most a dozen.
function expectedPageSize(section: VideoSectionState, group: VideoGroup): number {
  const perPage = Math.round(section.videos.length / Math.max(1, section.page));
  return Math.min(12, Math.max(COLLAPSED_COUNTS[group], perPage));
}
