import type { z } from 'zod';
import { compare } from '../../../common/decimal';
import type { CropUnit } from '../../../common/schemas/crops';
import type { LotCharge } from '../../../common/schemas/lots';
import { msg } from '../../../common/messages';
import { AMOUNT_MAX } from '../../../common/schemas/primitives';
import type {
  Sale,
  saleInput,
  SaleListQuery,
  SalePage,
  SaleSummary,
  SaleSummaryQuery,
} from '../../../common/schemas/sales';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { saleKind } from '../bills/bill-kinds';
import type { BillRecordOptions, BillSteps } from '../bills/bill-steps';
import { getBill, listBills } from '../bills/bills.service';
import { recordBill } from '../bills/record-bill';
import { toCorrectionFields } from '../corrections/correction-sql';
import { chargesOfLots, chargesWithLot, type ChargeSources } from '../bills/lot-charges';
import { workOutSale } from '../bills/lot-figures';
import {
  countSales,
  findSaleWithPaid,
  insertSale,
  listSales,
  summariseSales,
  type SaleFilter,
  type SaleRow,
  type SaleWithPaidRow,
} from './sales.queries';

// A sale is a bill of a lot (docs/bills.md): the bill core (server/modules/bills) records, corrects and lists
// it; what is a sale's own is here: its cost of goods and its payment status as recorded.

export type SaleData = z.output<typeof saleInput>;

/** What makes a bill a sale, for the bill core (bills/bill-steps.ts). */
/**
 * A sale's amounts (common/lot-charges.ts, which the sale form previews with): its value, its charges from the
 * schedule and the bill they make (docs/posting.md#charges).
 */
async function saleAmounts(tx: Tx, input: SaleData, crop: { unit: CropUnit }, charges: ChargeSources) {
  const lot = await workOutSale(tx, input, crop.unit, charges);
  return { quantity: lot.quantity, lines: lot.lines, ...lot.figures };
}

export const saleBills: BillSteps<
  SaleData,
  SaleRow,
  Sale,
  Awaited<ReturnType<typeof saleAmounts>>,
  SaleFilter
> = {
  kind: saleKind,
  dateOf: (x) => x.saleDate,
  amounts: saleAmounts,
  quantityOf: async (_tx, input) => input.quantity,
  paidWith: (input, amounts) => amountReceivedWithSale(input, amounts.billAmount),
  paidWithField: (input) => (input.amountReceived === undefined ? 'paymentStatus' : 'amountReceived'),
  insert: async (tx, input, amounts, lot) => {
    if (lot.costAmount === undefined) throw new Error('a sale is inserted with its cost of goods');
    const written = chargesWithLot(tx, { kind: 'sale', table: 'sales', id: lot.id }, amounts.lines);
    const row = await insertSale(
      tx,
      {
        ...lot,
        ...(written.id === undefined ? {} : { id: written.id }),
        costAmount: lot.costAmount,
        quantity: input.quantity,
        rate: input.rate,
        totalAmount: amounts.totalAmount,
        billAmount: amounts.billAmount,
        paidOutAmount: amounts.paidOutAmount,
        chargeProfit: amounts.chargeProfit,
        bags: input.bags ?? null,
        paymentStatus: input.paymentStatus,
        saleDate: input.saleDate,
      },
      written.with,
    );
    return { row, toBill: (withPaid) => toSale(withPaid, written.charges) };
  },
  // The buyer's debit and the bill payments settle: the value plus the charges the buyer bears.
  billAmount: (x) => x.billAmount,
  // The cost of goods sold, at the bucket's average cost (docs/posting.md#sale).
  stockValue: (x) => x.costAmount,
  // A sale recorded as partial stays partial until paid (payments/bill-paid.ts).
  unpaidStatus: (row) => (row.paymentStatus === 'partial' ? 'partial' : 'pending'),
  find: findSaleWithPaid,
  toBills: async (db, rows) => {
    const charges = await chargesOfLots(
      db,
      'sale',
      rows.map((r) => r.id),
    );
    return rows.map((row) => toSale(row, charges.get(row.id) ?? []));
  },
  list: listSales,
  count: countSales,
};

/**
 * Records a sale: takes the quantity from its (crop, grade) bucket at average cost, debits the customer and,
 * when paid, credits the payment, all in one transaction (docs/posting.md#sale). 409 when the bucket holds
 * less than the quantity.
 */
export async function createSale(db: Db, input: SaleData, actorId: number | null): Promise<Sale> {
  return db.transaction((tx) => recordSale(tx, input, actorId));
}

/** Records a sale in the caller's transaction (createSale, and an amendment's new record). */
export function recordSale(
  tx: Tx,
  input: SaleData,
  actorId: number | null,
  opts: BillRecordOptions = {},
): Promise<Sale> {
  return recordBill(tx, saleBills, input, actorId, opts);
}

/** GET /api/sales/:id, any status. */
export function getSale(db: DbOrTx, id: number): Promise<Sale> {
  return getBill(db, saleBills, id);
}

/**
 * The amount received with a sale: all of its bill amount when recorded as paid, amountReceived (> 0 and less
 * than the bill amount) when partial, nothing otherwise.
 */
function amountReceivedWithSale(input: SaleData, totalAmount: string): string | undefined {
  if (input.amountReceived !== undefined) {
    if (input.paymentStatus !== 'partial') {
      throw AppError.badRequest(msg('sales.receivedNotPartial'), ['amountReceived']);
    }
    if (compare(input.amountReceived, totalAmount) >= 0) {
      throw AppError.badRequest(msg('sales.receivedNotLess', { total: totalAmount }), ['amountReceived']);
    }
    return input.amountReceived;
  }
  if (input.paymentStatus !== 'paid') return undefined;
  // Received whole, it is one payment, and a payment has its own limit (docs/api-conventions.md#numbers).
  if (compare(totalAmount, AMOUNT_MAX) > 0) {
    throw AppError.badRequest(msg('sales.paidAboveLimit', { total: totalAmount, max: AMOUNT_MAX }), [
      'paymentStatus',
    ]);
  }
  return totalAmount;
}

/** Newest first; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export function listSalesNewestFirst(db: Db, query: SaleListQuery): Promise<Sale[] | SalePage> {
  return listBills(db, saleBills, query);
}

/** GET /api/sales/summary. */
export async function salesSummary(db: Db, query: SaleSummaryQuery): Promise<SaleSummary> {
  return summariseSales(db, query);
}

function toSale(row: SaleWithPaidRow, charges: LotCharge[]): Sale {
  return {
    id: row.id,
    partyId: row.partyId,
    cropId: row.cropId,
    quantity: row.quantity,
    rate: row.rate,
    totalAmount: row.totalAmount,
    costAmount: row.costAmount,
    qualityGrade: row.qualityGrade,
    paymentStatus: row.paymentStatus,
    bags: row.bags,
    charges,
    billAmount: row.billAmount,
    paidOutAmount: row.paidOutAmount,
    chargeProfit: row.chargeProfit,
    paidAmount: row.paidAmount,
    outstanding: row.outstanding,
    saleDate: row.saleDate,
    documentNumber: row.documentNumber,
    ...toCorrectionFields(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}
