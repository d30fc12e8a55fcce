// The songs of a public vibe, for a visitor who is not signed in (spec 6: look, not open).
// Discover's list carries no playlist, so the whole vibe is asked for when the songs are
// first shown, and kept while the dialog is used.
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, type Vibe } from '@moodtape/core';
import { errorReason } from '../../../shared/lib/error-reason';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import styles from './public-vibe-card.module.css';

// GET /api/vibes/{id}, wired by the app (features/vibes owns the endpoint).
export type LoadVibe = (id: string, signal?: AbortSignal) => Promise<Vibe>;

export function VibeSongs({ vibeId, loadVibe }: { vibeId: string; loadVibe: LoadVibe }) {
  const query = useQuery({
    queryKey: ['vibes', 'public', 'whole', vibeId],
    queryFn: ({ signal }) => loadVibe(vibeId, signal),
    // A saved vibe's songs never change (only its name and visibility can), so showing them
    // again asks for nothing.
    staleTime: Infinity,
  });

  if (query.isPending) {
    return (
      <p className={styles.songsStatus} role="status">
        <Spinner size={16} /> Loading songs…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className={styles.songsStatus} role="alert">
        {MESSAGES.failedToLoadVibe(errorReason(query.error))}
        <Button size="sm" variant="ghost" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <ol className={styles.tracks} aria-label="Songs">
      {query.data.playlist_data.tracks.map((track, index) => (
        <li key={`${index}-${track.title}`}>
          <span className={styles.title}>{track.title}</span> – {track.artist}
        </li>
      ))}
    </ol>
  );
}
