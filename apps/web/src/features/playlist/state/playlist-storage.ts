// The playlist on screen, kept in the browser so that a reload shows it again and the saved
// track can resume (spec 4 Playback). It belongs to one person: another sign-in ignores it.
import {
  STORAGE_KEYS,
  SuggestionsSchema,
  type Track,
  TrackSchema,
  VIBE_MAX_VIDEOS_PER_GROUP,
  VIDEO_GROUPS,
  VIDEO_SEARCH_MAX_PAGE,
} from '@moodtape/core';
import { z } from 'zod/mini';
import { storage } from '../../../shared/lib/storage';
import type { PlaylistState } from './playlist-reducer';

const StoredPlaylistSchema = z.object({
  userId: z.string(),
  name: z.nullable(z.string()),
  prompt: z.string(),
  imageUrl: z.nullable(z.string()),
  tracks: z.array(TrackSchema).check(z.maxLength(1000)),
  // spec 4 Vibe: the loaded vibe survives a reload; its id is looked up again on restore.
  vibeId: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
export type StoredPlaylist = Omit<z.infer<typeof StoredPlaylistSchema>, 'userId'>;

export function loadPlaylist(userId: string): StoredPlaylist | null {
  const text = storage.get(STORAGE_KEYS.currentPlaylist);
  if (!text) return null;
  try {
    const parsed = StoredPlaylistSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.userId !== userId || parsed.data.tracks.length === 0) {
      return null;
    }
    const { userId: _owner, ...playlist } = parsed.data;
    return playlist;
  } catch {
    return null;
  }
}

// Only a settled playlist is kept: one still being written or looked up is not.
export function savePlaylist(userId: string, state: PlaylistState): void {
  if (state.status !== 'ready' || state.adding !== null) return;
  const tracks = state.rows.map((row) => row.track);
  if (tracks.length === 0) return storage.remove(STORAGE_KEYS.currentPlaylist);
  if (tracks.some((track) => track === null)) return;
  storage.set(
    STORAGE_KEYS.currentPlaylist,
    JSON.stringify({
      userId,
      name: state.name,
      prompt: state.prompt,
      imageUrl: state.imageUrl,
      tracks,
      vibeId: state.vibeId,
    }),
  );
}

// What surrounds the kept playlist (AMENDMENTS A5: a video search is scarce, and the AI is
// slow): its video queries, the videos each section shows with the page it reached, the
// gradient and the suggestions, so that a reload shows them again with no AI call and no
// video search. Kept under a key of its own, for the playlist it was made for; bounded so
// that it never crowds the browser's storage out (too big, it is simply not kept).
const AROUND_KEY = STORAGE_KEYS.currentPlaylistAround;
const MAX_AROUND_CHARS = 500_000;

const StoredAroundSchema = z.object({
  userId: z.string(),
  playlistKey: z.string(),
  queries: z.record(
    z.enum(VIDEO_GROUPS),
    z.array(z.string().check(z.maxLength(200))).check(z.maxLength(50)),
  ),
  gradient: z.nullable(z.string().check(z.maxLength(2000))),
  sections: z.partialRecord(
    z.enum(VIDEO_GROUPS),
    z.object({
      videos: z.array(z.unknown()).check(z.maxLength(VIBE_MAX_VIDEOS_PER_GROUP)),
      page: z.number().check(z.int(), z.gte(1), z.lte(VIDEO_SEARCH_MAX_PAGE)),
    }),
  ),
  suggestions: z.nullable(SuggestionsSchema),
});
export type StoredAround = Omit<z.infer<typeof StoredAroundSchema>, 'userId' | 'playlistKey'>;

// Which playlist the surroundings belong to: its words and its songs.
function playlistKey(playlist: { name: string | null; prompt: string; tracks: Track[] }): string {
  const text = JSON.stringify([
    playlist.name,
    playlist.prompt,
    playlist.tracks.map((t) => t.spotifyUri ?? `${t.title}\n${t.artist}`),
  ]);
  let hash = 5381;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) >>> 0;
  return `${text.length}:${hash.toString(36)}`;
}

export function loadAround(userId: string, playlist: StoredPlaylist): StoredAround | null {
  const text = storage.get(AROUND_KEY);
  if (!text) return null;
  try {
    const parsed = StoredAroundSchema.safeParse(JSON.parse(text));
    if (!parsed.success || parsed.data.userId !== userId) return null;
    if (parsed.data.playlistKey !== playlistKey(playlist)) return null;
    const { userId: _owner, playlistKey: _key, ...around } = parsed.data;
    return around;
  } catch {
    return null;
  }
}

export function saveAround(userId: string, state: PlaylistState, around: StoredAround | null) {
  const tracks = state.rows.flatMap((row) => (row.track ? [row.track] : []));
  if (!around || state.vibeId !== null || tracks.length === 0) {
    return storage.remove(AROUND_KEY);
  }
  const key = playlistKey({ name: state.name, prompt: state.prompt, tracks });
  const text = JSON.stringify({ userId, playlistKey: key, ...around });
  if (text.length > MAX_AROUND_CHARS) return storage.remove(AROUND_KEY);
  storage.set(AROUND_KEY, text);
}
