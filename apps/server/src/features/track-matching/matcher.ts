// Finds songs on Spotify (AMENDMENTS A4): the cache first, then the spec's query
// "track:{title} artist:{artist}", then one looser query, and else `found: false`. A cached
// song is answered at once; searches wait in one server-wide queue that runs each list's
// earlier songs first (lookup-queue.ts). A short 429 pauses every search for its Retry-After;
// a long one or a spent quota makes the remaining lookups give up at once instead of queueing.
import { type SongRef, type Track, normalizeArtist, normalizeTitle, songKey } from '@moodtape/core';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trackCache } from '../../db/schema';
import { SpotifyRateLimitError } from '../../integrations/spotify/http';
import type { SearchTrack } from '../../integrations/spotify/schemas';
import type { SpotifyWebApi } from '../../integrations/spotify/web-api-client';
import type { Logger } from '../../http/logger';
import { type DailyQuota, DailyQuotaError } from '../limits';
import { bestCandidate } from './candidates';
import { createLookupQueue } from './lookup-queue';

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
  // Searches in flight at once, server-wide (SPOTIFY_SEARCH_CONCURRENCY, decision 015).
  concurrency?: number;
  // A Retry-After up to this long is waited out; longer ones are not (AMENDMENTS A4).
  maxWaitSeconds?: number;
  logger?: Pick<Logger, 'warn'>;
  quota: Pick<DailyQuota, 'spend'>;
}

// Measured in decision 015 (bench/crowd.bench.ts); config.ts holds the same default.
export const DEFAULT_SEARCH_CONCURRENCY = 8;
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
  const concurrency = options.concurrency ?? DEFAULT_SEARCH_CONCURRENCY;
  const queue = createLookupQueue({
    concurrency,
    clock,
    sleep,
  });
  const maxWaitSeconds = options.maxWaitSeconds ?? 5;
  // Until when Spotify told us to stay away for longer than is worth waiting.
  let blockedUntil = 0;
  const blocked = () => clock().getTime() < blockedUntil;

  // A 429 Spotify asks us to wait out. Every search waits, not only this one: Spotify's limit
  // is the app's. Paused before the slot is let go, so no other search slips through.
  const shortWait = (error: unknown): number | null => {
    if (!(error instanceof SpotifyRateLimitError) || error.quotaExceeded) return null;
    const wait = error.retryAfterSeconds ?? 1;
    return wait <= maxWaitSeconds ? wait : null;
  };

  // `position`: the song's place in its list, its turn in the queue.
  async function search(who: Searcher, query: string, count: number, position: number) {
    let spent = false;
    for (let attempt = 0; ; attempt++) {
      if (blocked()) throw new SpotifyRateLimitError(null, false);
      try {
        return await queue.run(position, async () => {
          // Checked again at its turn: the block may have begun while it waited.
          if (blocked()) throw new SpotifyRateLimitError(null, false);
          // Counted at its turn, not on arrival, so that the database, too, serves the
          // earlier songs first; a retry after a 429 is not counted again.
          if (!spent) await options.quota.spend(who.userId, 'spotifySearches');
          spent = true;
          await queue.resumed();
          try {
            return await spotify.searchTracks(who.accessToken, query, count);
          } catch (error) {
            const wait = shortWait(error);
            if (wait !== null) queue.pauseFor(wait * 1000);
            throw error;
          }
        });
      } catch (error) {
        if (!(error instanceof SpotifyRateLimitError) || blocked()) throw error;
        if (shortWait(error) === null) {
          // Too long to wait out: the remaining lookups give up at once until then.
          if (!error.quotaExceeded) {
            blockedUntil = clock().getTime() + (error.retryAfterSeconds ?? 1) * 1000;
          }
          throw error;
        }
        if (attempt >= MAX_RATE_LIMIT_RETRIES) throw error;
      }
    }
  }

  async function lookUp(song: SongRef, who: Searcher, position: number, eager: boolean) {
    const clean = (text: string) => text.replace(/"/g, '').trim();
    const strict = song.artist
      ? `track:${clean(song.title)} artist:${clean(song.artist)}`
      : `track:${clean(song.title)}`;
    const loose = `${normalizeTitle(song.title)} ${normalizeArtist(song.artist)}`.trim();
    // A streamed playlist's first song decides when the person can press play: while most
    // slots are free, the looser query goes out beside the strict one instead of after it. In
    // a crowd that spare search would hold back the next person's first song.
    if (eager && position === 0 && queue.freeSlots() * 2 > concurrency) {
      const strictSearch = search(who, strict, CANDIDATES, position);
      const looseSearch = search(who, loose, LOOSE_CANDIDATES, position);
      // Not awaited when the strict query finds the song.
      looseSearch.catch(() => {});
      const first = bestCandidate(await strictSearch, song);
      return first ?? bestCandidate(await looseSearch, song);
    }
    const first = bestCandidate(await search(who, strict, CANDIDATES, position), song);
    if (first) return first;
    return bestCandidate(await search(who, loose, LOOSE_CANDIDATES, position), song);
  }

  function isFresh(track: Track, fetchedAt: Date): boolean {
    const age = clock().getTime() - fetchedAt.getTime();
    return age < (track.found ? FOUND_TTL_MS : MISSING_TTL_MS);
  }

  async function matchUncached(
    song: SongRef,
    key: string,
    who: Searcher,
    position: number,
    eager: boolean,
  ): Promise<MatchResult> {
    try {
      const found: SearchTrack | null = await lookUp(song, who, position, eager);
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
    // `position`: the song's place in its playlist; earlier songs are searched first.
    match(song: SongRef, who: Searcher, position = 0): Promise<MatchResult> {
      return this.matchEach([song], who, position)[0] as Promise<MatchResult>;
    },

    // In the order given, which is also their turn; one cache query for all of them.
    matchMany(songs: readonly SongRef[], who: Searcher): Promise<MatchResult[]> {
      return Promise.all(this.matchEach(songs, who));
    },

    // Songs that arrived together (one cache query), each settling as soon as it is found:
    // a cached song at once, the others at their turn. `firstPosition`: the first song's
    // place in its playlist. `eager`: a person waits to press play on the first song, so it
    // may spend a spare search to be found sooner.
    matchEach(songs: readonly SongRef[], who: Searcher, firstPosition = 0, eager = false) {
      const keys = songs.map((song) => songKey(song.title, song.artist));
      const cached = findCachedTracks(db, [...new Set(keys)]);
      return songs.map(async (song, i): Promise<MatchResult> => {
        const key = keys[i] as string;
        const hit = (await cached).get(key);
        if (hit && isFresh(hit.track, hit.fetchedAt)) return cachedResult(hit.track);
        return matchUncached(song, key, who, firstPosition + i, eager);
      });
    },

    // Searches running and waiting, for tests and benchmarks.
    queueStats: () => queue.stats(),
  };
}

function cachedResult(track: Track): MatchResult {
  return { track, outcome: track.found ? 'found' : 'missing' };
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
