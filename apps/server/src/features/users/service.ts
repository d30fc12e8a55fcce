// People and their Moodtape usernames: unique regardless of case, with a free default
// picked from the Spotify display name on first sign-in.
import { defaultUsernameBase, validateUsername, type UserProfile } from '@moodtape/core';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { ConflictError, ValidationError } from '../../errors';
import {
  findUser,
  findUserByUsername,
  setUsername,
  type SpotifyIdentity,
  upsertSpotifyUser,
  usernamesStartingWith,
} from './queries';

export type UserService = ReturnType<typeof createUserService>;

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    display_name: user.displayName,
    email: user.email,
    images: user.imageUrl ? [{ url: user.imageUrl }] : [],
    moodtape_username: user.moodtapeUsername,
  };
}

export function createUserService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;

  async function pickDefaultUsername(identity: SpotifyIdentity): Promise<string> {
    const stem = defaultUsernameBase(identity.displayName, identity.id);
    const taken = await usernamesStartingWith(db, stem);
    if (!taken.has(stem.toLowerCase())) return stem;
    for (let n = 2; ; n++) {
      const candidate = `${stem}${n}`;
      if (!taken.has(candidate.toLowerCase())) return candidate;
    }
  }

  return {
    async ensureSpotifyUser(identity: SpotifyIdentity): Promise<UserRow> {
      const existing = await findUser(db, identity.id);
      const now = clock();
      if (existing) {
        return (await upsertSpotifyUser(db, identity, existing.moodtapeUsername, now)) ?? existing;
      }
      // Two first sign-ins can race for the same default name; the loser picks again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await upsertSpotifyUser(db, identity, await pickDefaultUsername(identity), now);
        if (row) return row;
      }
      throw new ConflictError('Could not pick a username. Please try again.');
    },

    async checkUsername(
      raw: string,
      currentUserId: string | null,
    ): Promise<{ available: boolean }> {
      const result = validateUsername(raw);
      if (!result.ok) throw new ValidationError(result.message);
      const holder = await findUserByUsername(db, result.username);
      return { available: !holder || holder.id === currentUserId };
    },

    async updateUsername(userId: string, raw: string): Promise<{ moodtape_username: string }> {
      const result = validateUsername(raw);
      if (!result.ok) throw new ValidationError(result.message);
      // The unique index on lower(username) is the judge, so two people racing for a name
      // cannot both win; changing only the case of your own name is allowed.
      if (!(await setUsername(db, userId, result.username, clock()))) {
        throw new ConflictError(`The username "${result.username}" is already taken.`);
      }
      return { moodtape_username: result.username };
    },
  };
}
