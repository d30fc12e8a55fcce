// Reads the body of PUT /v1/me/player/play: what to load (tracks or an album, where in it to
// start and at which position) or, with neither, "resume". Error texts are Spotify's.
import { TRACKS_BY_ALBUM, TRACKS_BY_ID } from './track-catalog';

export type PlayRequest =
  { kind: 'resume' } | { kind: 'load'; list: string[]; index: number; positionMs: number };

export type PlayRequestOutcome =
  { ok: true; request: PlayRequest } | { ok: false; problem: string };

const TRACK_URI = /^spotify:track:([0-9A-Za-z]{22})$/;
const ALBUM_URI = /^spotify:album:([0-9A-Za-z]{22})$/;

const fail = (problem: string): PlayRequestOutcome => ({ ok: false, problem });

export function readPlayRequest(body: Record<string, unknown>): PlayRequestOutcome {
  const { context_uri: contextUri, uris, offset, position_ms: positionMs } = body;
  if (
    positionMs !== undefined &&
    !(typeof positionMs === 'number' && Number.isInteger(positionMs) && positionMs >= 0)
  ) {
    return fail('Invalid position_ms');
  }
  const list = contextUri !== undefined ? albumList(contextUri) : trackList(uris);
  if (typeof list === 'string') return fail(list);
  if (list.length === 0) return { ok: true, request: { kind: 'resume' } };
  const index = offsetIndex(offset, list);
  if (index === null) return fail('Invalid offset');
  return {
    ok: true,
    request: {
      kind: 'load',
      list,
      index,
      positionMs: typeof positionMs === 'number' ? positionMs : 0,
    },
  };
}

/** The album's tracks (each emulated album has one), or the problem. */
function albumList(contextUri: unknown): string[] | string {
  const albumId = typeof contextUri === 'string' ? ALBUM_URI.exec(contextUri)?.[1] : undefined;
  const track = albumId === undefined ? undefined : TRACKS_BY_ALBUM.get(albumId);
  return track ? [track.id] : 'Non supported context uri';
}

/** The track ids, none when no uris are given, or the problem. */
function trackList(uris: unknown): string[] | string {
  if (uris === undefined) return [];
  if (!Array.isArray(uris)) return 'Invalid uris';
  const ids: string[] = [];
  for (const uri of uris) {
    const id = typeof uri === 'string' ? TRACK_URI.exec(uri)?.[1] : undefined;
    if (id === undefined || !TRACKS_BY_ID.has(id)) return `Invalid track uri: ${String(uri)}`;
    ids.push(id);
  }
  return ids;
}

/** Where to start: `offset.position` (zero based) or `offset.uri`; null when invalid. */
function offsetIndex(offset: unknown, list: string[]): number | null {
  if (offset === undefined) return 0;
  if (typeof offset !== 'object' || offset === null) return null;
  const { position, uri } = offset as { position?: unknown; uri?: unknown };
  if (position !== undefined) {
    const valid = typeof position === 'number' && Number.isInteger(position);
    return valid && position >= 0 && position < list.length ? position : null;
  }
  if (uri !== undefined) {
    const id = typeof uri === 'string' ? TRACK_URI.exec(uri)?.[1] : undefined;
    const index = id === undefined ? -1 : list.indexOf(id);
    return index >= 0 ? index : null;
  }
  return 0;
}
