import { and, eq, isNull, sql } from 'drizzle-orm';
import type { QualityGrade } from '../../../common/schemas/primitives';
import { queryRows, type Tx } from '../../db/client';
import { inventory, stockMovements } from '../../db/schema/books';
import { averageCostSql } from './average-cost';

// The stock side of postings. Every bucket change goes with a stock_movements row in the caller's
// transaction, so a bucket's currentStock and totalValue always equal the sums of its movements.

export interface BucketKey {
  cropId: number;
  /** null is its own bucket ("no grade"). */
  qualityGrade: QualityGrade | null;
}

export interface StockPosting {
  movementDate: string;
  source: { type: 'purchase' | 'sale'; id: number };
  createdBy: number | null;
}

/** Adds quantity and value (landed cost) to the bucket, creating it on first use. Returns the bucket id. */
export async function receiveStock(
  tx: Tx,
  bucket: BucketKey,
  movement: StockPosting & { quantity: string; value: string },
): Promise<number> {
  // One statement even when two purchases open the same new bucket at once; it leaves the row locked. The
  // movement goes in the same statement (one round trip: docs/decisions/0011-lists-and-writes-at-scale.md).
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`with bucket as (
          insert into ${inventory} (crop_id, quality_grade, current_stock, total_value)
          values (${bucket.cropId}, ${bucket.qualityGrade}, ${movement.quantity}::numeric, ${movement.value}::numeric)
          on conflict (crop_id, quality_grade) do update set
            current_stock = inventory.current_stock + excluded.current_stock,
            total_value = inventory.total_value + excluded.total_value,
            last_updated = now()
          returning id
        ), movement as (
          insert into ${stockMovements} (inventory_id, movement_date, source_type, source_id, quantity_in, value_in,
            created_by)
          select id, ${movement.movementDate}, ${movement.source.type}, ${movement.source.id},
            ${movement.quantity}::numeric, ${movement.value}::numeric, ${movement.createdBy}
          from bucket
        )
        select id from bucket`,
  );
  if (!row) throw new Error('inventory upsert returned no row');
  return row.id;
}

export interface LockedBucket {
  id: number;
  currentStock: string;
  totalValue: string;
  /**
   * What taking `quantity` out costs: quantity × averageCost rounded half-up to paise, never more than
   * the bucket's value, and the whole remaining value when the quantity empties the bucket (so value
   * reaches exactly 0). Meaningless when the bucket holds less than `quantity`.
   */
  costAmount: string;
}

/**
 * Locks the bucket row (SELECT … FOR UPDATE) until the caller's transaction ends and prices taking
 * `quantity` from it. The lock is what keeps stock from going below zero: without it two concurrent
 * sales could both read "20 in stock", both pass the check and both take 15. With it the second one
 * waits, then reads the first one's result (READ COMMITTED re-reads a row it waited for). The lock
 * lives in the database, so it holds across app instances too. Undefined when the bucket does not exist.
 */
export async function lockBucket(
  tx: Tx,
  bucket: BucketKey,
  quantity: string,
): Promise<LockedBucket | undefined> {
  const q = sql`${quantity}::numeric`;
  const average = averageCostSql(inventory.totalValue, inventory.currentStock);
  const [row] = await tx
    .select({
      id: inventory.id,
      currentStock: inventory.currentStock,
      totalValue: inventory.totalValue,
      costAmount: sql<string>`(case
        when ${inventory.currentStock} <= ${q} then ${inventory.totalValue}
        else least(${inventory.totalValue}, round(${q} * ${average}, 2))
      end)::text`,
    })
    .from(inventory)
    .where(
      and(
        eq(inventory.cropId, bucket.cropId),
        bucket.qualityGrade === null
          ? isNull(inventory.qualityGrade)
          : eq(inventory.qualityGrade, bucket.qualityGrade),
      ),
    )
    .for('update');
  return row;
}

/** Takes quantity and value out of a bucket the caller has locked with lockBucket. */
export async function issueStock(
  tx: Tx,
  bucketId: number,
  movement: StockPosting & { quantity: string; value: string },
): Promise<void> {
  // The bucket and its movement in one statement (one round trip: docs/decisions/0011-lists-and-writes-at-scale.md).
  await tx.execute(
    sql`with bucket as (
          update ${inventory} set current_stock = current_stock - ${movement.quantity}::numeric,
            total_value = total_value - ${movement.value}::numeric, last_updated = now()
          where id = ${bucketId}
        )
        insert into ${stockMovements} (inventory_id, movement_date, source_type, source_id, quantity_out, value_out,
          created_by)
        values (${bucketId}, ${movement.movementDate}, ${movement.source.type}, ${movement.source.id},
          ${movement.quantity}::numeric, ${movement.value}::numeric, ${movement.createdBy})`,
  );
}

/**
 * Reverses the stock movements of a cancelled purchase or sale (docs/corrections.md#cancel), in the caller's
 * transaction: each movement of the source not yet reversed gets its mirror (in ↔ out, same quantity, value,
 * date and source, `reversalOf` naming it), and its bucket moves back by exactly that. The caller has locked
 * the bucket (lockBucket) and checked that it holds what a purchase's reversal takes out.
 */
export async function reverseStockMovements(
  tx: Tx,
  source: { type: 'purchase' | 'sale'; id: number },
  createdBy: number | null,
): Promise<void> {
  const reversed = await queryRows<{ inventoryId: number; stock: string; value: string }>(
    tx,
    sql`insert into stock_movements (inventory_id, movement_date, source_type, source_id, quantity_in, quantity_out,
          value_in, value_out, reversal_of, created_by)
        select m.inventory_id, m.movement_date, m.source_type, m.source_id, m.quantity_out, m.quantity_in,
          m.value_out, m.value_in, m.id, ${createdBy}
        from stock_movements m
        where m.source_type = ${source.type} and m.source_id = ${source.id} and m.reversal_of is null
          and not exists (select 1 from stock_movements r where r.reversal_of = m.id)
        order by m.id
        returning inventory_id as "inventoryId", (quantity_in - quantity_out)::text as stock,
          (value_in - value_out)::text as value`,
  );
  for (const r of reversed) {
    await tx
      .update(inventory)
      .set({
        currentStock: sql`${inventory.currentStock} + ${r.stock}::numeric`,
        totalValue: sql`${inventory.totalValue} + ${r.value}::numeric`,
        lastUpdated: sql`now()`,
      })
      .where(eq(inventory.id, r.inventoryId));
  }
}

/**
 * The sales still standing that took stock from a purchase's bucket after it, in the order of the stock
 * movements (whatever their dates): what makes cancelling that purchase impossible (docs/corrections.md#cancel).
 */
export async function liveSalesAfterPurchase(tx: Tx, purchaseId: number): Promise<number[]> {
  const rows = await queryRows<{ saleId: number }>(
    tx,
    sql`select distinct m.source_id as "saleId"
        from stock_movements p
        join stock_movements m on m.inventory_id = p.inventory_id and m.id > p.id
          and m.source_type = 'sale' and m.reversal_of is null
        where p.source_type = 'purchase' and p.source_id = ${purchaseId} and p.reversal_of is null
          and not exists (select 1 from cancellations c where c.entity = 'sale' and c.entity_id = m.source_id)
        order by 1`,
  );
  return rows.map((r) => Number(r.saleId));
}
