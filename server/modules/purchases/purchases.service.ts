import type { z } from 'zod';
import { compare } from '../../../common/decimal';
import type { CropUnit } from '../../../common/schemas/crops';
import type { LotCharge } from '../../../common/schemas/lots';
import { msg } from '../../../common/messages';
import type {
  Purchase,
  purchaseInput,
  PurchaseListQuery,
  PurchasePage,
  PurchaseSummary,
  PurchaseSummaryQuery,
} from '../../../common/schemas/purchases';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { purchaseKind } from '../bills/bill-kinds';
import type { BillRecordOptions, BillSteps } from '../bills/bill-steps';
import { getBill, listBills } from '../bills/bills.service';
import { recordBill } from '../bills/record-bill';
import { toCorrectionFields } from '../corrections/correction-sql';
import { chargesOfLots, chargesWithLot, type ChargeSources } from '../bills/lot-charges';
import { lotQuantity, workOutPurchase } from '../bills/lot-figures';
import { findTradeRefs } from '../books/trade-refs';
import {
  countPurchases,
  findPurchaseWithPaid,
  insertPurchase,
  insertPurchaseExpenses,
  listExpensesOfPurchases,
  listPurchases,
  summarisePurchases,
  type PurchaseExpenseRow,
  type PurchaseFilter,
  type PurchaseRow,
  type PurchaseWithPaidRow,
} from './purchases.queries';

// A purchase is a bill of a lot (docs/bills.md): the bill core (server/modules/bills) records, corrects and
// lists it; what is a purchase's own is here: its expense rows, its landed cost and what is paid with it.

export type PurchaseData = z.output<typeof purchaseInput>;

/**
 * The amounts of a purchase, exact and rounded half-up to paise (common/lot-charges.ts, which the purchase
 * form previews with, so the stored figures are the ones the user saw); whatever the client sent is ignored.
 * Its quantity (entered or weighed) and its charges from the schedule (docs/posting.md#charges).
 */
async function purchaseAmounts(
  tx: Tx,
  input: PurchaseData,
  crop: { unit: CropUnit },
  charges: ChargeSources,
) {
  const lot = await workOutPurchase(tx, input, crop.unit, charges);
  return { quantity: lot.quantity, weighing: lot.weighing, lines: lot.lines, ...lot.figures };
}

/** What makes a bill a purchase, for the bill core (bills/bill-steps.ts). */
export const purchaseBills: BillSteps<
  PurchaseData,
  PurchaseRow,
  Purchase,
  Awaited<ReturnType<typeof purchaseAmounts>>,
  PurchaseFilter
> = {
  kind: purchaseKind,
  dateOf: (x) => x.purchaseDate,
  amounts: purchaseAmounts,
  // A weighed lot's quantity is its net, which needs the crop's unit.
  quantityOf: async (tx, input) => {
    if (input.grossWeight === undefined) return input.quantity ?? '0';
    const { crop } = await findTradeRefs(tx, input.partyId, input.cropId);
    return crop ? lotQuantity(input, crop.unit).quantity : (input.quantity ?? '0');
  },
  // Paid to the farmer with the purchase: at most the bill amount, the net payable; 0 is nothing.
  paidWith: (input, amounts) => {
    if (input.amountPaid !== undefined && compare(input.amountPaid, amounts.netPayable) > 0) {
      throw AppError.badRequest(msg('purchases.amountPaidOverBill', { total: amounts.netPayable }), [
        'amountPaid',
      ]);
    }
    return input.amountPaid !== undefined && compare(input.amountPaid, '0') > 0
      ? input.amountPaid
      : undefined;
  },
  paidWithField: () => 'amountPaid',
  insert: async (tx, input, amounts, { costAmount: _out, ...lot }) => {
    const written = chargesWithLot(tx, { kind: 'purchase', table: 'purchases', id: lot.id }, amounts.lines);
    const values = {
      ...lot,
      ...(written.id === undefined ? {} : { id: written.id }),
      quantity: amounts.quantity,
      rate: input.rate,
      totalAmount: amounts.totalAmount,
      expenseAmount: amounts.expenseAmount,
      finalAmount: amounts.finalAmount,
      deductions: amounts.deductions,
      netPayable: amounts.netPayable,
      paidOutAmount: amounts.paidOutAmount,
      bags: input.bags ?? null,
      ...amounts.weighing,
      moistureContent: input.moistureContent ?? null,
      purchaseDate: input.purchaseDate,
    };
    const row = await insertPurchase(tx, values, written.with);
    const expenseRows = await insertPurchaseExpenses(tx, row.id, input.expenses);
    return { row, toBill: (withPaid) => toPurchase(withPaid, expenseRows, written.charges) };
  },
  // The farmer's credit and the bill payments settle: the value less the charges the farmer bears.
  billAmount: (x) => x.netPayable,
  // The landed cost: what the lot cost us, expense rows and all (docs/posting.md#purchase).
  stockValue: (x) => x.finalAmount,
  unpaidStatus: () => 'pending',
  find: findPurchaseWithPaid,
  toBills: withExpenses,
  list: listPurchases,
  count: countPurchases,
};

/**
 * Records a purchase with its expense rows, adds its landed cost to the stock bucket and credits the
 * farmer: all in one transaction (docs/posting.md#purchase).
 */
export async function createPurchase(db: Db, input: PurchaseData, actorId: number | null): Promise<Purchase> {
  return db.transaction((tx) => recordPurchase(tx, input, actorId));
}

/** Records a purchase in the caller's transaction (createPurchase, and an amendment's new record). */
export function recordPurchase(
  tx: Tx,
  input: PurchaseData,
  actorId: number | null,
  opts: BillRecordOptions = {},
): Promise<Purchase> {
  return recordBill(tx, purchaseBills, input, actorId, opts);
}

/** GET /api/purchases/:id, any status. */
export function getPurchase(db: DbOrTx, id: number): Promise<Purchase> {
  return getBill(db, purchaseBills, id);
}

/** Newest first; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export function listPurchasesWithExpenses(
  db: Db,
  query: PurchaseListQuery,
): Promise<Purchase[] | PurchasePage> {
  return listBills(db, purchaseBills, query);
}

/** GET /api/purchases/summary. */
export async function purchasesSummary(db: Db, query: PurchaseSummaryQuery): Promise<PurchaseSummary> {
  return summarisePurchases(db, query);
}

/** Three queries whatever the number of purchases: the rows, then the expense rows and charges of all of them. */
async function withExpenses(db: DbOrTx, rows: PurchaseWithPaidRow[]): Promise<Purchase[]> {
  const ids = rows.map((r) => r.id);
  const expenseRows = await listExpensesOfPurchases(db, ids);
  const charges = await chargesOfLots(db, 'purchase', ids);
  const byPurchase = new Map<number, PurchaseExpenseRow[]>();
  for (const e of expenseRows) {
    const list = byPurchase.get(e.purchaseId);
    if (list) list.push(e);
    else byPurchase.set(e.purchaseId, [e]);
  }
  return rows.map((row) => toPurchase(row, byPurchase.get(row.id) ?? [], charges.get(row.id) ?? []));
}

function toPurchase(
  row: PurchaseWithPaidRow,
  expenseRows: PurchaseExpenseRow[],
  charges: LotCharge[],
): Purchase {
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
    documentNumber: row.documentNumber,
    expenses: expenseRows.map((e) => ({ id: e.id, type: e.type, amount: e.amount })),
    bags: row.bags,
    grossWeight: row.grossWeight,
    tarePerBagKg: row.tarePerBagKg,
    standardMoisture: row.standardMoisture,
    tareDeduction: row.tareDeduction,
    moistureDeduction: row.moistureDeduction,
    charges,
    deductions: row.deductions,
    netPayable: row.netPayable,
    paidOutAmount: row.paidOutAmount,
    paidAmount: row.paidAmount,
    outstanding: row.outstanding,
    paymentStatus: row.paymentStatus,
    ...toCorrectionFields(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}
