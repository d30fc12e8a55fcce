import type { Vibe } from '@moodtape/core';

// A vibe's picture: the first song's album art, else the photo it was made from.
export function vibeCover(vibe: Vibe): string | null {
  return vibe.playlist_data.tracks[0]?.albumArt ?? vibe.image_url ?? null;
}
