// Track relinking (https://developer.spotify.com/documentation/web-api/concepts/track-relinking):
// Spotify may play another copy of a requested track (the same song, released again for the
// listener's market). The player then reports the copy's id and uri, and the requested track
// in `linked_from`. Here a fixed share of the catalog is relinked (by a hash of the id, so every
// run agrees), and tests can relink any track by id with a switch.
import { createHash } from 'node:crypto';
import { spotifyId } from './spotify-id';

// About one track in sixteen: a 20-track playlist usually holds one.
const RELINKED_SHARE = 16;

export function relinkedByRule(trackId: string): boolean {
  const byte = createHash('sha256').update(`relink:${trackId}`).digest()[0] ?? 0;
  return byte % RELINKED_SHARE === 0;
}

/** The id of the copy Spotify plays instead of `trackId`. */
export const copyIdOf = (trackId: string) => spotifyId(`relinked-copy:${trackId}`);

export type Relinking = ReturnType<typeof createRelinking>;

export function createRelinking() {
  const extra = new Set<string>();
  return {
    /** The copy's id when `trackId` is relinked, else null. */
    copyOf: (trackId: string): string | null =>
      extra.has(trackId) || relinkedByRule(trackId) ? copyIdOf(trackId) : null,
    relink(trackIds: readonly string[]) {
      for (const id of trackIds) extra.add(id);
    },
    reset: () => extra.clear(),
    switched: () => [...extra],
  };
}
