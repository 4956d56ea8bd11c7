import type { Sale } from '../../../common/schemas/sales';
import { english, msg } from '../../../common/messages';
import type { Db, Tx } from '../../db/client';
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
import { lockBucket, reverseStockMovements } from '../inventory/stock';
import { findPartyForPosting } from '../ledger/ledger.queries';
import { reverseLedgerEntries } from '../ledger/postings';
import { cancelPaymentsRecordedWith } from '../payments/payment-corrections';
import { getSale, recordSale, type SaleData } from './sales.service';

// Cancel and correct a sale (docs/corrections.md#cancel): its quantity returns to its bucket at its recorded
// cost, its ledger entries are reversed, the money received with it is cancelled with it and what other
// payments settled of it is released.

/** POST /api/sales/:id/cancel. */
export async function cancelSale(db: Db, id: number, reason: string, by: Corrector): Promise<Sale> {
  return db.transaction(async (tx) => {
    const before = await lockSaleForCorrection(tx, id, by, []);
    await reverseSale(tx, before, { reason, cancelledBy: by.id });
    const after = await getSale(tx, id);
    await recordAudit(tx, {
      actorId: by.id,
      action: 'cancel',
      entity: 'sale',
      entityId: id,
      summary: english(msg('trail.saleCancelled', { id, reason })),
      before,
      after,
    });
    return after;
  });
}

/**
 * POST /api/sales/:id/amend: the old sale cancelled (its stock back in its bucket) and then the new one
 * recorded, in one transaction, so a correction of the quantity is checked against the stock as if the old
 * sale had never been made.
 */
export async function amendSale(db: Db, id: number, input: SaleData, by: Corrector): Promise<Sale> {
  return db.transaction(async (tx) => {
    const before = await lockSaleForCorrection(tx, id, by, [input.partyId]);
    const newId = await nextRecordId(tx, 'sales');
    await reverseSale(tx, before, { reason: amendedReason(newId), cancelledBy: by.id, amendedBy: newId });
    const after = await recordSale(tx, input, by.id, { id: newId, audit: false });
    await recordAudit(tx, {
      actorId: by.id,
      action: 'amend',
      entity: 'sale',
      entityId: id,
      summary: english(msg('trail.saleCorrected', { id, newId })),
      before,
      after,
    });
    return after;
  });
}

async function lockSaleForCorrection(
  tx: Tx,
  id: number,
  by: Corrector,
  otherParties: number[],
): Promise<Sale> {
  const found = await getSale(tx, id);
  for (const partyId of partiesInLockOrder(found.partyId, ...otherParties)) {
    await findPartyForPosting(tx, partyId);
  }
  await lockRecordRow(tx, 'sales', id);
  assertMayCorrect(by, { createdAt: new Date(found.createdAt), date: found.saleDate });
  await assertNotCancelled(tx, 'sale', id);
  // Read again under the locks: what a payment or another correction committed while this one waited.
  return getSale(tx, id);
}

async function reverseSale(
  tx: Tx,
  sale: Sale,
  cancellation: { reason: string; cancelledBy: number | null; amendedBy?: number },
): Promise<void> {
  // The bucket's lock, as a sale takes it: the stock comes back at the sale's recorded costAmount.
  await lockBucket(tx, { cropId: sale.cropId, qualityGrade: sale.qualityGrade }, sale.quantity);
  await cancelPaymentsRecordedWith(tx, { saleId: sale.id }, cancellation.cancelledBy);
  const source = { type: 'sale' as const, id: sale.id };
  await reverseLedgerEntries(tx, { source }, cancellation.cancelledBy);
  await reverseStockMovements(tx, source, cancellation.cancelledBy);
  await insertCancellation(tx, { entity: 'sale', entityId: sale.id, ...cancellation });
}
