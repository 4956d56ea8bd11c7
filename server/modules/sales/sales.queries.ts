import { and, desc, eq, getTableColumns, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { likePattern, type QualityGrade } from '../../../common/schemas/primitives';
import type { PaymentStatus, SaleSummary } from '../../../common/schemas/sales';
import type { StatusFilter } from '../../../common/schemas/corrections';
import { queryRows, type DbOrTx } from '../../db/client';
import { sales } from '../../db/schema/transactions';
import { billPaid } from '../../db/schema/bill-paid';
import { crops } from '../../db/schema/masters';
import { billDaysCountSql, datesOnly, saleDaysSummarySql } from '../payments/bill-daily';
import { billColumns, salePaidColumns } from '../payments/bill-paid';
import { correctionColumns, statusCondition } from '../corrections/correction-sql';
import { quintalsOfUnit } from '../crops/quintals';

export type SaleRow = typeof sales.$inferSelect;
export type SaleWithPaidRow = Awaited<ReturnType<typeof listSales>>[number];

const saleId = sql.raw('"sales"."id"');

/**
 * A sale with what is paid of it (paymentStatus is the derived one, not the one recorded) and its
 * cancellation (docs/corrections.md).
 */
const withPaid = () => ({
  ...getTableColumns(sales),
  ...salePaidColumns(),
  ...correctionColumns('sale', saleId),
});

export async function findSaleWithPaid(db: DbOrTx, id: number): Promise<SaleWithPaidRow | undefined> {
  const [row] = await db.select(withPaid()).from(sales).where(eq(sales.id, id));
  return row;
}

export async function insertSale(db: DbOrTx, values: typeof sales.$inferInsert): Promise<SaleRow> {
  const [row] = await db.insert(sales).values(values).returning();
  if (!row) throw new Error('sale insert returned no row');
  return row;
}

export async function saleExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id));
  return row !== undefined;
}

export interface SaleFilter {
  startDate?: string;
  endDate?: string;
  status?: StatusFilter;
  partyId?: number;
  cropId?: number;
  qualityGrade?: QualityGrade;
  paymentStatus?: PaymentStatus;
  q?: string;
  /** The Reports search (docs/screens.md#reports): `q` also matches the amount, quantity or rate as text. */
  qFigures?: boolean;
}

/**
 * The list's filters in SQL (docs/api-conventions.md#lists). Dates, party and crop each have their index
 * (sales_date_idx, sales_party_idx, sales_crop_idx); `q` becomes the ids of the parties and crops whose names
 * match (small master tables) and then those indexes. The payment status is the derived one, computed per row.
 */
export function saleFilterSql(f: SaleFilter): SQL | undefined {
  const q = f.q === undefined ? undefined : likePattern(f.q);
  return and(
    f.startDate ? gte(sales.saleDate, f.startDate) : undefined,
    f.endDate ? lte(sales.saleDate, f.endDate) : undefined,
    f.partyId !== undefined ? eq(sales.partyId, f.partyId) : undefined,
    f.cropId !== undefined ? eq(sales.cropId, f.cropId) : undefined,
    f.qualityGrade ? eq(sales.qualityGrade, f.qualityGrade) : undefined,
    f.paymentStatus ? sql`${salePaidColumns().paymentStatus} = ${f.paymentStatus}` : undefined,
    q === undefined
      ? undefined
      : sql`(${sales.partyId} in (select p.id from parties p where p.name ilike ${q})
          or ${sales.cropId} in (select c.id from crops c where c.name ilike ${q})${
            f.qFigures
              ? sql` or ${sales.totalAmount}::text ilike ${q} or ${sales.quantity}::text ilike ${q}
                  or ${sales.rate}::text ilike ${q}`
              : sql``
          })`,
    statusCondition('sale', saleId, f.status ?? 'active'),
  );
}

/** Newest first: sale date, then id, both descending; after `before` (keyset) and at most `limit` rows. */
/**
 * The export of the list (docs/screens.md#exports): the sales of the same filters in the same order, each as
 * the file's cells in text (the payment status the derived one, as the list shows), with the party's and
 * crop's names.
 */
export function saleExportSql(f: SaleFilter): SQL {
  return sql`select ${sales.saleDate}::text as date, party.name as party, crop.name as crop,
      ${sales.quantity}::text as quantity, ${sales.rate}::text as rate, ${sales.totalAmount}::text as "totalAmount",
      ${sales.qualityGrade} as "qualityGrade", ${salePaidColumns().paymentStatus} as "paymentStatus"
    from ${sales}
      join parties party on party.id = ${sales.partyId}
      join crops crop on crop.id = ${sales.cropId}
    where ${saleFilterSql(f) ?? sql`true`}
    order by ${sales.saleDate} desc, ${sales.id} desc`;
}

export async function listSales(
  db: DbOrTx,
  f: SaleFilter,
  page?: { limit: number; before?: { date: string; id: number } },
) {
  const after = page?.before
    ? or(
        lt(sales.saleDate, page.before.date),
        and(eq(sales.saleDate, page.before.date), lt(sales.id, page.before.id)),
      )
    : undefined;
  const query = db
    .select(withPaid())
    .from(sales)
    .where(and(saleFilterSql(f), after))
    .orderBy(desc(sales.saleDate), desc(sales.id));
  return page ? query.limit(page.limit) : query;
}

/**
 * A page's `total`: a plain count over the filters. Only a payment-status filter needs the per-row paid
 * amounts; otherwise no payment is read.
 */
export async function countSales(db: DbOrTx, f: SaleFilter): Promise<number> {
  // Dates alone (or nothing): the kept per-day figures, not every sale of a decade (bill_daily, ADR 0011).
  const range = datesOnly(f);
  if (range) {
    const [days] = await queryRows<{ count: number }>(db, billDaysCountSql('sale', range));
    return days!.count;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(sales)
    .where(saleFilterSql(f));
  return row!.count;
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
