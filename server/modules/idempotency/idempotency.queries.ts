import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/** How long a key is remembered (the IETF Idempotency-Key draft leaves it to the server; we say 24 hours). */
export const KEY_LIFETIME_HOURS = 24;

/**
 * Makes the key known, or finds it: a new row when the key is new (or its old row has expired), else
 * the row as it stands. Never waits for a transaction that holds the row (DO NOTHING does not lock it).
 */
export async function claimKey(
  db: DbOrTx,
  values: { userId: number; key: string; fingerprint: string; route: string },
): Promise<{ row: IdempotencyKeyRow; created: boolean }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [inserted] = await db.insert(idempotencyKeys).values(values).onConflictDoNothing().returning();
    if (inserted) return { row: inserted, created: true };
    const [existing] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, values.userId), eq(idempotencyKeys.key, values.key)));
    if (!existing) continue; // removed in between (released or expired): insert again
    if (existing.createdAt.getTime() > Date.now() - KEY_LIFETIME_HOURS * 3_600_000) {
      return { row: existing, created: false };
    }
    await removeUnlocked(db, existing.id);
  }
  throw new Error('could not claim an idempotency key');
}

/**
 * Inside the request's transaction: holds the key's row until COMMIT, so another instance working on
 * the same key is told 409 at once (NOWAIT) instead of doing the work twice. Answers whether the key
 * was completed meanwhile.
 */
export async function lockKey(db: DbOrTx, id: number): Promise<{ completed: boolean } | undefined> {
  const [row] = await queryRows<{ completed: boolean }>(
    db,
    sql`select response_status is not null as completed from idempotency_keys where id = ${id} for update nowait`,
  );
  return row;
}

export async function completeKey(db: DbOrTx, id: number, status: number, body: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ responseStatus: status, responseBody: body, completedAt: new Date() })
    .where(eq(idempotencyKeys.id, id));
}

/**
 * Forgets a key whose request did not complete (it failed or was abandoned), so the client may send
 * the same key again, with the same or a corrected body. A row still held by a transaction is left.
 */
export async function releaseKey(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`
    delete from idempotency_keys
    where id = (select id from idempotency_keys
                where id = ${id} and response_status is null for update skip locked)`);
}

async function removeUnlocked(db: DbOrTx, id: number): Promise<void> {
  await db.execute(sql`
    delete from idempotency_keys
    where id = (select id from idempotency_keys where id = ${id} for update skip locked)`);
}

/** Removes keys past their lifetime; run now and then. */
export async function purgeExpiredKeys(db: DbOrTx): Promise<number> {
  const removed = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${KEY_LIFETIME_HOURS})`))
    .returning({ id: idempotencyKeys.id });
  return removed.length;
}
