import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, parties, states } from '../../db/schema/masters';

export type StateRow = typeof states.$inferSelect;
export type StateValues = Pick<typeof states.$inferInsert, 'name' | 'code'>;

export async function findStates(db: DbOrTx): Promise<StateRow[]> {
  return db
    .select()
    .from(states)
    .orderBy(sql`lower(${states.name})`, states.id);
}

export async function findStateById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(states).where(eq(states.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** States other than `exceptId` whose name (ignoring case) or code equals the given ones. */
export async function findStateClashes(
  db: DbOrTx,
  values: StateValues,
  exceptId?: number,
): Promise<StateRow[]> {
  return db
    .select()
    .from(states)
    .where(
      and(
        or(sql`lower(${states.name}) = lower(${values.name})`, eq(states.code, values.code)),
        exceptId === undefined ? undefined : ne(states.id, exceptId),
      ),
    );
}

export async function insertState(
  db: DbOrTx,
  values: StateValues & { createdBy: number },
): Promise<StateRow> {
  const [row] = await db.insert(states).values(values).returning();
  return row!;
}

export async function updateStateRow(
  db: DbOrTx,
  id: number,
  values: StateValues,
): Promise<StateRow | undefined> {
  const [row] = await db
    .update(states)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(states.id, id))
    .returning();
  return row;
}

export async function deleteStateRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(states).where(eq(states.id, id));
}

export async function countStateReferences(db: DbOrTx, id: number) {
  return {
    cities: await db.$count(cities, eq(cities.stateId, id)),
    parties: await db.$count(parties, eq(parties.stateId, id)),
  };
}
