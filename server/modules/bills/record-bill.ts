import { isZero, multiply } from '../../../common/decimal';
import type { AllocationData } from '../../../common/schemas/payments';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { cropLabel, describeTrade, formatRupees, unitWord } from '../books/descriptions';
import { postLedgerEntry, zeroAmountError } from '../books/postings';
import { findTradeRefs } from '../books/trade-refs';
import { recordPayment } from '../payments/payments.service';
import type {
  BillAmounts,
  BillData,
  BillRecordOptions,
  BillRow,
  BillSteps,
  BillView,
  WithPaid,
} from './bill-steps';
import type { BillFilter } from './bill.queries';
import { moveLot, takeFromBucket } from './lot-stock';
import { numberBill } from '../books/document-numbers';
import { activeChargeTermsSql } from '../settings/settings.queries';
import { scheduleOf } from './lot-charges';

/**
 * Records a purchase or a sale in the caller's transaction (its create, and an amendment's new record), all
 * of it or nothing (docs/bills.md, docs/posting.md): the lot into or out of its bucket, the party's ledger
 * entry for the bill amount and, when the body pays something with it, a cash payment allocated to it.
 */
export async function recordBill<
  Data extends BillData,
  Row extends BillRow,
  Bill extends BillView,
  Amounts extends BillAmounts,
  Filter extends BillFilter,
>(
  tx: Tx,
  steps: BillSteps<Data, Row, Bill, Amounts, Filter>,
  data: Data,
  actorId: number | null,
  opts: BillRecordOptions = {},
): Promise<Bill> {
  const { kind } = steps;
  // common/decimal.ts (BigInt, half-up) is the same arithmetic the forms preview with, so the stored figures
  // are the ones the user saw.
  // An entered quantity × rate of ₹0.00 is refused before anything is read.
  if (data.quantity !== undefined && isZero(multiply(data.quantity, data.rate, 2))) throw zeroAmountError();
  // A body that leaves its charges out takes the schedule's, read in the same round trip.
  const { party, crop, also } = await findTradeRefs(
    tx,
    data.partyId,
    data.cropId,
    data.charges === undefined ? activeChargeTermsSql(kind.entity) : undefined,
  );
  if (!party) throw AppError.unknownReference('partyId', kind.texts.partyNotFound);
  if (!kind.partyTypes.has(party.type)) throw AppError.badRequest(kind.texts.partyNotOfKind, ['partyId']);
  if (!crop) throw AppError.unknownReference('cropId', kind.texts.cropNotFound);
  // The lot's quantity (entered or weighed), its charges from the schedule and the bill amounts they make
  // (docs/posting.md#charges), read in this transaction.
  const amounts = await steps.amounts(tx, data, crop, {
    ...(also === undefined ? {} : { schedule: scheduleOf(also) }),
    ...(opts.copiedCharges ? { copied: opts.copiedCharges } : {}),
  });
  if (isZero(amounts.totalAmount)) throw zeroAmountError();
  const paidWith = steps.paidWith(data, amounts);

  const qualityGrade = data.qualityGrade ?? null;
  // A lot going out holds its bucket's row lock until commit, checked before the row is written.
  const taken =
    kind.stock === 'out' ? await takeFromBucket(tx, crop, qualityGrade, amounts.quantity) : undefined;
  const { row, toBill } = await steps.insert(tx, data, amounts, {
    ...(opts.id === undefined ? {} : { id: opts.id }),
    partyId: party.id,
    cropId: crop.id,
    qualityGrade,
    createdBy: actorId,
    ...(taken ? { costAmount: taken.costAmount } : {}),
  });
  const date = steps.dateOf(row);
  const billAmount = steps.billAmount(row);

  if (kind.stock === 'out' || opts.receiveStock !== false) {
    await moveLot(
      tx,
      kind,
      { cropId: crop.id, qualityGrade, taken },
      { id: row.id, date, quantity: row.quantity, value: steps.stockValue(row), createdBy: actorId },
    );
  }
  await postLedgerEntry(tx, {
    source: { type: kind.entity, id: row.id },
    createdBy: actorId,
    partyId: party.id,
    transactionType: kind.entity,
    transactionDate: date,
    description: describeTrade(kind.word, row.id, {
      quantity: row.quantity,
      unit: crop.unit,
      cropName: crop.name,
      qualityGrade,
      rate: row.rate,
    }),
    ...(kind.ledgerSide === 'credit' ? { credit: billAmount } : { debit: billAmount }),
  });
  await opts.beforePaidWith?.({ id: row.id, partyId: party.id, totalAmount: billAmount }, paidWith);
  // Paid with the bill: a payment like any other (docs/money.md), cash from or into "Cash in hand" on the
  // bill's date, allocated to it, and cancelled with it (docs/corrections.md#cancel).
  if (paidWith !== undefined) {
    const allocation: AllocationData =
      kind.payment.allocation === 'purchaseId'
        ? { purchaseId: row.id, amount: paidWith }
        : { saleId: row.id, amount: paidWith };
    await recordPayment(
      tx,
      {
        partyId: party.id,
        direction: kind.payment.direction,
        amount: paidWith,
        paymentDate: date,
        mode: 'cash',
        allocations: [allocation],
      },
      actorId,
      {
        description: kind.texts.paidWith({ id: row.id }),
        [kind.payment.recordedWith]: row.id,
      },
    );
  }
  // The slip's or the bill's number (docs/documents.md#numbers), given last: its series stays locked from here
  // to the commit, so the lock is held as briefly as the transaction allows.
  const documentNumber = await numberBill(tx, kind.entity, row.id, date);
  // Nothing paid and nothing corrected yet: the row as inserted is the whole answer, without reading it back
  // (a round trip saved on the write path, docs/decisions/0011-lists-and-writes-at-scale.md). A sale recorded
  // as partial stays partial until paid (payments/bill-paid.ts).
  const withPaid: WithPaid<Row> | undefined =
    paidWith !== undefined || opts.id !== undefined
      ? await steps.find(tx, row.id)
      : {
          ...row,
          documentNumber,
          paidAmount: '0.00',
          outstanding: billAmount,
          paymentStatus: steps.unpaidStatus(row),
          cancellation: null,
          amends: null,
        };
  if (!withPaid) throw new Error(`the ${kind.entity} just recorded was not found`);
  const bill = toBill(withPaid);
  if (opts.audit !== false) {
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: kind.entity,
      entityId: row.id,
      summary: kind.texts.recorded({
        id: row.id,
        quantity: row.quantity,
        unit: [unitWord(crop.unit)],
        crop: cropLabel(crop.name, qualityGrade),
        party: party.name,
        rate: formatRupees(row.rate),
      }),
      after: bill,
    });
  }
  return bill;
}
