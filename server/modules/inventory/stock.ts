import { and, eq, isNull, sql } from 'drizzle-orm';
import type { QualityGrade } from '../../../common/schemas/primitives';
import { queryRows, type Tx } from '../../db/client';
import { inventory, stockMovements } from '../../db/schema/books';
import { averageCostSql } from './average-cost';
import { sumAt } from '../../../common/decimal';

// The stock side of postings. Every bucket change goes with a stock_movements row in the caller's
// transaction, so a bucket's currentStock and totalValue always equal the sums of its movements.

export interface BucketKey {
  cropId: number;
  /** null is its own bucket ("no grade"). */
  qualityGrade: QualityGrade | null;
}

/** What moves stock: a purchase, a sale, or a stock adjustment (docs/posting.md#stock-adjustments). */
export type StockSourceType = 'purchase' | 'sale' | 'stock_adjustment';

export interface StockPosting {
  movementDate: string;
  source: { type: StockSourceType; id: number };
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
  /** totalValue ÷ currentStock rounded half-up to paise (averageCostSql); 0.00 for an empty bucket. */
  averageCost: string;
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
      averageCost: sql<string>`(${average})::text`,
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
 * Reverses the stock movements of a cancelled purchase, sale or stock adjustment (docs/corrections.md#cancel), in the caller's
 * transaction: each movement of the source not yet reversed gets its mirror (in ↔ out, same quantity, value,
 * date and source, `reversalOf` naming it), and its bucket moves back by exactly that. The caller has locked
 * the bucket (lockBucket) and checked that it holds what a purchase's reversal takes out.
 */
export async function reverseStockMovements(
  tx: Tx,
  source: { type: StockSourceType; id: number | readonly number[] },
  createdBy: number | null,
): Promise<void> {
  // A purchase's lot may be carried by several purchases (a price correction, lotPurchaseIds): all of them.
  const ids = typeof source.id === 'number' ? [source.id] : source.id;
  const reversed = await queryRows<{ inventoryId: number; stock: string; value: string }>(
    tx,
    sql`insert into stock_movements (inventory_id, movement_date, source_type, source_id, kind, quantity_in,
          quantity_out, value_in, value_out, reversal_of, created_by)
        select m.inventory_id, m.movement_date, m.source_type, m.source_id, m.kind, m.quantity_out, m.quantity_in,
          m.value_out, m.value_in, m.id, ${createdBy}
        from stock_movements m
        where m.source_type = ${source.type} and m.source_id in ${sqlIdList(ids)} and m.reversal_of is null
          and not exists (select 1 from stock_movements r where r.reversal_of = m.id)
        order by m.id
        returning inventory_id as "inventoryId", (quantity_in - quantity_out)::text as stock,
          (value_in - value_out)::text as value`,
  );
  // One update a bucket with the sum of its reversals: a lot and its revaluations leave together (taking the
  // lot's quantity first would leave a bucket with value and no stock, which its check refuses).
  const byBucket = new Map<number, { stock: string[]; value: string[] }>();
  for (const r of reversed) {
    const sums = byBucket.get(r.inventoryId) ?? { stock: [], value: [] };
    sums.stock.push(r.stock);
    sums.value.push(r.value);
    byBucket.set(r.inventoryId, sums);
  }
  for (const [inventoryId, sums] of byBucket) {
    await tx
      .update(inventory)
      .set({
        currentStock: sql`${inventory.currentStock} + ${sumAt(sums.stock, 3)}::numeric`,
        totalValue: sql`${inventory.totalValue} + ${sumAt(sums.value, 2)}::numeric`,
        lastUpdated: sql`now()`,
      })
      .where(eq(inventory.id, inventoryId));
  }
}

/** The records still standing that took stock out of a bucket after something put stock in. */
export interface LaterTakers {
  sales: number[];
  /** Stock adjustments that decreased the bucket (docs/posting.md#stock-adjustments). */
  adjustments: number[];
}

/**
 * The sales and decreasing stock adjustments still standing that took stock from the bucket of what put stock
 * in (a purchase's lot, the purchases that carry it: lotPurchaseIds; or an increasing stock adjustment) after
 * it, in the order of the stock movements (whatever their dates): what makes cancelling that purchase or
 * adjustment impossible (docs/corrections.md#cancel). Taking out after it may have left the bucket unable to
 * give back what it put in as it came.
 */
export async function liveTakersAfter(
  tx: Tx,
  source: { type: 'purchase' | 'stock_adjustment'; ids: readonly number[] },
): Promise<LaterTakers> {
  const rows = await queryRows<{ type: 'sale' | 'stock_adjustment'; id: number }>(
    tx,
    sql`select distinct m.source_type as type, m.source_id as id
        from stock_movements p
        join stock_movements m on m.inventory_id = p.inventory_id and m.id > p.id
          and m.source_type in ('sale', 'stock_adjustment') and m.quantity_out > 0 and m.reversal_of is null
        where p.source_type = ${source.type} and p.source_id in ${sqlIdList(source.ids)} and p.reversal_of is null
          and not exists (select 1 from cancellations c where c.entity = m.source_type and c.entity_id = m.source_id)
        order by 1, 2`,
  );
  return {
    sales: rows.filter((r) => r.type === 'sale').map((r) => Number(r.id)),
    adjustments: rows.filter((r) => r.type === 'stock_adjustment').map((r) => Number(r.id)),
  };
}

/** `(1, 2, 3)` for an `in`; never empty. */
function sqlIdList(ids: readonly number[]) {
  if (ids.length === 0) throw new Error('an empty id list');
  return sql`(${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The value a purchase's lot holds in its bucket: Σ value in − out of its lot's movements not reversed (its
 * landed cost, and the revaluations of price corrections since: docs/corrections.md#correct).
 */
export async function lotValue(tx: Tx, purchaseIds: readonly number[]): Promise<string> {
  const [row] = await queryRows<{ value: string }>(
    tx,
    sql`select coalesce(sum(m.value_in - m.value_out), 0)::numeric(20, 2)::text as value
        from stock_movements m
        where m.source_type = 'purchase' and m.source_id in ${sqlIdList(purchaseIds)} and m.reversal_of is null
          and not exists (select 1 from stock_movements r where r.reversal_of = m.id)`,
  );
  return row!.value;
}

/**
 * Moves a bucket's value alone (docs/corrections.md#correct, a price corrected after the stock moved on): one
 * append-only revaluation movement, quantity 0, `value` signed (in when positive, out when negative), never 0.
 * The caller has locked the bucket and checked that its value stays at or above zero.
 */
export async function revalueStock(
  tx: Tx,
  bucketId: number,
  movement: StockPosting & { value: string },
): Promise<void> {
  const up = !movement.value.startsWith('-');
  const amount = up ? movement.value : movement.value.slice(1);
  await tx.execute(
    sql`with bucket as (
          update ${inventory} set total_value = total_value + ${movement.value}::numeric, last_updated = now()
          where id = ${bucketId}
        )
        insert into ${stockMovements} (inventory_id, movement_date, source_type, source_id, kind, value_in,
          value_out, created_by)
        values (${bucketId}, ${movement.movementDate}, ${movement.source.type}, ${movement.source.id}, 'revaluation',
          ${up ? amount : '0'}::numeric, ${up ? '0' : amount}::numeric, ${movement.createdBy})`,
  );
}
