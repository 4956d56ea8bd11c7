import { and, eq, getTableColumns, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { PaymentStatus, SaleSummary } from '../../../common/schemas/sales';
import { queryRows, type DbOrTx } from '../../db/client';
import { sales } from '../../db/schema/transactions';
import { billPaid } from '../../db/schema/bill-paid';
import { crops } from '../../db/schema/masters';
import { datesOnly, saleDaysSummarySql } from '../books/bill-daily';
import { billColumns, salePaidColumns } from '../payments/bill-paid';
import { correctionColumns } from '../corrections/correction-sql';
import { saleKind } from '../bills/bill-kinds';
import {
  billExportSql,
  billFilterSql,
  billIdSql,
  countBills,
  newestFirst,
  newestFirstAfter,
  type BillFilter,
  type NewestFirstPage,
} from '../bills/bill.queries';
import { quintalsOfUnit } from '../crops/quintals';

export type SaleRow = typeof sales.$inferSelect;
export type SaleWithPaidRow = Awaited<ReturnType<typeof listSales>>[number];

/**
 * A sale with what is paid of it (paymentStatus is the derived one, not the one recorded) and its
 * cancellation (docs/corrections.md).
 */
const withPaid = () => ({
  ...getTableColumns(sales),
  ...salePaidColumns(),
  ...correctionColumns('sale', billIdSql(saleKind)),
});

export async function findSaleWithPaid(db: DbOrTx, id: number): Promise<SaleWithPaidRow | undefined> {
  const [row] = await db.select(withPaid()).from(sales).where(eq(sales.id, id));
  return row;
}

/** Inserts the sale; `withCharges` (bills/lot-charges.ts chargesWithLot) writes its charges in the same statement. */
export async function insertSale(
  db: DbOrTx,
  values: PgInsertValue<typeof sales>,
  withCharges: WithSubquery[] = [],
): Promise<SaleRow> {
  const [row] = await (withCharges.length > 0 ? db.with(...withCharges) : db)
    .insert(sales)
    .values(values)
    .returning();
  if (!row) throw new Error('sale insert returned no row');
  return row;
}

export async function saleExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id));
  return row !== undefined;
}

export interface SaleFilter extends BillFilter {
  paymentStatus?: PaymentStatus;
}

/** A sale's own filter: the payment status is the derived one, computed per row. */
const paymentStatusSql = (f: SaleFilter) =>
  f.paymentStatus ? sql`${salePaidColumns().paymentStatus} = ${f.paymentStatus}` : undefined;

/** The list's filters in SQL (bills/bill.queries.ts), and the payment status. */
export function saleFilterSql(f: SaleFilter): SQL | undefined {
  return billFilterSql(saleKind, f, paymentStatusSql(f));
}

/**
 * The export of the list (docs/screens.md#exports): the sales of the same filters in the same order, each as
 * the file's cells in text (the payment status the derived one, as the list shows), with the party's and
 * crop's names.
 */
export function saleExportSql(f: SaleFilter): SQL {
  return billExportSql(
    saleKind,
    f,
    sql`${sales.saleDate}::text as date, party.name as party, crop.name as crop,
      ${sales.quantity}::text as quantity, ${sales.rate}::text as rate, ${sales.totalAmount}::text as "totalAmount",
      ${sales.qualityGrade} as "qualityGrade", ${salePaidColumns().paymentStatus} as "paymentStatus",
      ${sales.documentNumber} as "documentNumber"`,
    paymentStatusSql(f),
  );
}

/** Newest first: sale date, then id, both descending; after `before` (keyset) and at most `limit` rows. */
export async function listSales(db: DbOrTx, f: SaleFilter, page?: NewestFirstPage) {
  const query = db
    .select(withPaid())
    .from(sales)
    .where(and(saleFilterSql(f), newestFirstAfter(saleKind, page?.before)))
    .orderBy(...newestFirst(saleKind));
  return page ? query.limit(page.limit) : query;
}

/**
 * A page's `total`: a plain count over the filters (bills/bill.queries.ts). Only a payment-status filter needs
 * the per-row paid amounts; otherwise no payment is read.
 */
export function countSales(db: DbOrTx, f: SaleFilter): Promise<number> {
  return countBills(db, saleKind, f, paymentStatusSql(f));
}

/**
 * Every card of the Sales screen over the list's filters, in one statement (docs/screens.md#sales): the total
 * that `total` of a page counts, amounts, quintals and the derived payment statuses.
 */
export async function summariseSales(db: DbOrTx, f: SaleFilter): Promise<SaleSummary> {
  const range = datesOnly(f);
  if (range) {
    const [days] = await queryRows<SaleSummary>(db, saleDaysSummarySql(range));
    return days!;
  }
  // bill_paid and crops are joined once, not looked up per row and per figure (ADR 0011).
  const paid = billColumns(
    sql`coalesce("bill_paid"."paid", 0)`,
    sql`"sales"."total_amount"`,
    sql`"sales"."payment_status" = 'partial'`,
  );
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${sales.totalAmount}), 0)::numeric(20, 2)::text`,
      quantityQuintals: sql<string>`coalesce(sum(${quintalsOfUnit(sql`"sales"."quantity"`, sql`"crops"."unit"`)}), 0)::numeric(20, 3)::text`,
      pending: sql<number>`(count(*) filter (where ${paid.paymentStatus} = 'pending'))::int`,
      partial: sql<number>`(count(*) filter (where ${paid.paymentStatus} = 'partial'))::int`,
      paid: sql<number>`(count(*) filter (where ${paid.paymentStatus} = 'paid'))::int`,
      paidAmount: sql<string>`coalesce(sum(${paid.paidAmount}::numeric), 0)::numeric(20, 2)::text`,
      outstanding: sql<string>`coalesce(sum(${paid.outstanding}::numeric), 0)::numeric(20, 2)::text`,
    })
    .from(sales)
    .leftJoin(billPaid, and(eq(billPaid.kind, 'sale'), eq(billPaid.billId, sales.id)))
    .leftJoin(crops, eq(crops.id, sales.cropId))
    .where(saleFilterSql(f));
  return row!;
}
