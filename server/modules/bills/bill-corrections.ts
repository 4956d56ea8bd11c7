import { businessToday } from '../../../common/business-day';
import type { AmendmentOutcome } from '../../../common/schemas/corrections';
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
import { carryOnAmend } from '../corrections/payments-carried';
import { correctPrice, keepsLot } from '../corrections/price-correction';
import { findPartyForPosting } from '../books/postings';
import { reverseLedgerEntries } from '../books/postings';
import { cancelPaymentsRecordedWith } from '../payments/payment-corrections';
import type { BillFilter } from './bill.queries';
import type { BillAmounts, BillData, BillRow, BillSteps, BillView } from './bill-steps';
import { getBill } from './bills.service';
import { lockLot, prepareLotReversal } from './lot-stock';
import { recordBill } from './record-bill';

// Cancel and correct a purchase or a sale (docs/corrections.md#cancel, docs/bills.md): its lot goes back as it
// moved (bills/lot-stock.ts), its ledger entry is reversed, the money paid with it is cancelled with it and
// what other payments settled of it is released. A purchase is refused while a sale still standing took stock
// from its bucket after it.

type Steps<Data extends BillData, Row extends BillRow, Bill extends BillView> = BillSteps<
  Data,
  Row,
  Bill,
  BillAmounts,
  BillFilter
>;

interface Cancellation {
  reason: string;
  cancelledBy: number | null;
  amendedBy?: number;
}

/** POST /api/purchases/:id/cancel, /api/sales/:id/cancel. */
export async function cancelBill<Data extends BillData, Row extends BillRow, Bill extends BillView>(
  db: Db,
  steps: Steps<Data, Row, Bill>,
  id: number,
  reason: string,
  by: Corrector,
): Promise<Bill> {
  const { kind } = steps;
  return db.transaction(async (tx) => {
    const before = await lockForCorrection(tx, steps, id, by, []);
    await reverseBill(tx, steps, before, { reason, cancelledBy: by.id });
    const after = await getBill(tx, steps, id);
    await recordAudit(tx, {
      actorId: by.id,
      action: 'cancel',
      entity: kind.entity,
      entityId: id,
      summary: kind.texts.cancelled({ id, reason }),
      before,
      after,
    });
    return after;
  });
}

/**
 * POST /api/purchases/:id/amend, /api/sales/:id/amend: the old bill cancelled and then the new one recorded,
 * in one transaction, so the new lot is checked against the stock as if the old had never been. A purchase
 * amended keeping its lot (crop, grade, quantity, date) and changing only what it cost is a price correction:
 * the lot stays in its bucket, carried by the new purchase, and its value moves
 * (corrections/price-correction.ts), whatever was sold from the bucket since.
 */
export async function amendBill<Data extends BillData, Row extends BillRow, Bill extends BillView>(
  db: Db,
  steps: Steps<Data, Row, Bill>,
  id: number,
  data: Data,
  by: Corrector,
): Promise<Bill & { correction: AmendmentOutcome }> {
  const { kind } = steps;
  return db.transaction(async (tx) => {
    const before = await lockForCorrection(tx, steps, id, by, [data.partyId]);
    const newId = await nextRecordId(tx, kind.tableName);
    const cancellation = { reason: amendedReason(newId), cancelledBy: by.id, amendedBy: newId };
    const priceOnly =
      kind.stock === 'in' &&
      keepsLot(
        { ...before, purchaseDate: steps.dateOf(before) },
        { ...data, quantity: await steps.quantityOf(tx, data), purchaseDate: steps.dateOf(data) },
      );
    const lot = priceOnly ? await lockLot(tx, before) : undefined;
    await reverseBill(tx, steps, before, cancellation, { keepLot: priceOnly });
    // What was paid stays paid: the old bill's payments settle the new one before its own payment.
    const carry = carryOnAmend(tx, kind.entity, before, steps.paidWithField(data));
    const after = await recordBill(tx, steps, data, by.id, {
      id: newId,
      audit: false,
      beforePaidWith: carry.beforePaidWith,
      receiveStock: !priceOnly,
      // The lot's own charges as copied onto it: the schedule may have dropped one since (docs/posting.md#charges).
      copiedCharges: before.charges,
    });
    const priceCorrection = lot
      ? await correctPrice(tx, {
          old: { ...before, finalAmount: steps.stockValue(before) },
          newPurchase: { id: after.id, finalAmount: steps.stockValue(after) },
          bucket: lot.bucket,
          crop: lot.crop,
          day: businessToday(by.timeZone, by.now),
          createdBy: by.id,
        })
      : null;
    await recordAudit(tx, {
      actorId: by.id,
      action: 'amend',
      entity: kind.entity,
      entityId: id,
      summary: kind.texts.corrected({ id, newId }),
      before,
      after,
    });
    const carried = carry.carried();
    return {
      ...after,
      correction: { paymentsMoved: carried.moved, leftOnAccount: carried.leftOnAccount, priceCorrection },
    };
  });
}

/**
 * Finds the bill (404), locks its party (and the party an amendment moves it to) in id order, then its row;
 * checks who may correct it (403) and that it is not cancelled yet (409).
 */
async function lockForCorrection<Data extends BillData, Row extends BillRow, Bill extends BillView>(
  tx: Tx,
  steps: Steps<Data, Row, Bill>,
  id: number,
  by: Corrector,
  otherParties: number[],
): Promise<Bill> {
  const { kind } = steps;
  const found = await getBill(tx, steps, id);
  for (const partyId of partiesInLockOrder(found.partyId, ...otherParties)) {
    await findPartyForPosting(tx, partyId);
  }
  await lockRecordRow(tx, kind.tableName, id);
  assertMayCorrect(by, { createdAt: new Date(found.createdAt), date: steps.dateOf(found) });
  await assertNotCancelled(tx, kind.entity, id);
  // Read again under the locks: what a payment or another correction committed while this one waited.
  return getBill(tx, steps, id);
}

/**
 * Cancels a bill in the caller's transaction: its ledger entry, the payments made with it and, unless an
 * amendment keeps its lot (a price correction), its lot's stock.
 */
async function reverseBill<Data extends BillData, Row extends BillRow, Bill extends BillView>(
  tx: Tx,
  steps: Steps<Data, Row, Bill>,
  bill: Bill,
  cancellation: Cancellation,
  opts: { keepLot?: boolean } = {},
): Promise<void> {
  const { kind } = steps;
  const reverseLot = opts.keepLot ? undefined : await prepareLotReversal(tx, kind, bill);
  await cancelPaymentsRecordedWith(
    tx,
    kind.payment.allocation === 'purchaseId' ? { purchaseId: bill.id } : { saleId: bill.id },
    cancellation.cancelledBy,
  );
  await reverseLedgerEntries(tx, { source: { type: kind.entity, id: bill.id } }, cancellation.cancelledBy);
  await reverseLot?.(cancellation.cancelledBy);
  await insertCancellation(tx, { entity: kind.entity, entityId: bill.id, ...cancellation });
}
