import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { authEvents, sessions, users } from '../../db/schema/users';

export async function insertSession(
  db: DbOrTx,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

// The session check runs before every signed-in request, so it is prepared once per database handle: drizzle
// builds its SQL once, and on PostgreSQL each pooled connection parses and plans it once (a named statement)
// instead of on every request (docs/decisions/0005-performance.md).
function prepareLiveSession(db: DbOrTx) {
  return db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      user: {
        id: users.id,
        email: users.email,
        username: users.username,
        role: users.role,
        language: users.language,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // Deactivating revokes the sessions too; this also holds for one made between the two.
        eq(users.active, true),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

const liveSessionQueries = new WeakMap<DbOrTx, ReturnType<typeof prepareLiveSession>>();

export async function findLiveSession(db: DbOrTx, tokenHash: string) {
  let query = liveSessionQueries.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    liveSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  return row;
}

export async function touchSession(db: DbOrTx, sessionId: number, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date(), expiresAt }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/**
 * Records a sign-in attempt as failed before anything is checked (docs/operations.md, throttling);
 * it becomes a success or a throttled attempt once decided. Commits on its own, so concurrent attempts
 * count each other.
 */
export async function insertSignInAttempt(
  db: DbOrTx,
  values: { email: string; ip: string },
): Promise<number> {
  const [row] = await db
    .insert(authEvents)
    .values({ event: 'login_failed', email: values.email, ip: values.ip })
    .returning({ id: authEvents.id });
  return row!.id;
}

export async function settleSignInAttempt(
  db: DbOrTx,
  id: number,
  outcome: { event: 'login_failed' | 'login_succeeded' | 'login_throttled'; userId: number | null },
): Promise<void> {
  await db.update(authEvents).set(outcome).where(eq(authEvents.id, id));
}

export async function countRecentFailures(
  db: DbOrTx,
  by: { email: string } | { ip: string },
  windowMinutes: number,
): Promise<number> {
  const who = 'email' in by ? eq(authEvents.email, by.email) : eq(authEvents.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(authEvents)
    .where(
      and(
        who,
        eq(authEvents.event, 'login_failed'),
        gt(authEvents.createdAt, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    );
  return Number(row?.n ?? 0);
}
