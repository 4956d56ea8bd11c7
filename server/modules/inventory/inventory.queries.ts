import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inventory } from '../../db/schema/books';
import { crops } from '../../db/schema/masters';
import { averageCostSql } from './average-cost';

/**
 * The crop a transaction moves: its name and unit go into messages and ledger descriptions. FOR SHARE
 * until the caller's transaction ends: postings of one crop run side by side, but a unit change waits
 * for them (and then counts them), or they wait for it (and then read the new unit).
 */
export async function findCrop(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: crops.id, name: crops.name, unit: crops.unit })
    .from(crops)
    .where(eq(crops.id, id))
    .for('share');
  return row;
}

/** Every bucket, empty ones too, by crop name then grade (ungraded last). */
export async function listInventory(db: DbOrTx) {
  return db
    .select({
      id: inventory.id,
      cropId: inventory.cropId,
      qualityGrade: inventory.qualityGrade,
      currentStock: inventory.currentStock,
      averageCost: sql<string>`(${averageCostSql(inventory.totalValue, inventory.currentStock)})::text`,
      totalValue: inventory.totalValue,
      lastUpdated: inventory.lastUpdated,
    })
    .from(inventory)
    .innerJoin(crops, eq(crops.id, inventory.cropId))
    .orderBy(sql`lower(${crops.name})`, sql`${inventory.qualityGrade} asc nulls last`, asc(inventory.id));
}
