import { compare } from '../../../common/decimal';
import { msg } from '../../../common/messages';
import type { CropUnit } from '../../../common/schemas/crops';
import type { StockAdjustment } from '../../../common/schemas/stock-adjustments';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { STOCK_UNIT_WORD, stockTakenByAdjustments } from '../bills/lot-stock';
import {
  assertMayCorrect,
  assertNotCancelled,
  insertCancellation,
  type Corrector,
} from '../corrections/corrections';
import { findCrop } from '../inventory/inventory.queries';
import { liveTakersAfter, lockBucket, reverseStockMovements, type LockedBucket } from '../inventory/stock';
import { lockStockAdjustment } from './stock-adjustments.queries';
import { getStockAdjustment, isDecrease } from './stock-adjustments.service';

// Cancel a stock adjustment (docs/posting.md#stock-adjustments, docs/corrections.md#cancel): its movement gets
// its reversing movement, so the bucket is as if it had never been made, and its value leaves profit on its
// date. A decrease comes back as a cancelled sale does; an increase leaves as a cancelled purchase's lot does,
// refused while a sale or a decrease still standing took stock from the bucket after it.

/** POST /api/inventory/adjustments/:id/cancel. */
export async function cancelStockAdjustment(
  db: Db,
  id: number,
  reason: string,
  by: Corrector,
): Promise<StockAdjustment> {
  return db.transaction(async (tx) => {
    const found = await getStockAdjustment(tx, id);
    await lockStockAdjustment(tx, id);
    assertMayCorrect(by, { createdAt: new Date(found.createdAt), date: found.date });
    await assertNotCancelled(tx, 'stock_adjustment', id);
    const crop = await findCrop(tx, found.cropId);
    if (!crop) throw new Error(`crop ${found.cropId} of stock adjustment ${id} vanished`);
    const size = isDecrease(found.quantity) ? found.quantity.slice(1) : found.quantity;
    // The bucket's lock, as every stock posting takes it: a sale racing this cancel either committed before
    // (and is found below) or waits and then finds the stock as this cancel leaves it.
    const bucket = await lockBucket(tx, { cropId: found.cropId, qualityGrade: found.qualityGrade }, size);
    if (!bucket) throw new Error(`the bucket of stock adjustment ${id} vanished`);
    // Read again under the locks: what another cancel committed while this one waited.
    const before = await getStockAdjustment(tx, id);
    if (!isDecrease(before.quantity)) await assertIncreaseCanLeave(tx, before, size, crop, bucket);
    await reverseStockMovements(tx, { type: 'stock_adjustment', id }, by.id);
    await insertCancellation(tx, { entity: 'stock_adjustment', entityId: id, reason, cancelledBy: by.id });
    const after = await getStockAdjustment(tx, id);
    await recordAudit(tx, {
      actorId: by.id,
      action: 'cancel',
      entity: 'stock_adjustment',
      entityId: id,
      summary: msg('trail.stockAdjustmentCancelled', { id, reason }),
      before,
      after,
    });
    return after;
  });
}

/**
 * 409 unless an increase can leave its bucket exactly as it came in, as a purchase's lot must
 * (bills/lot-stock.ts): nothing still standing took stock out after it, and the bucket holds its quantity and
 * its value and is not left with value but no stock.
 */
async function assertIncreaseCanLeave(
  tx: Tx,
  adjustment: StockAdjustment,
  size: string,
  crop: { name: string; unit: CropUnit },
  bucket: LockedBucket,
): Promise<void> {
  const { sales, adjustments } = await liveTakersAfter(tx, {
    type: 'stock_adjustment',
    ids: [adjustment.id],
  });
  if (sales.length > 0) {
    throw AppError.conflictCode(
      sales.length === 1
        ? msg('stockAdjustments.stockTakenBySale', { sale: sales[0]! })
        : msg('stockAdjustments.stockTakenBySales', { sales: sales.map((s) => `#${s}`).join(', ') }),
      'STOCK_TAKEN',
    );
  }
  if (adjustments.length > 0) throw stockTakenByAdjustments(adjustments);
  const stockLeft = compare(bucket.currentStock, size);
  const valueLeft = compare(bucket.totalValue, adjustment.value);
  if (stockLeft < 0 || valueLeft < 0 || (stockLeft === 0 && valueLeft !== 0)) {
    const figures = {
      crop: crop.name,
      stock: bucket.currentStock,
      unit: [STOCK_UNIT_WORD[crop.unit]],
      value: bucket.totalValue,
      quantity: size,
      adjustmentValue: adjustment.value,
    };
    throw AppError.conflictCode(
      adjustment.qualityGrade === null
        ? msg('stockAdjustments.cannotGiveBack', figures)
        : msg('stockAdjustments.cannotGiveBackOfGrade', { ...figures, grade: adjustment.qualityGrade }),
      'STOCK_TAKEN',
    );
  }
}
