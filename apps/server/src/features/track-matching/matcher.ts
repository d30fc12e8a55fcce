// Finds songs on Spotify (AMENDMENTS A4): the cache first, then the spec's query
// "track:{title} artist:{artist}", then one looser query, and else `found: false`. Lookups
// share a server-wide bound on concurrent searches; a short 429 is waited out, a long one or
// a spent quota makes the remaining lookups give up at once instead of queueing.
import { type SongRef, type Track, normalizeArtist, normalizeTitle, songKey } from '@moodtape/core';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackCache } from '../../db/schema';
import { SpotifyRateLimitError } from '../../integrations/spotify/http';
import type { SearchTrack } from '../../integrations/spotify/schemas';
import type { SpotifyWebApi } from '../../integrations/spotify/web-api-client';
import type { Logger } from '../../http/logger';
import { createSemaphore } from '../../lib/semaphore';
import { type DailyQuota, DailyQuotaError } from '../limits';
import { bestCandidate } from './candidates';

// `unavailable`: Spotify could not be asked (rate limit, outage); not cached, worth retrying.
export type MatchOutcome = 'found' | 'missing' | 'unavailable';
// `overQuota`: the person's daily share of Spotify searches is spent (features/limits).
export type MatchResult = { track: Track; outcome: MatchOutcome; overQuota?: DailyQuotaError };

// Whose token searches, and whose daily share the searches count against.
export type Searcher = { accessToken: string; userId: string };

export interface TrackMatcherOptions {
  db: Db;
  spotify: Pick<SpotifyWebApi, 'searchTracks'>;
  clock: () => Date;
  sleep?: (ms: number) => Promise<void>;
  concurrency?: number;
  // A Retry-After up to this long is waited out; longer ones are not (AMENDMENTS A4).
  maxWaitSeconds?: number;
  logger?: Pick<Logger, 'warn'>;
  quota: Pick<DailyQuota, 'spend'>;
}

const CANDIDATES = 5;
const LOOSE_CANDIDATES = 10;
const MAX_RATE_LIMIT_RETRIES = 3;
const FOUND_TTL_MS = 30 * 24 * 60 * 60 * 1000;
// Spotify's catalog grows; a miss is asked again sooner than a hit.
const MISSING_TTL_MS = 24 * 60 * 60 * 1000;

export type TrackMatcher = ReturnType<typeof createTrackMatcher>;

export function createTrackMatcher(options: TrackMatcherOptions) {
  const { db, spotify, clock } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const limit = createSemaphore(options.concurrency ?? 4);
  const maxWaitSeconds = options.maxWaitSeconds ?? 5;
  // Until when Spotify told us to stay away.
  let blockedUntil = 0;

  async function search(who: Searcher, query: string, count: number) {
    await options.quota.spend(who.userId, 'spotifySearches');
    for (let attempt = 0; ; attempt++) {
      if (clock().getTime() < blockedUntil) throw new SpotifyRateLimitError(null, false);
      try {
        return await limit(() => spotify.searchTracks(who.accessToken, query, count));
      } catch (error) {
        if (!(error instanceof SpotifyRateLimitError)) throw error;
        const wait = error.retryAfterSeconds ?? 1;
        if (error.quotaExceeded || wait > maxWaitSeconds || attempt >= MAX_RATE_LIMIT_RETRIES) {
          if (!error.quotaExceeded) blockedUntil = clock().getTime() + wait * 1000;
          throw error;
        }
        await sleep(wait * 1000);
      }
    }
  }

  async function lookUp(song: SongRef, who: Searcher): Promise<SearchTrack | null> {
    const clean = (text: string) => text.replace(/"/g, '').trim();
    const strict = song.artist
      ? `track:${clean(song.title)} artist:${clean(song.artist)}`
      : `track:${clean(song.title)}`;
    const first = bestCandidate(await search(who, strict, CANDIDATES), song);
    if (first) return first;
    const loose = `${normalizeTitle(song.title)} ${normalizeArtist(song.artist)}`.trim();
    return bestCandidate(await search(who, loose, LOOSE_CANDIDATES), song);
  }

  function isFresh(track: Track, fetchedAt: Date): boolean {
    const age = clock().getTime() - fetchedAt.getTime();
    return age < (track.found ? FOUND_TTL_MS : MISSING_TTL_MS);
  }

  async function matchUncached(song: SongRef, key: string, who: Searcher): Promise<MatchResult> {
    try {
      const found = await lookUp(song, who);
      const track = found ? toTrack(found) : notFound(song);
      await saveCachedTrack(db, key, track, clock());
      return { track, outcome: found ? 'found' : 'missing' } satisfies MatchResult;
    } catch (error) {
      if (error instanceof DailyQuotaError) {
        return { track: notFound(song), outcome: 'unavailable', overQuota: error };
      }
      options.logger?.warn({ err: error, song }, 'Spotify lookup failed');
      return { track: notFound(song), outcome: 'unavailable' } satisfies MatchResult;
    }
  }

  return {
    async match(song: SongRef, who: Searcher): Promise<MatchResult> {
      const [result] = await this.matchMany([song], who);
      return result ?? { track: notFound(song), outcome: 'unavailable' };
    },

    // In the order given; one cache query for all of them.
    async matchMany(songs: readonly SongRef[], who: Searcher): Promise<MatchResult[]> {
      const keys = songs.map((song) => songKey(song.title, song.artist));
      const cached = await findCachedTracks(db, [...new Set(keys)]);
      return Promise.all(
        songs.map((song, i) => {
          const key = keys[i] as string;
          const hit = cached.get(key);
          if (hit && isFresh(hit.track, hit.fetchedAt)) {
            return { track: hit.track, outcome: hit.track.found ? 'found' : 'missing' } as const;
          }
          return matchUncached(song, key, who);
        }),
      );
    },
  };
}

function toTrack(item: SearchTrack): Track {
  return {
    title: item.name,
    artist: item.artists.map((a) => a.name).join(', '),
    spotifyUri: item.uri,
    previewUrl: item.preview_url ?? null,
    albumArt: albumArt(item.album.images),
    durationMs: item.duration_ms ?? null,
    found: true,
  };
}

// The image nearest 300 px: sharp on a list row at 2x, far smaller than the 640 px one.
function albumArt(images: SearchTrack['album']['images']): string | null {
  const sized = [...images].sort(
    (a, b) => Math.abs((a.width ?? 300) - 300) - Math.abs((b.width ?? 300) - 300),
  );
  return sized[0]?.url ?? null;
}

function notFound(song: SongRef): Track {
  return {
    title: song.title,
    artist: song.artist,
    spotifyUri: null,
    previewUrl: null,
    albumArt: null,
    found: false,
  };
}

// The server-wide lookup cache (AMENDMENTS A4), keyed by the song's identity.
type CachedTrack = { track: Track; fetchedAt: Date };

async function findCachedTracks(db: Db, keys: string[]): Promise<Map<string, CachedTrack>> {
  if (keys.length === 0) return new Map();
  const rows = await db.select().from(trackCache).where(inArray(trackCache.lookupKey, keys));
  return new Map(
    rows.map((row) => [row.lookupKey, { track: row.track, fetchedAt: row.fetchedAt }]),
  );
}

async function saveCachedTrack(db: Db, key: string, track: Track, now: Date): Promise<void> {
  await db
    .insert(trackCache)
    .values({ lookupKey: key, track, fetchedAt: now })
    .onConflictDoUpdate({
      target: trackCache.lookupKey,
      set: { track: sql`excluded.track`, fetchedAt: sql`excluded.fetched_at` },
    });
}
