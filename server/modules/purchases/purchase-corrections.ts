import { compare } from '../../../common/decimal';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Db, Tx } from '../../db/client';
import { english, msg } from '../../../common/messages';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import {
  amendedReason,
  assertMayCorrect,
  assertNotCancelled,
  insertCancellation,
  lockRecordRow,
  nextRecordId,
  partiesInLockOrder,
  type Corrector,
} from '../corrections/corrections';
import { findCrop } from '../inventory/inventory.queries';
import { liveSalesAfterPurchase, lockBucket, reverseStockMovements } from '../inventory/stock';
import { findPartyForPosting } from '../ledger/ledger.queries';
import { reverseLedgerEntries } from '../ledger/postings';
import { cancelPaymentsRecordedWith } from '../payments/payment-corrections';
import { STOCK_UNIT_WORD } from '../sales/sales.service';
import { getPurchase, recordPurchase, type PurchaseData } from './purchases.service';

// Cancel and correct a purchase (docs/corrections.md#cancel): its stock leaves the bucket exactly as it came
// in, its ledger entry is reversed, the cash paid with it is cancelled with it and what was allocated to it is
// released. Refused while a sale still standing took stock from its bucket after it.

/** POST /api/purchases/:id/cancel. */
export async function cancelPurchase(db: Db, id: number, reason: string, by: Corrector): Promise<Purchase> {
  return db.transaction(async (tx) => {
    const before = await lockPurchaseForCorrection(tx, id, by, []);
    await reversePurchase(tx, before, { reason, cancelledBy: by.id });
    const after = await getPurchase(tx, id);
    await recordAudit(tx, {
      actorId: by.id,
      action: 'cancel',
      entity: 'purchase',
      entityId: id,
      summary: english(msg('trail.purchaseCancelled', { id, reason })),
      before,
      after,
    });
    return after;
  });
}

/** POST /api/purchases/:id/amend: the old purchase cancelled and the new one recorded, in one transaction. */
export async function amendPurchase(
  db: Db,
  id: number,
  input: PurchaseData,
  by: Corrector,
): Promise<Purchase> {
  return db.transaction(async (tx) => {
    const before = await lockPurchaseForCorrection(tx, id, by, [input.partyId]);
    const newId = await nextRecordId(tx, 'purchases');
    await reversePurchase(tx, before, { reason: amendedReason(newId), cancelledBy: by.id, amendedBy: newId });
    const after = await recordPurchase(tx, input, by.id, { id: newId, audit: false });
    await recordAudit(tx, {
      actorId: by.id,
      action: 'amend',
      entity: 'purchase',
      entityId: id,
      summary: english(msg('trail.purchaseCorrected', { id, newId })),
      before,
      after,
    });
    return after;
  });
}

/**
 * Finds the purchase (404), locks its farmer (and the party an amendment moves it to) in id order, then its
 * row; checks who may correct it (403) and that it is not cancelled yet (409).
 */
async function lockPurchaseForCorrection(
  tx: Tx,
  id: number,
  by: Corrector,
  otherParties: number[],
): Promise<Purchase> {
  const found = await getPurchase(tx, id);
  for (const partyId of partiesInLockOrder(found.partyId, ...otherParties)) {
    await findPartyForPosting(tx, partyId);
  }
  await lockRecordRow(tx, 'purchases', id);
  assertMayCorrect(by, { createdAt: new Date(found.createdAt), date: found.purchaseDate });
  await assertNotCancelled(tx, 'purchase', id);
  // Read again under the locks: what a payment or another correction committed while this one waited.
  return getPurchase(tx, id);
}

async function reversePurchase(
  tx: Tx,
  purchase: Purchase,
  cancellation: { reason: string; cancelledBy: number | null; amendedBy?: number },
): Promise<void> {
  const crop = await findCrop(tx, purchase.cropId);
  if (!crop) throw new Error(`crop ${purchase.cropId} of purchase ${purchase.id} vanished`);
  // The bucket's lock first: a sale racing this cancel either committed before (and is found below) or
  // waits and then finds the stock gone.
  const bucket = await lockBucket(
    tx,
    { cropId: purchase.cropId, qualityGrade: purchase.qualityGrade },
    purchase.quantity,
  );
  const sales = await liveSalesAfterPurchase(tx, purchase.id);
  if (sales.length > 0) {
    throw AppError.conflictCode(
      sales.length === 1
        ? msg('purchases.stockTakenBySale', { sale: sales[0]! })
        : msg('purchases.stockTakenBySales', { sales: sales.map((s) => `#${s}`).join(', ') }),
      'STOCK_TAKEN',
    );
  }
  if (
    !bucket ||
    compare(bucket.currentStock, purchase.quantity) < 0 ||
    compare(bucket.totalValue, purchase.finalAmount) < 0
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
  await cancelPaymentsRecordedWith(tx, { purchaseId: purchase.id }, cancellation.cancelledBy);
  const source = { type: 'purchase' as const, id: purchase.id };
  await reverseLedgerEntries(tx, { source }, cancellation.cancelledBy);
  await reverseStockMovements(tx, source, cancellation.cancelledBy);
  await insertCancellation(tx, { entity: 'purchase', entityId: purchase.id, ...cancellation });
}
