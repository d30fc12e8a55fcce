// Who may see a vibe (AMENDMENTS A2): anyone when it is public, only its owner otherwise.
// A vibe someone may not see answers exactly like one that does not exist.
import { findVibe, type VibeRow } from '../db/vibes';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';

export const VIBE_NOT_FOUND = 'That vibe does not exist or is private.';

export function canSee(vibe: VibeRow, viewerId: string | null): boolean {
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
