// The saved-vibes carousel in the header (spec 2): the person's vibes, newest first, scrolled
// sideways by the previous and next buttons. The list holds summaries; choosing one asks for
// the whole vibe (its playlist, videos and suggestions) and loads it.
import { MESSAGES, type Vibe } from '@moodtape/core';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useMessages } from '../../../shared/lib/messages';
import { Button } from '../../../shared/ui/button';
import { IconButton } from '../../../shared/ui/icon-button';
import { Spinner } from '../../../shared/ui/spinner';
import { fetchVibe } from '../api/get-vibe';
import { useMyVibes } from '../api/get-vibes';
import { errorReason } from '../../../shared/lib/error-reason';
import { SavedVibeItem } from './saved-vibe-item';
import styles from './saved-vibes-carousel.module.css';

// spec 9: carousel scroll step.
export const CAROUSEL_SCROLL_STEP_PX = 220;

type Props = {
  // The vibe the page shows, marked as current.
  loadedId: string | null;
  onLoad: (vibe: Vibe) => void;
};

export function SavedVibesCarousel({ loadedId, onLoad }: Props) {
  const vibes = useMyVibes(true);
  const { showMessage } = useMessages();
  const [opening, setOpening] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const headingId = useId();

  // Smoothness comes from CSS (`scroll-behavior`), which honours reduced motion.
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX });

  const open = async (id: string) => {
    if (opening) return;
    setOpening(id);
    try {
      onLoad(await fetchVibe(id));
    } catch (error) {
      showMessage(MESSAGES.failedToLoadVibe(errorReason(error)));
    } finally {
      setOpening(null);
    }
  };

  const items = vibes.data ?? [];
  return (
    <section className={styles.carousel} aria-labelledby={headingId}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          Saved vibes
        </h2>
        {items.length > 0 && (
          <div className={styles.controls}>
            <IconButton
              label="Previous saved vibes"
              size="sm"
              icon={<ChevronLeft size={18} aria-hidden />}
              onClick={() => scroll(-1)}
            />
            <IconButton
              label="Next saved vibes"
              size="sm"
              icon={<ChevronRight size={18} aria-hidden />}
              onClick={() => scroll(1)}
            />
          </div>
        )}
      </div>
      {vibes.isPending ? (
        <div className={styles.status}>
          <Spinner size={20} label="Loading saved vibes" />
        </div>
      ) : vibes.isError ? (
        <p className={styles.status}>
          Your saved vibes could not be loaded.
          <Button size="sm" onClick={() => void vibes.refetch()}>
            Try again
          </Button>
        </p>
      ) : items.length === 0 ? (
        <p className={styles.status}>No saved vibes yet. Save a playlist with Save Vibe.</p>
      ) : (
        <ul ref={list} className={styles.list} aria-labelledby={headingId}>
          {items.map((vibe) => (
            <li key={vibe.id} className={styles.slot}>
              <SavedVibeItem
                vibe={vibe}
                current={vibe.id === loadedId}
                busy={vibe.id === opening}
                onOpen={() => void open(vibe.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
