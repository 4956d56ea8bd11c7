import { sql } from 'drizzle-orm';
import { add, compare, divide, isZero, multiply, subtract } from '../../../common/decimal';
import { msg } from '../../../common/messages';
import type { QualityGrade } from '../../../common/schemas/primitives';
import { queryRows, type Tx } from '../../db/client';
import { costAdjustments } from '../../db/schema/corrections';
import { AppError } from '../../lib/app-error';
import { revalueStock, type LockedBucket } from '../inventory/stock';

// A price corrected after the stock moved on (docs/corrections.md#a-price-corrected-after-the-stock-moved-on,
// ADR 0009). An amendment of a purchase that keeps its lot (crop, grade, quantity and date) and changes what
// it cost leaves the lot's stock movements where they are, carried by the new purchase, instead of taking the
// lot out and putting it back: the difference d is split between the bucket's value (what is left of the lot)
// and a cost-of-goods adjustment (what was sold of it), one row of cost_adjustments recording both.

interface Lot {
  cropId: number;
  qualityGrade: QualityGrade | null;
  quantity: string;
  purchaseDate: string;
}

/** True when the amendment keeps the lot: the same crop, grade, quantity and date (only what it cost may differ). */
export function keepsLot(
  old: Lot,
  input: { cropId: number; qualityGrade?: QualityGrade | null } & Omit<Lot, 'cropId' | 'qualityGrade'>,
): boolean {
  return (
    old.cropId === input.cropId &&
    old.qualityGrade === (input.qualityGrade ?? null) &&
    compare(old.quantity, input.quantity) === 0 &&
    old.purchaseDate === input.purchaseDate
  );
}

/**
 * The purchases whose stock movements make up a purchase's lot: itself and, back through its price
 * corrections, the purchases it carries the lot of. A cancel reverses all of their movements and a sale after
 * any of them holds the lot in the bucket.
 */
export async function lotPurchaseIds(tx: Tx, purchaseId: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with recursive lot(id) as (
          select ${purchaseId}::int
          union
          select ca.amends_purchase_id from cost_adjustments ca join lot on ca.purchase_id = lot.id
          where ca.reversal_of is null
        )
        select id from lot order by id`,
  );
  return rows.map((r) => Number(r.id));
}

export interface PriceCorrected {
  revaluation: string;
  costAdjustment: string;
}

/**
 * Splits d = new landed cost − old by what is left of the lot: the bucket's value moves by d × min(b, q) ÷ q
 * (half-up to the paisa) through one revaluation movement of the new purchase, and the rest is a cost-of-goods
 * adjustment dated `day`. 409 when the bucket's value would go below zero. The caller has locked the bucket
 * and recorded the new purchase without stock (recordPurchase's receiveStock: false).
 */
export async function correctPrice(
  tx: Tx,
  c: {
    old: { id: number; quantity: string; finalAmount: string; qualityGrade: QualityGrade | null };
    newPurchase: { id: number; finalAmount: string };
    bucket: LockedBucket;
    crop: { name: string };
    day: string;
    createdBy: number | null;
  },
): Promise<PriceCorrected> {
  const d = subtract(c.newPurchase.finalAmount, c.old.finalAmount);
  const q = c.old.quantity;
  const b = c.bucket.currentStock;
  const left = compare(b, q) < 0 ? b : q;
  // d (2 places) × left (3 places) is exact at 5 places; one rounding, in the division.
  const revaluation = isZero(d) || isZero(left) ? '0.00' : divide(multiply(d, left, 5), q, 2);
  const costAdjustment = subtract(d, revaluation);
  const value = add(c.bucket.totalValue, revaluation);
  if (compare(value, '0') < 0) {
    throw AppError.conflictCode(
      c.old.qualityGrade === null
        ? msg('corrections.valueBelowZero', { crop: c.crop.name, value })
        : msg('corrections.valueBelowZeroOfGrade', { crop: c.crop.name, grade: c.old.qualityGrade, value }),
      'STOCK_TAKEN',
    );
  }
  const source = { type: 'purchase' as const, id: c.newPurchase.id };
  if (!isZero(revaluation)) {
    await revalueStock(tx, c.bucket.id, {
      source,
      movementDate: c.day,
      value: revaluation,
      createdBy: c.createdBy,
    });
  }
  await tx.insert(costAdjustments).values({
    purchaseId: c.newPurchase.id,
    amendsPurchaseId: c.old.id,
    adjustmentDate: c.day,
    lotQuantity: q,
    bucketQuantity: b,
    difference: d,
    revaluation,
    amount: costAdjustment,
    createdBy: c.createdBy,
  });
  return { revaluation, costAdjustment };
}

/**
 * When a lot is cancelled (its purchase cancelled or amended in full), each cost adjustment of it gets its
 * reversing row, the amounts negated on the same date, so the profit is as if the lot had never been.
 */
export async function reverseCostAdjustments(
  tx: Tx,
  purchaseIds: readonly number[],
  createdBy: number | null,
): Promise<void> {
  await tx.execute(
    sql`insert into cost_adjustments (purchase_id, amends_purchase_id, adjustment_date, lot_quantity, bucket_quantity,
          difference, revaluation, amount, reversal_of, created_by)
        select ca.purchase_id, ca.amends_purchase_id, ca.adjustment_date, ca.lot_quantity, ca.bucket_quantity,
          -ca.difference, -ca.revaluation, -ca.amount, ca.id, ${createdBy}
        from cost_adjustments ca
        where ca.purchase_id in (${sql.join(
          purchaseIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ca.reversal_of is null
          and not exists (select 1 from cost_adjustments r where r.reversal_of = ca.id)
        order by ca.id`,
  );
}
