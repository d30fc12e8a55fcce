// The database, one table per stored concept. Migrations in ../../drizzle are generated from
// this file with `npm run db:generate` and run at start-up on PGlite and PostgreSQL alike.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  Activity,
  Creator,
  Playlist,
  ScreenSuggestion,
  Track,
  Video,
  YoutubeData,
} from '@moodtape/core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// AMENDMENTS A2: people are keyed by their Spotify user id.
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email'),
    displayName: text('display_name'),
    imageUrl: text('image_url'),
    moodtapeUsername: text('moodtape_username').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_username_key').on(sql`lower(${t.moodtapeUsername})`)],
);
export type UserRow = typeof users.$inferSelect;

// AMENDMENTS A1: the session cookie holds a random token; only its SHA-256 is stored, and
// the Spotify tokens are sealed with the session secret.
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenSealed: text('access_token_sealed').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    refreshTokenSealed: text('refresh_token_sealed'),
    scope: text('scope').notNull(),
    tokensUpdatedAt: timestamp('tokens_updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expiry_idx').on(t.expiresAt)],
);
export type SessionRow = typeof sessions.$inferSelect;

export const vibes = pgTable(
  'vibes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prompt: text('prompt').notNull().default(''),
    imageUrl: text('image_url'),
    playlistData: jsonb('playlist_data').$type<Playlist>().notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    youtubeData: jsonb('youtube_data').$type<YoutubeData>(),
    moviesData: jsonb('movies_data').$type<ScreenSuggestion[]>().notNull().default([]),
    tvShowsData: jsonb('tv_shows_data').$type<ScreenSuggestion[]>().notNull().default([]),
    activitiesData: jsonb('activities_data').$type<Activity[]>().notNull().default([]),
    creatorsData: jsonb('creators_data').$type<Creator[]>().notNull().default([]),
    saveCount: integer('save_count').notNull().default(0),
    // A saved copy remembers where it came from; the link fades if that vibe is deleted.
    originalVibeId: uuid('original_vibe_id').references((): AnyPgColumn => vibes.id, {
      onDelete: 'set null',
    }),
    relayVibeId: uuid('relay_vibe_id').references((): AnyPgColumn => vibes.id, {
      onDelete: 'set null',
    }),
    // The owner's username, copied here so Discover can search by creator with one index;
    // changing a username rewrites it on the person's vibes in the same transaction.
    creatorUsername: text('creator_username').notNull(),
    // Discover search (issue: public search by name, prompt or creator). The 'simple'
    // configuration does no stemming, so prefixes typed in any language still match.
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', creator_username), 'B') || setweight(to_tsvector('simple', prompt), 'C')`,
      ),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vibes_user_created_idx').on(t.userId, t.createdAt),
    index('vibes_public_created_idx')
      .on(t.createdAt)
      .where(sql`${t.isPublic}`),
    // Discover's ranking walks public vibes from the most saved (db/vibes.ts).
    index('vibes_public_popular_idx')
      .on(
        t.saveCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isPublic}`),
    index('vibes_public_search_idx')
      .using('gin', t.searchVector)
      .where(sql`${t.isPublic}`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vibeId: uuid('vibe_id')
      .notNull()
      .references(() => vibes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('comments_vibe_created_idx').on(t.vibeId, t.createdAt)],
);

// Who saved a copy of whose vibe: a vibe's save_count is the number of its rows, so one
// person saving and deleting copies again and again counts once.
export const vibeSavers = pgTable(
  'vibe_savers',
  {
    vibeId: uuid('vibe_id')
      .notNull()
      .references(() => vibes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vibeId, t.userId] })],
);

// AMENDMENTS A8: uploads are stored by content hash and served with their true type. The
// database keeps the bytes for every instance; each instance serves them from a file copy
// under DATA_DIR (features/uploads/image-files.ts), so no request reads them from here.
export const images = pgTable('images', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// AMENDMENTS A4: Spotify lookups are cached server-wide by normalized title and artist.
export const trackCache = pgTable('track_cache', {
  lookupKey: text('lookup_key').primaryKey(),
  track: jsonb('track').$type<Track>().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

// Per-person AI call counts in fixed one-minute windows. Kept in the database so that every
// server instance counts against the same limit (ARCHITECTURE: Scale).
export const aiCallWindows = pgTable(
  'ai_call_windows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    calls: integer('calls').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.windowStart] })],
);

// What each person spent today of the shared outside quotas (Spotify searches, video
// searches, poster lookups, AI calls, uploads), by UTC day; the fair share is in config.ts.
export const dailyUsage = pgTable(
  'daily_usage',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    resource: text('resource').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.resource] })],
);

// Request counts of the rate limiter in fixed windows, when several instances share one
// PostgreSQL and no Redis is configured (features/limits).
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_resets_idx').on(t.resetsAt)],
);

// AMENDMENTS A5: the video platform allows about 100 searches a day, so every answer of the
// search chain is kept server-wide, keyed by normalized query, type, page and page size.
export const videoSearchCache = pgTable(
  'video_search_cache',
  {
    cacheKey: text('cache_key').primaryKey(),
    videos: jsonb('videos').$type<Video[]>().notNull(),
    // Which step of the chain answered (youtube, alternative, last-resort), for the logs.
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('video_search_cache_expiry_idx').on(t.expiresAt)],
);

// spec 7 chain: page tokens are cached per query and type (and page size, which a token's
// offset depends on), so page N is asked with the token page N-1 gave.
export const videoPageTokens = pgTable(
  'video_page_tokens',
  {
    queryKey: text('query_key').notNull(),
    // The page this token fetches (2 and up).
    page: integer('page').notNull(),
    token: text('token').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.queryKey, t.page] }),
    index('video_page_tokens_fetched_idx').on(t.fetchedAt),
  ],
);

// An outside service that told us to stop until a given time: the video platform's daily
// quota, which resets at midnight Pacific time. Shared by every instance (ARCHITECTURE: Scale).
export const serviceBlocks = pgTable('service_blocks', {
  service: text('service').primaryKey(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
});

// Movie and TV posters from the movie database, keyed by kind, normalized title and year.
// A null path remembers "not found", so unknown titles are not asked again and again.
export const posterCache = pgTable(
  'poster_cache',
  {
    lookupKey: text('lookup_key').primaryKey(),
    posterPath: text('poster_path'),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('poster_cache_fetched_idx').on(t.fetchedAt)],
);
