// Discover Vibes (spec 2 Modals): search public vibes, open or save a copy when signed in,
// look at the songs when signed out (spec 6), and open a vibe's comments. The list holds
// summaries; the cards ask for a whole vibe (`loadVibe`) when they need its content.
import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { MESSAGES, VIBE_SEARCH_MAX_LENGTH, type Vibe, type VibeSummary } from '@moodtape/core';
import { errorReason } from '../../../shared/lib/error-reason';
import { Button } from '../../../shared/ui/button';
import { Modal } from '../../../shared/ui/modal';
import { Notice } from '../../../shared/ui/notice';
import { Spinner } from '../../../shared/ui/spinner';
import { usePublicVibes } from '../api/get-public-vibes';
import { PUBLIC_VIBE_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../hooks/use-debounced-value';
import { PublicVibeCard } from './public-vibe-card';
import type { LoadVibe } from './vibe-songs';
import styles from './discover-modal.module.css';

type Props = {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  currentUserId: string | null;
  // The whole vibe, for opening, saving a copy and showing the songs.
  loadVibe: LoadVibe;
  // Loads the whole vibe onto the page; offered only when signed in.
  onOpenVibe: (vibe: Vibe) => void;
  // Saves a copy of the whole vibe; offered when signed in and not one's own. The caller
  // shows the messages.
  onSaveVibe: (vibe: Vibe) => Promise<void>;
  onShowComments: (vibe: VibeSummary) => void;
};

export function DiscoverModal({ open, onClose, ...rest }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Discover Vibes" size="md">
      {/* Mounted only while open, so nothing is fetched for a closed modal. */}
      {open && <DiscoverBody {...rest} />}
    </Modal>
  );
}

function DiscoverBody({
  signedIn,
  currentUserId,
  loadVibe,
  onOpenVibe,
  onSaveVibe,
  onShowComments,
}: Omit<Props, 'open' | 'onClose'>) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), PUBLIC_VIBE_SEARCH_DEBOUNCE_MS);
  const query = usePublicVibes(search);
  const [dismissedAt, setDismissedAt] = useState(0);
  const inputId = useId();
  const vibes = query.data?.pages.flat() ?? [];
  const loading = query.isPending || query.isPlaceholderData;
  // The error is shown here rather than in the page's messages area: the open dialog sits in
  // the top layer over an inert, dimmed page, so a message there would not be seen.
  const failed = query.isError && query.errorUpdatedAt !== dismissedAt;
  // Why a vibe could not be opened or saved, shown here for the same reason.
  const [loadFailure, setLoadFailure] = useState<string | null>(null);

  return (
    <div className={styles.body}>
      <div className={styles.searchRow}>
        <label htmlFor={inputId} className="visually-hidden">
          Search public vibes
        </label>
        <Search size={18} aria-hidden className={styles.searchIcon} />
        <input
          id={inputId}
          type="search"
          className={styles.search}
          placeholder={MESSAGES.searchVibesPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={VIBE_SEARCH_MAX_LENGTH}
          autoComplete="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- searching is why the dialog opened
          autoFocus
        />
      </div>

      {failed && (
        <Notice
          tone="error"
          role="alert"
          closeLabel="Dismiss"
          onClose={() => setDismissedAt(query.errorUpdatedAt)}
          actions={
            <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
              Try again
            </Button>
          }
        >
          {MESSAGES.failedToFetchPublicVibes}
        </Notice>
      )}

      {loadFailure && (
        <Notice tone="error" role="alert" closeLabel="Dismiss" onClose={() => setLoadFailure(null)}>
          {loadFailure}
        </Notice>
      )}

      <p className={styles.status} role="status">
        {loading ? (
          <>
            <Spinner size={16} /> {search ? 'Searching…' : 'Loading public vibes…'}
          </>
        ) : query.isSuccess && vibes.length === 0 ? (
          MESSAGES.noPublicVibes
        ) : query.isSuccess ? (
          `${vibes.length} ${vibes.length === 1 ? 'vibe' : 'vibes'}${query.hasNextPage ? ' so far' : ''}`
        ) : null}
      </p>

      {vibes.length > 0 && (
        <ul className={styles.list} aria-label="Public vibes" aria-busy={loading}>
          {vibes.map((vibe) => (
            <li key={vibe.id}>
              <PublicVibeCard
                vibe={vibe}
                signedIn={signedIn}
                own={currentUserId !== null && vibe.spotify_username === currentUserId}
                loadVibe={loadVibe}
                onLoadFailed={(error) =>
                  setLoadFailure(MESSAGES.failedToLoadVibe(errorReason(error)))
                }
                onOpen={onOpenVibe}
                onSave={onSaveVibe}
                onShowComments={onShowComments}
              />
            </li>
          ))}
        </ul>
      )}

      {query.hasNextPage && !query.isPlaceholderData && (
        <Button
          className={styles.more}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </div>
  );
}
