// Reads the bodies of POST /v1/me/playlists and POST /v1/playlists/{id}/items. Error texts
// are the ones api.spotify.com sends where they are known; a comment marks the guesses.
import type { NewPlaylist } from './playlist-store';
import { TRACKS_BY_ID } from './track-catalog';

type Outcome<T> = { ok: true; value: T } | { ok: false; problem: string };

const fail = (problem: string) => ({ ok: false, problem }) as const;

// Spotify's answer to a body it cannot read, on the playlist routes (the player says
// "Malformed json" instead).
export const ERROR_PARSING_JSON = 'Error parsing JSON.';
// Contract: "A maximum of 100 items can be added in one request."
export const MAX_ITEMS_PER_REQUEST = 100;

const TRACK_URI = /^spotify:track:([0-9A-Za-z]{22})$/;

/** The body as a JSON object; an empty body is an empty object; null when malformed. */
export function jsonObject(body: unknown): Record<string, unknown> | null {
  if (body === undefined || body === null || (typeof body === 'string' && body.trim() === '')) {
    return {};
  }
  if (typeof body !== 'string') return null;
  try {
    const value: unknown = JSON.parse(body);
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    return isObject ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const optionalBoolean = (value: unknown) => value === undefined || typeof value === 'boolean';

export function readNewPlaylist(
  body: Record<string, unknown>,
  ownerId: string,
): Outcome<NewPlaylist> {
  const { name, description } = body;
  // Spotify's text for a missing name; an empty one is refused the same way.
  if (typeof name !== 'string' || name.trim() === '') {
    return fail('Missing required field: name');
  }
  if (!optionalBoolean(body.public)) return fail('Invalid public');
  if (!optionalBoolean(body.collaborative)) return fail('Invalid collaborative');
  if (description !== undefined && description !== null && typeof description !== 'string') {
    return fail('Invalid description');
  }
  // Contract: public defaults to true, collaborative to false, and only a non-public
  // playlist can be collaborative.
  const isPublic = body.public !== false;
  const collaborative = body.collaborative === true;
  if (collaborative && isPublic) return fail('Collaborative playlists can only be private.');
  return {
    ok: true,
    value: { ownerId, name, description: description ?? '', public: isPublic, collaborative },
  };
}

export type ItemsRequest = { trackIds: string[]; position: number | undefined };

/**
 * `uris` from the query (comma separated) or else the body; the contract says body URIs
 * are ignored when the query has some. `position` likewise, checked against `length`.
 */
export function readItemsRequest(
  query: { uris?: unknown; position?: unknown },
  body: Record<string, unknown>,
  length: number,
): Outcome<ItemsRequest> {
  const uris =
    typeof query.uris === 'string' && query.uris !== ''
      ? query.uris.split(',').map((uri) => uri.trim())
      : body.uris;
  // Not Spotify's known text: the emulator's own words for a request without URIs.
  if (uris === undefined || uris === null) return fail('Missing required field: uris');
  if (!Array.isArray(uris) || uris.length === 0) return fail('Invalid uris');
  if (uris.length > MAX_ITEMS_PER_REQUEST) {
    return fail('You can add a maximum of 100 tracks per request.');
  }
  const trackIds: string[] = [];
  for (const uri of uris) {
    const id = typeof uri === 'string' ? TRACK_URI.exec(uri)?.[1] : undefined;
    if (id === undefined) return fail(`Invalid track uri: ${String(uri)}`);
    // What Spotify answers for an id of the right form that names no track.
    if (!TRACKS_BY_ID.has(id)) return fail('Payload contains a non-existing ID');
    trackIds.push(id);
  }
  const position = readPosition(query.position ?? body.position, length);
  if (position === null) return fail('Index out of bounds.');
  return { ok: true, value: { trackIds, position } };
}

/** Zero based, at most the current length; undefined appends; null when invalid. */
function readPosition(value: unknown, length: number): number | undefined | null {
  if (value === undefined || value === null || value === '') return undefined;
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) return null;
  return number >= 0 && number <= length ? number : null;
}
