import { compare } from '../../../common/decimal';
import { msg, type Message, type WordKey } from '../../../common/messages';
import type { CropUnit } from '../../../common/schemas/crops';
import type { QualityGrade } from '../../../common/schemas/primitives';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { lotPurchaseIds, reverseCostAdjustments } from '../corrections/price-correction';
import { findCrop } from '../inventory/inventory.queries';
import {
  issueStock,
  liveTakersAfter,
  lockBucket,
  lotValue,
  receiveStock,
  reverseStockMovements,
  type LockedBucket,
} from '../inventory/stock';
import type { BillKind } from './bill-kinds';

// A bill's lot in its (crop, grade) bucket (docs/bills.md, docs/posting.md): a purchase's lot comes in at its
// landed cost, a sale's goes out at the bucket's average cost; cancelled, it moves back exactly as it moved.

/** A crop's unit as messages name it, its display name ('Quintals', 'kg', 'Tons'), as a word of the languages. */
export const STOCK_UNIT_WORD: Record<CropUnit, WordKey> = { quintal: 'Quintal', kg: 'kg', ton: 'Ton' };

interface Lot {
  id: number;
  cropId: number;
  qualityGrade: QualityGrade | null;
  quantity: string;
}

/**
 * A lot going out: its bucket locked until commit (see lockBucket for why) and priced. 409 when the bucket
 * holds less than the quantity.
 */
export async function takeFromBucket(
  tx: Tx,
  crop: { id: number; name: string; unit: CropUnit },
  qualityGrade: QualityGrade | null,
  quantity: string,
): Promise<LockedBucket> {
  const bucket = await lockBucket(tx, { cropId: crop.id, qualityGrade }, quantity);
  const available = bucket?.currentStock ?? '0.000';
  if (!bucket || compare(available, quantity) < 0) {
    throw AppError.conflict(notEnoughStock(crop, qualityGrade, available), ['quantity']);
  }
  return bucket;
}

/** 409's text when a sale asks for more than its bucket holds: 'Not enough stock of Wheat (Grade A): 5.000 Quintals available'. */
function notEnoughStock(
  crop: { name: string; unit: CropUnit },
  grade: string | null,
  available: string,
): Message {
  const unit = [STOCK_UNIT_WORD[crop.unit]];
  return grade === null
    ? msg('sales.notEnoughStock', { crop: crop.name, available, unit })
    : msg('sales.notEnoughStockOfGrade', { crop: crop.name, grade, available, unit });
}

/** Moves a recorded lot in or out of its bucket (out: the bucket takeFromBucket locked). */
export async function moveLot(
  tx: Tx,
  kind: BillKind,
  lot: { cropId: number; qualityGrade: QualityGrade | null; taken?: LockedBucket },
  movement: { id: number; date: string; quantity: string; value: string; createdBy: number | null },
): Promise<void> {
  const posting = {
    source: { type: kind.entity, id: movement.id },
    createdBy: movement.createdBy,
    movementDate: movement.date,
    quantity: movement.quantity,
    value: movement.value,
  };
  if (kind.stock === 'in') {
    await receiveStock(tx, { cropId: lot.cropId, qualityGrade: lot.qualityGrade }, posting);
    return;
  }
  if (!lot.taken) throw new Error(`${kind.entity} ${movement.id}: no bucket taken from`);
  await issueStock(tx, lot.taken.id, posting);
}

/** The lot's bucket, locked as every stock posting locks it, and its crop (a price correction's). */
export async function lockLot(tx: Tx, lot: Lot) {
  const crop = await findCrop(tx, lot.cropId);
  if (!crop) throw new Error(`crop ${lot.cropId} of bill ${lot.id} vanished`);
  const bucket = await lockBucket(tx, { cropId: lot.cropId, qualityGrade: lot.qualityGrade }, lot.quantity);
  if (!bucket) throw new Error(`the bucket of bill ${lot.id} vanished`);
  return { crop, bucket };
}

/**
 * The first half of a cancelled lot's way back, before the bill's payments and ledger entry are reversed:
 * the bucket locked and, for a purchase, checked (assertLotCanLeave). Returns the second half, which reverses
 * the lot's stock movements (a purchase's: every purchase that carries its lot, and their cost adjustments).
 */
export async function prepareLotReversal(
  tx: Tx,
  kind: BillKind,
  lot: Lot,
): Promise<(cancelledBy: number | null) => Promise<void>> {
  if (kind.stock === 'out') {
    // The bucket's lock, as a sale takes it: the stock comes back at the sale's recorded costAmount.
    await lockBucket(tx, { cropId: lot.cropId, qualityGrade: lot.qualityGrade }, lot.quantity);
    return (by) => reverseStockMovements(tx, { type: kind.entity, id: lot.id }, by);
  }
  const lotIds = await lotPurchaseIds(tx, lot.id);
  await assertLotCanLeave(tx, lot, lotIds);
  return async (by) => {
    await reverseStockMovements(tx, { type: 'purchase', id: lotIds }, by);
    await reverseCostAdjustments(tx, lotIds, by);
  };
}

/**
 * 409 naming the decreasing stock adjustments still standing that took stock after what a cancel would take
 * back (a purchase's lot, an increasing adjustment).
 */
export function stockTakenByAdjustments(adjustments: readonly number[]): AppError {
  return AppError.conflictCode(
    adjustments.length === 1
      ? msg('stockAdjustments.stockTakenByAdjustment', { adjustment: adjustments[0]! })
      : msg('stockAdjustments.stockTakenByAdjustments', {
          adjustments: adjustments.map((a) => `#${a}`).join(', '),
        }),
    'STOCK_TAKEN',
  );
}

/**
 * 409 unless a purchase's lot can leave its bucket exactly as it came in: no sale or decreasing stock
 * adjustment still standing took stock from the bucket after it, and the bucket holds its quantity and its value (landed cost and revaluations
 * since).
 */
async function assertLotCanLeave(tx: Tx, purchase: Lot, lotIds: number[]): Promise<void> {
  const crop = await findCrop(tx, purchase.cropId);
  if (!crop) throw new Error(`crop ${purchase.cropId} of purchase ${purchase.id} vanished`);
  // The bucket's lock first: a sale racing this cancel either committed before (and is found below) or
  // waits and then finds the stock gone.
  const bucket = await lockBucket(
    tx,
    { cropId: purchase.cropId, qualityGrade: purchase.qualityGrade },
    purchase.quantity,
  );
  const { sales, adjustments } = await liveTakersAfter(tx, { type: 'purchase', ids: lotIds });
  if (sales.length > 0) {
    throw AppError.conflictCode(
      sales.length === 1
        ? msg('purchases.stockTakenBySale', { sale: sales[0]! })
        : msg('purchases.stockTakenBySales', { sales: sales.map((s) => `#${s}`).join(', ') }),
      'STOCK_TAKEN',
    );
  }
  // A decreasing stock adjustment takes stock out as a sale does (docs/posting.md#stock-adjustments).
  if (adjustments.length > 0) throw stockTakenByAdjustments(adjustments);
  if (
    !bucket ||
    compare(bucket.currentStock, purchase.quantity) < 0 ||
    compare(bucket.totalValue, await lotValue(tx, lotIds)) < 0
  ) {
    const stock = {
      stock: bucket?.currentStock ?? '0.000',
      unit: [STOCK_UNIT_WORD[crop.unit]],
      quantity: purchase.quantity,
    };
    throw AppError.conflictCode(
      purchase.qualityGrade === null
        ? msg('purchases.stockBelowPurchase', { crop: crop.name, ...stock })
        : msg('purchases.stockBelowPurchaseOfGrade', {
            crop: crop.name,
            grade: purchase.qualityGrade,
            ...stock,
          }),
      'STOCK_TAKEN',
    );
  }
}
