// The card of the loaded vibe, above the playlist (spec 2 Vibe card, spec 4 Vibe). On the
// person's own vibe: rename, public/private and delete; on someone else's: who made it and
// "Save to my vibes". Both show the save count and, when wired, the comments.
import type { Vibe } from '@moodtape/core';
import { BookmarkPlus, MessageCircle, Music } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useSession } from '../../../shared/auth/session';
import { Button } from '../../../shared/ui/button';
import { useDeleteLoadedVibe } from '../hooks/use-delete-vibe';
import { useEditVibe } from '../hooks/use-edit-vibe';
import { isOwnVibe, vibeCover } from '../lib/vibe-body';
import { DeleteVibeControl } from './delete-vibe-control';
import { SaveCountBadge } from '../../../shared/ui/save-count-badge';
import { VibeNameEditor } from './vibe-name-editor';
import { VisibilitySwitch } from './visibility-switch';
import styles from './vibe-card.module.css';

type Props = {
  vibe: Vibe;
  // Opens the comments on this vibe; without it there is no Comments button.
  onShowComments?: () => void;
  // Someone else's vibe: "Save to my vibes" saves the person's own copy.
  onSaveCopy: (vibe: Vibe) => void;
  saving: boolean;
  // The vibe's new details, or its deletion, for the rest of the page.
  onChanged: (vibe: Vibe) => void;
  onDeleted: (vibeId: string) => void;
  ref?: Ref<HTMLElement>;
};

export function VibeCard({
  vibe,
  onShowComments,
  onSaveCopy,
  saving,
  onChanged,
  onDeleted,
  ref,
}: Props) {
  const { user } = useSession();
  const own = isOwnVibe(vibe, user?.id);
  const { edit, pending: editing } = useEditVibe(vibe, onChanged);
  const { remove, pending: deleting } = useDeleteLoadedVibe(vibe, onDeleted);
  const titleId = useId();
  const cover = vibeCover(vibe);
  const count = vibe.playlist_data.tracks.length;

  return (
    <section ref={ref} className={styles.card} aria-labelledby={titleId}>
      {cover ? (
        <img className={styles.cover} src={cover} alt="" loading="lazy" width={72} height={72} />
      ) : (
        <span className={`${styles.cover} ${styles.placeholder}`} aria-hidden="true">
          <Music size={24} />
        </span>
      )}
      <div className={styles.body}>
        <p id={titleId} className={styles.kicker}>
          {own ? 'Your saved vibe' : 'Shared vibe'}
        </p>
        <VibeNameEditor
          name={vibe.name}
          editable={own}
          disabled={editing}
          onRename={(name) => void edit({ name })}
        />
        <p className={styles.meta}>
          <span>
            {count} {count === 1 ? 'track' : 'tracks'}
          </span>
          {!own && <span>by {vibe.moodtape_username}</span>}
          <SaveCountBadge count={vibe.save_count} />
        </p>
        <div className={styles.actions}>
          {own ? (
            <VisibilitySwitch
              isPublic={vibe.is_public}
              disabled={editing}
              onChange={(isPublic) => void edit({ is_public: isPublic })}
            />
          ) : (
            <Button
              size="sm"
              variant="primary"
              icon={<BookmarkPlus size={16} aria-hidden />}
              loading={saving}
              onClick={() => onSaveCopy(vibe)}
            >
              Save to my vibes
            </Button>
          )}
          {onShowComments && (
            <Button
              size="sm"
              icon={<MessageCircle size={16} aria-hidden />}
              aria-label={`Comments on ${vibe.name}`}
              onClick={onShowComments}
            >
              Comments
            </Button>
          )}
          {own && <DeleteVibeControl name={vibe.name} pending={deleting} onDelete={remove} />}
        </div>
      </div>
    </section>
  );
}
