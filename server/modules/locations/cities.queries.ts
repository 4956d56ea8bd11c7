import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cities, parties } from '../../db/schema/masters';

export type CityRow = typeof cities.$inferSelect;
export type CityValues = Pick<typeof cities.$inferInsert, 'name' | 'stateId'>;

export async function findCities(db: DbOrTx): Promise<CityRow[]> {
  return db
    .select()
    .from(cities)
    .orderBy(sql`lower(${cities.name})`, cities.id);
}

export async function findCityById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(cities).where(eq(cities.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** A city other than `exceptId` in the same state with the same name, ignoring case. */
export async function findCityClash(db: DbOrTx, values: CityValues, exceptId?: number) {
  const [row] = await db
    .select()
    .from(cities)
    .where(
      and(
        eq(cities.stateId, values.stateId),
        sql`lower(${cities.name}) = lower(${values.name})`,
        exceptId === undefined ? undefined : ne(cities.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertCity(db: DbOrTx, values: CityValues & { createdBy: number }): Promise<CityRow> {
  const [row] = await db.insert(cities).values(values).returning();
  return row!;
}

export async function updateCityRow(
  db: DbOrTx,
  id: number,
  values: CityValues,
): Promise<CityRow | undefined> {
  const [row] = await db
    .update(cities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(cities.id, id))
    .returning();
  return row;
}

export async function deleteCityRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(cities).where(eq(cities.id, id));
}

export async function countCityParties(db: DbOrTx, id: number): Promise<number> {
  return db.$count(parties, eq(parties.cityId, id));
}
