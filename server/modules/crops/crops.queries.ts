import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inventory } from '../../db/schema/books';
import { crops } from '../../db/schema/masters';
import { purchases, sales } from '../../db/schema/transactions';

export type CropRow = typeof crops.$inferSelect;
export type CropValues = Pick<typeof crops.$inferInsert, 'name' | 'unit' | 'basePrice'>;

export async function findCrops(db: DbOrTx): Promise<CropRow[]> {
  return db
    .select()
    .from(crops)
    .orderBy(sql`lower(${crops.name})`, crops.id);
}

export async function findCropById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(crops).where(eq(crops.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** A crop other than `exceptId` with the same name, ignoring case. */
export async function findCropByName(db: DbOrTx, name: string, exceptId?: number) {
  const [row] = await db
    .select()
    .from(crops)
    .where(
      and(
        sql`lower(${crops.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(crops.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertCrop(db: DbOrTx, values: CropValues & { createdBy: number }): Promise<CropRow> {
  const [row] = await db.insert(crops).values(values).returning();
  return row!;
}

export async function updateCropRow(
  db: DbOrTx,
  id: number,
  values: CropValues,
): Promise<CropRow | undefined> {
  const [row] = await db
    .update(crops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(crops.id, id))
    .returning();
  return row;
}

export async function deleteCropRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(crops).where(eq(crops.id, id));
}

export async function countCropReferences(db: DbOrTx, id: number) {
  return {
    purchases: await db.$count(purchases, eq(purchases.cropId, id)),
    sales: await db.$count(sales, eq(sales.cropId, id)),
    stock: await db.$count(inventory, eq(inventory.cropId, id)),
  };
}
