import type { z } from 'zod';
import { add, compare, isZero, multiply, sumAt } from '../../../common/decimal';
import { zeroAmountError } from '../ledger/postings';
import type {
  Purchase,
  purchaseInput,
  PurchaseListQuery,
  PurchasePage,
  PurchaseSummary,
  PurchaseSummaryQuery,
} from '../../../common/schemas/purchases';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import { recordAudit } from '../audit/audit';
import { toCorrectionFields } from '../corrections/correction-sql';
import { english, msg } from '../../../common/messages';
import { AppError } from '../../lib/app-error';
import { receiveStock } from '../inventory/stock';
import { describeTrade } from '../ledger/descriptions';
import { findTradeRefs } from '../ledger/trade-refs';
import { postLedgerEntry } from '../ledger/postings';
import {
  insertPurchase,
  insertPurchaseExpenses,
  listExpensesOfPurchases,
  listPurchases,
  findPurchaseWithPaid,
  countPurchases,
  summarisePurchases,
  type PurchaseExpenseRow,
  type PurchaseWithPaidRow,
} from './purchases.queries';
import { recordPayment } from '../payments/payments.service';

export type PurchaseData = z.output<typeof purchaseInput>;

/** The amounts of a purchase, exact and rounded half-up to paise; whatever the client sent is ignored. */
export function purchaseAmounts(input: Pick<PurchaseData, 'quantity' | 'rate' | 'expenses'>) {
  // common/decimal.ts (BigInt, half-up) is the same arithmetic the purchase form previews with, so the
  // stored figures are the ones the user saw.
  const totalAmount = multiply(input.quantity, input.rate, 2);
  const expenseAmount = sumAt(
    input.expenses.map((e) => e.amount),
    2,
  );
  if (isZero(totalAmount)) throw zeroAmountError();
  return { totalAmount, expenseAmount, finalAmount: add(totalAmount, expenseAmount) };
}

/**
 * Records a purchase with its expense rows, adds its landed cost to the stock bucket and credits the
 * farmer: all in one transaction (docs/posting.md#purchase).
 */
export async function createPurchase(db: Db, input: PurchaseData, actorId: number | null): Promise<Purchase> {
  return db.transaction((tx) => recordPurchase(tx, input, actorId));
}

export interface RecordOptions {
  /** An id taken beforehand: an amendment names it in the old record's reason. */
  id?: number;
  /** False when the caller writes the audit row itself (an amendment's one row). */
  audit?: boolean;
}

/** Records a purchase in the caller's transaction (createPurchase, and an amendment's new record). */
export async function recordPurchase(
  tx: Tx,
  input: PurchaseData,
  actorId: number | null,
  opts: RecordOptions = {},
): Promise<Purchase> {
  const amounts = purchaseAmounts(input);
  if (input.amountPaid !== undefined && compare(input.amountPaid, amounts.totalAmount) > 0) {
    throw AppError.badRequest(msg('purchases.amountPaidOverBill', { total: amounts.totalAmount }), [
      'amountPaid',
    ]);
  }
  const { party, crop } = await findTradeRefs(tx, input.partyId, input.cropId);
  if (!party) throw AppError.unknownReference('partyId', msg('purchases.partyNotFound'));
  if (party.type !== 'farmer') {
    throw AppError.badRequest(msg('purchases.partyNotFarmer'), ['partyId']);
  }
  if (!crop) throw AppError.unknownReference('cropId', msg('purchases.cropNotFound'));

  const qualityGrade = input.qualityGrade ?? null;
  const row = await insertPurchase(tx, {
    ...(opts.id === undefined ? {} : { id: opts.id }),
    partyId: party.id,
    cropId: crop.id,
    quantity: input.quantity,
    rate: input.rate,
    ...amounts,
    qualityGrade,
    moistureContent: input.moistureContent ?? null,
    purchaseDate: input.purchaseDate,
    createdBy: actorId,
  });
  const expenseRows = await insertPurchaseExpenses(tx, row.id, input.expenses);

  const posting = { source: { type: 'purchase' as const, id: row.id }, createdBy: actorId };
  await receiveStock(
    tx,
    { cropId: crop.id, qualityGrade },
    { ...posting, movementDate: row.purchaseDate, quantity: row.quantity, value: row.finalAmount },
  );
  await postLedgerEntry(tx, {
    ...posting,
    partyId: party.id,
    transactionType: 'purchase',
    transactionDate: row.purchaseDate,
    description: describeTrade('Purchase', row.id, {
      quantity: row.quantity,
      unit: crop.unit,
      cropName: crop.name,
      qualityGrade,
      rate: row.rate,
    }),
    credit: row.totalAmount,
  });
  // Paid with the purchase: a cash payment from "Cash in hand" on its date, allocated to it (docs/money.md),
  // and cancelled with it (docs/corrections.md#cancel).
  const paidWith =
    input.amountPaid !== undefined && compare(input.amountPaid, '0') > 0 ? input.amountPaid : undefined;
  if (paidWith !== undefined) {
    await recordPayment(
      tx,
      {
        partyId: party.id,
        direction: 'paid',
        amount: paidWith,
        paymentDate: row.purchaseDate,
        mode: 'cash',
        allocations: [{ purchaseId: row.id, amount: paidWith }],
      },
      actorId,
      { description: english(msg('narration.paidForPurchase', { id: row.id })), withPurchaseId: row.id },
    );
  }
  // Nothing paid and nothing corrected yet: the row as inserted is the whole answer, without reading it back
  // (a round trip saved on the write path, docs/decisions/0011-lists-and-writes-at-scale.md).
  const withPaid =
    paidWith !== undefined || opts.id !== undefined
      ? await findPurchaseWithPaid(tx, row.id)
      : {
          ...row,
          paidAmount: '0.00',
          outstanding: row.totalAmount,
          paymentStatus: 'pending' as const,
          cancellation: null,
          amends: null,
        };
  if (!withPaid) throw new Error('the purchase just recorded was not found');
  const purchase = toPurchase(withPaid, expenseRows);
  if (opts.audit !== false) {
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'purchase',
      entityId: row.id,
      summary: english(
        msg('trail.purchaseRecorded', {
          id: row.id,
          quantity: row.quantity,
          unit: crop.unit,
          crop: crop.name,
          party: party.name,
          rate: row.rate,
        }),
      ),
      after: purchase,
    });
  }
  return purchase;
}

/** GET /api/purchases/:id, any status. */
export async function getPurchase(db: DbOrTx, id: number): Promise<Purchase> {
  const row = await findPurchaseWithPaid(db, id);
  if (!row) throw AppError.notFound(msg('purchases.notFound'));
  return toPurchase(row, await listExpensesOfPurchases(db, [id]));
}

/** Newest first; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export async function listPurchasesWithExpenses(
  db: Db,
  query: PurchaseListQuery,
): Promise<Purchase[] | PurchasePage> {
  const { limit, cursor, ...filter } = query;
  if (limit === undefined) return withExpenses(db, await listPurchases(db, filter));
  const before = cursor === undefined ? undefined : decodeDateIdCursor(cursor);
  const rows = await listPurchases(db, filter, { limit: limit + 1, before });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: await withExpenses(db, pageRows),
    total: await countPurchases(db, filter),
    nextCursor: rows.length > limit && last ? encodeCursor([last.purchaseDate, last.id]) : null,
  };
}

/** GET /api/purchases/summary. */
export async function purchasesSummary(db: Db, query: PurchaseSummaryQuery): Promise<PurchaseSummary> {
  return summarisePurchases(db, query);
}

/** Two queries whatever the number of purchases: the rows, then the expense rows of all of them. */
async function withExpenses(db: DbOrTx, rows: PurchaseWithPaidRow[]): Promise<Purchase[]> {
  const expenseRows = await listExpensesOfPurchases(
    db,
    rows.map((r) => r.id),
  );
  const byPurchase = new Map<number, PurchaseExpenseRow[]>();
  for (const e of expenseRows) {
    const list = byPurchase.get(e.purchaseId);
    if (list) list.push(e);
    else byPurchase.set(e.purchaseId, [e]);
  }
  return rows.map((row) => toPurchase(row, byPurchase.get(row.id) ?? []));
}

function toPurchase(row: PurchaseWithPaidRow, expenseRows: PurchaseExpenseRow[]): Purchase {
  return {
    id: row.id,
    partyId: row.partyId,
    cropId: row.cropId,
    quantity: row.quantity,
    rate: row.rate,
    totalAmount: row.totalAmount,
    expenseAmount: row.expenseAmount,
    finalAmount: row.finalAmount,
    qualityGrade: row.qualityGrade,
    moistureContent: row.moistureContent,
    purchaseDate: row.purchaseDate,
    expenses: expenseRows.map((e) => ({ id: e.id, type: e.type, amount: e.amount })),
    paidAmount: row.paidAmount,
    outstanding: row.outstanding,
    paymentStatus: row.paymentStatus,
    ...toCorrectionFields(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}
