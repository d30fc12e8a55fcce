import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SessionRow, sessions, users } from '../../db/schema';
import type { SessionWithUser } from '../../http/session';

type NewSession = typeof sessions.$inferInsert;

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findLiveSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<SessionWithUser | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export async function updateSessionTokens(
  db: Db,
  tokenHash: string,
  tokens: Pick<
    SessionRow,
    | 'accessTokenSealed'
    | 'accessTokenExpiresAt'
    | 'refreshTokenSealed'
    | 'scope'
    | 'tokensUpdatedAt'
  >,
): Promise<void> {
  await db.update(sessions).set(tokens).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

// Run with the hourly sweep (app.ts).
export async function sweepExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
