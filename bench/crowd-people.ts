// Distinct signed-in people for load benchmarks. The emulated Spotify admits three people on
// its user list, so one of them signs in through the real consent flow and each other person
// is a Moodtape user of their own holding a copy of that sign-in's sealed Spotify tokens: the
// server sees N users, N sessions and N daily quotas, and Spotify sees one account.
import { eq } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { sessions, users } from '../apps/server/src/db/schema';
import { randomToken, sha256Hex } from '../apps/server/src/lib/secrets';

export async function crowdSessions(db: Db, signedIn: string, count: number): Promise<string[]> {
  const [template] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256Hex(signedIn)));
  if (!template) throw new Error('the signed-in session is not in the database');
  const tokens: string[] = [];
  for (let i = 1; i <= count; i++) {
    const id = `crowd.${String(i).padStart(2, '0')}`;
    await db
      .insert(users)
      .values({ id, displayName: `Crowd ${i}`, moodtapeUsername: `crowd_${i}` })
      .onConflictDoNothing();
    const token = randomToken(32);
    await db.insert(sessions).values({ ...template, tokenHash: sha256Hex(token), userId: id });
    tokens.push(token);
  }
  return tokens;
}
