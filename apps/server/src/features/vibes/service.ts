// Saving, changing and finding vibes (spec 4 Vibe, spec 7). Only owners change their vibes;
// saving someone's public vibe makes the saver's own copy and counts the save.
import {
  type CreateVibeRequest,
  PUBLIC_VIBES_PAGE_SIZE,
  type PublicVibesQuery,
  type UpdateVibeResponse,
  type Vibe,
  type VibeSummary,
} from '@moodtape/core';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import {
  deleteOwnVibe,
  findVibe,
  insertVibe,
  listVibesOf,
  recordSave,
  searchPublicVibes,
  updateOwnVibe,
  type VibeRow,
  type VibeSummaryRow,
} from './queries';
import { toPrefixTsquery } from './search-query';

export type VibeService = ReturnType<typeof createVibeService>;

// Who may see a vibe (AMENDMENTS A2): anyone when it is public, only its owner otherwise.
// A vibe someone may not see answers exactly like one that does not exist.
const VIBE_NOT_FOUND = 'That vibe does not exist or is private.';

function canSee(vibe: VibeRow, viewerId: string | null): boolean {
  return vibe.isPublic || vibe.userId === viewerId;
}

export async function findVisibleVibe(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<VibeRow> {
  const vibe = await findVibe(db, id);
  if (!vibe || !canSee(vibe, viewerId)) throw new NotFoundError(VIBE_NOT_FOUND);
  return vibe;
}

// What a list's summary and the whole vibe both say about a vibe.
function vibeHeader(row: VibeSummaryRow | VibeRow) {
  return {
    id: row.id,
    name: row.name,
    prompt: row.prompt,
    image_url: row.imageUrl,
    is_public: row.isPublic,
    created_at: row.createdAt.toISOString(),
    save_count: row.saveCount,
    original_vibe_id: row.originalVibeId,
    relay_vibe_id: row.relayVibeId,
    moodtape_username: row.creatorUsername,
    spotify_username: row.userId,
  };
}

function toVibe(row: VibeRow): Vibe {
  return {
    ...vibeHeader(row),
    playlist_data: row.playlistData,
    youtube_data: row.youtubeData,
    movies_data: row.moviesData,
    tv_shows_data: row.tvShowsData,
    activities_data: row.activitiesData,
    creators_data: row.creatorsData,
  };
}

// Lists answer summaries (core VibeSummarySchema); the query already cut the prompt.
function toVibeSummary(row: VibeSummaryRow): VibeSummary {
  return { ...vibeHeader(row), cover_url: row.coverUrl, track_count: row.trackCount };
}

export function createVibeService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  // Someone else's public vibe answers 403; a private one stays invisible (404).
  async function refuseChange(id: string, userId: string): Promise<never> {
    const vibe = await findVibe(db, id);
    if (vibe && canSee(vibe, userId)) {
      throw new ForbiddenError('Only the person who saved this vibe can change it.');
    }
    throw new NotFoundError(VIBE_NOT_FOUND);
  }

  return {
    async listOwn(userId: string): Promise<VibeSummary[]> {
      return (await listVibesOf(db, userId)).map(toVibeSummary);
    },

    async get(id: string, viewerId: string | null): Promise<Vibe> {
      return toVibe(await findVisibleVibe(db, id, viewerId));
    },

    create(user: UserRow, body: CreateVibeRequest): Promise<Vibe> {
      const now = clock();
      return db.transaction(async (tx) => {
        let originalVibeId: string | null = null;
        let relayVibeId: string | null = null;
        if (body.relay_vibe_id) {
          const relay = await findVisibleVibe(tx, body.relay_vibe_id, user.id);
          relayVibeId = relay.id;
          // The chain's first vibe, however many people passed it on.
          originalVibeId = relay.originalVibeId ?? relay.id;
          // Saving your own vibe again is not a vote for it; each other person counts once.
          if (relay.userId !== user.id) await recordSave(tx, relay.id, user.id);
        }
        const row = await insertVibe(tx, {
          userId: user.id,
          creatorUsername: user.moodtapeUsername,
          name: body.name,
          prompt: body.prompt,
          imageUrl: body.image_url,
          playlistData: body.playlist_data,
          isPublic: body.is_public,
          youtubeData: body.youtube_data,
          moviesData: body.movies_data,
          tvShowsData: body.tv_shows_data,
          activitiesData: body.activities_data,
          creatorsData: body.creators_data,
          originalVibeId,
          relayVibeId,
          createdAt: now,
          updatedAt: now,
        });
        return toVibe(row);
      });
    },

    async update(
      id: string,
      userId: string,
      patch: { name?: string; is_public?: boolean },
    ): Promise<UpdateVibeResponse> {
      const row = await updateOwnVibe(db, id, userId, {
        name: patch.name,
        isPublic: patch.is_public,
        updatedAt: clock(),
      });
      if (!row) return refuseChange(id, userId);
      return { name: row.name, is_public: row.isPublic };
    },

    async remove(id: string, userId: string): Promise<void> {
      if (!(await deleteOwnVibe(db, id, userId))) await refuseChange(id, userId);
    },

    async searchPublic(query: PublicVibesQuery): Promise<VibeSummary[]> {
      const rows = await searchPublicVibes(db, {
        tsquery: toPrefixTsquery(query.search),
        limit: PUBLIC_VIBES_PAGE_SIZE,
        offset: (query.page - 1) * PUBLIC_VIBES_PAGE_SIZE,
      });
      return rows.map(toVibeSummary);
    },
  };
}
