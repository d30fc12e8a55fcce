// Reads a search.list request the way the real API does (discovery document:
// youtube.search.list): `part` required (id, snippet), `maxResults` 0-50 with default 5,
// enum parameters checked, and video-only filters allowed only with type=video. Answers
// either the search to run or the error body to send (status 400).
import { single } from '../params';
import { type DurationBucket, DURATION_BUCKETS } from './durations';
import { decodePageToken, type PageToken } from './page-token';
import type { VideoOrder } from './video-order';
import {
  invalidPageToken,
  invalidSearchFilter,
  invalidValue,
  outOfRange,
  requiredParameter,
  unknownPart,
} from './youtube-errors';

export type SearchRequest = {
  parts: Set<string>;
  q: string;
  types: string[];
  maxResults: number;
  pageToken: PageToken | null;
  order: VideoOrder;
  duration: DurationBucket | undefined;
};

type Read = { ok: true; request: SearchRequest } | { ok: false; body: unknown };

const ENUMS: Record<string, readonly string[]> = {
  type: ['video', 'channel', 'playlist'],
  order: [
    'searchSortUnspecified',
    'date',
    'rating',
    'viewCount',
    'relevance',
    'title',
    'videoCount',
  ],
  videoDuration: ['videoDurationUnspecified', 'any', ...DURATION_BUCKETS],
  videoEmbeddable: ['videoEmbeddableUnspecified', 'any', 'true'],
  safeSearch: ['safeSearchSettingUnspecified', 'none', 'moderate', 'strict'],
};

export function readSearchRequest(query: Record<string, unknown>): Read {
  const fail = (body: unknown): Read => ({ ok: false, body });
  const field = (name: string) => single(query[name]);

  const part = field('part');
  if (!part) return fail(requiredParameter('part'));
  const parts = part.split(',').map((p) => p.trim());
  const unknown = parts.find((p) => p !== 'id' && p !== 'snippet');
  if (unknown !== undefined) return fail(unknownPart(unknown));

  for (const [name, values] of Object.entries(ENUMS)) {
    const value = field(name);
    if (value === undefined) continue;
    const bad = value.split(',').find((v) => !values.includes(v));
    if (bad !== undefined) return fail(invalidValue(name, bad));
  }
  // Without `type` the real API finds videos, channels and playlists; the emulator has
  // only videos, so it answers those.
  const types = field('type')?.split(',') ?? ['video', 'channel', 'playlist'];
  const videoOnly = ['videoDuration', 'videoEmbeddable'].some((name) => field(name) !== undefined);
  if (videoOnly && (types.length !== 1 || types[0] !== 'video')) return fail(invalidSearchFilter());

  const rawMax = field('maxResults');
  const maxResults = rawMax === undefined ? 5 : Number(rawMax);
  if (rawMax !== undefined && !/^\d+$/.test(rawMax)) {
    return fail(invalidValue('maxResults', rawMax));
  }
  if (maxResults > 50) return fail(outOfRange('maxResults', String(rawMax), 0, 50));

  const rawToken = field('pageToken');
  const pageToken = rawToken ? decodePageToken(rawToken) : null;
  if (rawToken && !pageToken) return fail(invalidPageToken());

  const order = field('order');
  const duration = field('videoDuration');
  return {
    ok: true,
    request: {
      parts: new Set(parts),
      q: field('q') ?? '',
      types,
      maxResults,
      pageToken,
      order:
        order === 'date' || order === 'rating' || order === 'viewCount' || order === 'title'
          ? order
          : 'relevance',
      duration: DURATION_BUCKETS.find((bucket) => bucket === duration),
    },
  };
}
