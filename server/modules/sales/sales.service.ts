import type { z } from 'zod';
import { compare, isZero, multiply } from '../../../common/decimal';
import { zeroAmountError } from '../ledger/postings';
import type {
  Sale,
  saleInput,
  SaleListQuery,
  SalePage,
  SaleSummary,
  SaleSummaryQuery,
} from '../../../common/schemas/sales';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { recordAudit } from '../audit/audit';
import { toCorrectionFields } from '../corrections/correction-sql';
import type { RecordOptions } from '../purchases/purchases.service';
import { english, msg, type Message, type WordKey } from '../../../common/messages';
import type { CropUnit } from '../../../common/schemas/crops';
import { AppError } from '../../lib/app-error';
import { issueStock, lockBucket } from '../inventory/stock';
import { describeTrade } from '../ledger/descriptions';
import { findTradeRefs } from '../ledger/trade-refs';
import { postLedgerEntry } from '../ledger/postings';
import { recordPayment } from '../payments/payments.service';
import {
  findSaleWithPaid,
  insertSale,
  listSales,
  countSales,
  summariseSales,
  type SaleWithPaidRow,
} from './sales.queries';

export type SaleData = z.output<typeof saleInput>;

const CUSTOMER_TYPES: ReadonlySet<string> = new Set(['trader', 'exporter']);

/**
 * Records a sale: takes the quantity from its (crop, grade) bucket at average cost, debits the customer and,
 * when paid, credits the payment, all in one transaction (docs/posting.md#sale). 409 when the bucket holds
 * less than the quantity.
 */
export async function createSale(db: Db, input: SaleData, actorId: number | null): Promise<Sale> {
  return db.transaction((tx) => recordSale(tx, input, actorId));
}

/** Records a sale in the caller's transaction (createSale, and an amendment's new record). */
export async function recordSale(
  tx: Tx,
  input: SaleData,
  actorId: number | null,
  opts: RecordOptions = {},
): Promise<Sale> {
  const totalAmount = multiply(input.quantity, input.rate, 2);
  if (isZero(totalAmount)) throw zeroAmountError();
  const received = amountReceivedWithSale(input, totalAmount);
  const { party, crop } = await findTradeRefs(tx, input.partyId, input.cropId);
  if (!party) throw AppError.unknownReference('partyId', msg('sales.partyNotFound'));
  if (!CUSTOMER_TYPES.has(party.type)) {
    throw AppError.badRequest(msg('sales.partyNotCustomer'), ['partyId']);
  }
  if (!crop) throw AppError.unknownReference('cropId', msg('sales.cropNotFound'));

  const qualityGrade = input.qualityGrade ?? null;
  // Holds the bucket's row lock until commit: see lockBucket for why.
  const bucket = await lockBucket(tx, { cropId: crop.id, qualityGrade }, input.quantity);
  const available = bucket?.currentStock ?? '0.000';
  if (!bucket || compare(available, input.quantity) < 0) {
    throw AppError.conflict(notEnoughStock(crop, qualityGrade, available), ['quantity']);
  }

  const row = await insertSale(tx, {
    ...(opts.id === undefined ? {} : { id: opts.id }),
    partyId: party.id,
    cropId: crop.id,
    quantity: input.quantity,
    rate: input.rate,
    totalAmount,
    costAmount: bucket.costAmount,
    qualityGrade,
    paymentStatus: input.paymentStatus,
    saleDate: input.saleDate,
    createdBy: actorId,
  });

  const posting = { source: { type: 'sale' as const, id: row.id }, createdBy: actorId };
  await issueStock(tx, bucket.id, {
    ...posting,
    movementDate: row.saleDate,
    quantity: row.quantity,
    value: row.costAmount,
  });
  await postLedgerEntry(tx, {
    ...posting,
    partyId: party.id,
    transactionType: 'sale',
    transactionDate: row.saleDate,
    description: describeTrade('Sale', row.id, {
      quantity: row.quantity,
      unit: crop.unit,
      cropName: crop.name,
      qualityGrade,
      rate: row.rate,
    }),
    debit: row.totalAmount,
  });
  // What is received with the sale is a payment like any other (docs/money.md): cash into "Cash in
  // hand" on the sale's date, allocated to this sale, with its `payment` ledger entry.
  if (received !== undefined) {
    await recordPayment(
      tx,
      {
        partyId: party.id,
        direction: 'received',
        amount: received,
        paymentDate: row.saleDate,
        mode: 'cash',
        allocations: [{ saleId: row.id, amount: received }],
      },
      actorId,
      { description: english(msg('narration.receivedForSale', { id: row.id })), withSaleId: row.id },
    );
  }
  // Nothing received and nothing corrected yet: the row as inserted is the whole answer, without reading it
  // back (a round trip saved on the write path, docs/decisions/0011-lists-and-writes-at-scale.md). A sale recorded as
  // partial stays partial until paid (payments/bill-paid.ts).
  const withPaid =
    received !== undefined || opts.id !== undefined
      ? await findSaleWithPaid(tx, row.id)
      : {
          ...row,
          paidAmount: '0.00',
          outstanding: row.totalAmount,
          paymentStatus: row.paymentStatus === 'partial' ? ('partial' as const) : ('pending' as const),
          cancellation: null,
          amends: null,
        };
  if (!withPaid) throw new Error('the sale just recorded was not found');
  const sale = toSale(withPaid);
  if (opts.audit !== false) {
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'sale',
      entityId: row.id,
      summary: english(
        msg('trail.saleRecorded', {
          id: row.id,
          quantity: row.quantity,
          unit: crop.unit,
          crop: crop.name,
          party: party.name,
          rate: row.rate,
        }),
      ),
      after: sale,
    });
  }
  return sale;
}

/** A crop's unit as messages name it, its display name ('Quintals', 'kg', 'Tons'), as a word of the languages. */
export const STOCK_UNIT_WORD: Record<CropUnit, WordKey> = { quintal: 'Quintal', kg: 'kg', ton: 'Ton' };

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

/** GET /api/sales/:id, any status. */
export async function getSale(db: DbOrTx, id: number): Promise<Sale> {
  const row = await findSaleWithPaid(db, id);
  if (!row) throw AppError.notFound(msg('sales.notFound'));
  return toSale(row);
}

/**
 * The amount received with a sale: all of it when recorded as paid, amountReceived (> 0 and less than
 * the total) when partial, nothing otherwise.
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
  return input.paymentStatus === 'paid' ? totalAmount : undefined;
}

/** Newest first; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export async function listSalesNewestFirst(db: Db, query: SaleListQuery): Promise<Sale[] | SalePage> {
  const { limit, cursor, ...filter } = query;
  if (limit === undefined) return (await listSales(db, filter)).map(toSale);
  const before = cursor === undefined ? undefined : decodeDateIdCursor(cursor);
  const rows = await listSales(db, filter, { limit: limit + 1, before });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toSale),
    total: await countSales(db, filter),
    nextCursor: rows.length > limit && last ? encodeCursor([last.saleDate, last.id]) : null,
  };
}

/** GET /api/sales/summary. */
export async function salesSummary(db: Db, query: SaleSummaryQuery): Promise<SaleSummary> {
  return summariseSales(db, query);
}

function toSale(row: SaleWithPaidRow): Sale {
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
    paidAmount: row.paidAmount,
    outstanding: row.outstanding,
    saleDate: row.saleDate,
    ...toCorrectionFields(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}
