import type { Payment } from '../../../common/schemas/payments';
import type { Db, Tx } from '../../db/client';
import { msg, type WordKey } from '../../../common/messages';
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
import { findPartyForPosting } from '../books/postings';
import { reverseLedgerEntries } from '../books/postings';
import { findPayment, listPayments } from './payments.queries';
import { getPayment, paymentInTrail, recordPayment, type PaymentData } from './payments.service';

// Cancel and correct a payment (docs/corrections.md): its ledger entry is reversed, its account line too
// (account-lines.ts reads the cancellation), and what it settled is open again (live_payment_allocations).

/** POST /api/payments/:id/cancel. */
export async function cancelPayment(db: Db, id: number, reason: string, by: Corrector): Promise<Payment> {
  return db.transaction(async (tx) => {
    const before = await lockPaymentForCorrection(tx, id, by, []);
    await reversePayment(tx, before, { reason, cancelledBy: by.id });
    const after = await getPayment(tx, id);
    await recordAudit(tx, {
      actorId: by.id,
      action: 'cancel',
      entity: 'payment',
      entityId: id,
      summary: msg(
        before.direction === 'received' ? 'trail.paymentReceivedCancelled' : 'trail.paymentPaidCancelled',
        {
          ...(await paymentInTrail(tx, before)),
          reason,
        },
      ),
      before,
      after,
    });
    return after;
  });
}

/** POST /api/payments/:id/amend: the old payment cancelled and the new one recorded, in one transaction. */
export async function amendPayment(db: Db, id: number, input: PaymentData, by: Corrector): Promise<Payment> {
  return db.transaction(async (tx) => {
    const before = await lockPaymentForCorrection(tx, id, by, [input.partyId]);
    const newId = await nextRecordId(tx, 'payments');
    await reversePayment(tx, before, { reason: amendedReason(newId), cancelledBy: by.id, amendedBy: newId });
    const after = await recordPayment(tx, input, by.id, { id: newId, amends: id, audit: false });
    await recordAudit(tx, {
      actorId: by.id,
      action: 'amend',
      entity: 'payment',
      entityId: id,
      summary: msg('trail.paymentCorrected', { id, newId }),
      before,
      after,
    });
    return after;
  });
}

/**
 * Finds the payment (404), locks its party (and the other parties an amendment posts to) in id order, then
 * its row; checks who may correct it (403) and that it is not cancelled yet (409).
 */
async function lockPaymentForCorrection(
  tx: Tx,
  id: number,
  by: Corrector,
  otherParties: number[],
): Promise<Payment> {
  const found = await findPayment(tx, id);
  if (!found) throw AppError.notFound(msg('payments.notFound'));
  for (const partyId of partiesInLockOrder(found.partyId, ...otherParties)) {
    await findPartyForPosting(tx, partyId);
  }
  await lockRecordRow(tx, 'payments', id);
  assertMayCorrect(by, { createdAt: found.createdAt, date: found.paymentDate });
  await assertNotCancelled(tx, 'payment', id);
  return getPayment(tx, id);
}

/**
 * Cancels a payment in the caller's transaction, which holds its party's lock: the reversal of its ledger
 * entry and its cancellation row. Sales and purchases call it for the payments recorded with them.
 */
export async function reversePayment(
  tx: Tx,
  payment: Pick<Payment, 'id'>,
  cancellation: { reason: string; cancelledBy: number | null; amendedBy?: number },
): Promise<void> {
  const row = await findPayment(tx, payment.id);
  if (!row) throw new Error(`payment ${payment.id} vanished inside its transaction`);
  await reverseLedgerEntries(tx, { entryId: row.ledgerEntryId }, cancellation.cancelledBy);
  await insertCancellation(tx, { entity: 'payment', entityId: payment.id, ...cancellation });
}

/**
 * Cancels the active payments recorded with a sale or a purchase that is being cancelled, each with its own
 * audit row (docs/corrections.md#cancel).
 */
export async function cancelPaymentsRecordedWith(
  tx: Tx,
  bill: { saleId: number } | { purchaseId: number },
  cancelledBy: number | null,
): Promise<void> {
  const filter = 'saleId' in bill ? { withSaleId: bill.saleId } : { withPurchaseId: bill.purchaseId };
  const [word, billId]: [WordKey, number] =
    'saleId' in bill ? ['Sale', bill.saleId] : ['Purchase', bill.purchaseId];
  const label = `${word} #${billId}`;
  for (const row of await listPayments(tx, { ...filter, status: 'active' })) {
    const before = await getPayment(tx, row.id);
    const reason = `Cancelled with ${label}`;
    await reversePayment(tx, before, { reason, cancelledBy });
    await recordAudit(tx, {
      actorId: cancelledBy,
      action: 'cancel',
      entity: 'payment',
      entityId: row.id,
      summary: msg(
        before.direction === 'received'
          ? 'trail.paymentReceivedCancelledWith'
          : 'trail.paymentPaidCancelledWith',
        { ...(await paymentInTrail(tx, before)), bill: [word], billId },
      ),
      before,
      after: await getPayment(tx, row.id),
    });
  }
}
