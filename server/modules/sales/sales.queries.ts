import { and, desc, eq, getTableColumns, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { likePattern, type QualityGrade } from '../../../common/schemas/primitives';
import type { PaymentStatus, SaleSummary } from '../../../common/schemas/sales';
import type { StatusFilter } from '../../../common/schemas/corrections';
import type { DbOrTx } from '../../db/client';
import { sales } from '../../db/schema/transactions';
import { salePaidColumns } from '../payments/bill-paid';
import { correctionColumns, statusCondition } from '../corrections/correction-sql';
import { quintalsOf } from '../crops/quintals';

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
}

/**
 * The list's filters in SQL (docs/api-conventions.md#lists). Dates, party and crop each have their index
 * (sales_date_idx, sales_party_idx, sales_crop_idx); `q` becomes the ids of the parties and crops whose names
 * match (small master tables) and then those indexes. The payment status is the derived one, computed per row.
 */
function filterSql(f: SaleFilter): SQL | undefined {
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
          or ${sales.cropId} in (select c.id from crops c where c.name ilike ${q}))`,
    statusCondition('sale', saleId, f.status ?? 'active'),
  );
}

/** Newest first: sale date, then id, both descending; after `before` (keyset) and at most `limit` rows. */
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
    .where(and(filterSql(f), after))
    .orderBy(desc(sales.saleDate), desc(sales.id));
  return page ? query.limit(page.limit) : query;
}

/**
 * Every card of the Sales screen over the list's filters, in one statement (docs/screens.md#sales): the total
 * that `total` of a page counts, amounts, quintals and the derived payment statuses.
 */
export async function summariseSales(db: DbOrTx, f: SaleFilter): Promise<SaleSummary> {
  const paid = salePaidColumns();
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${sales.totalAmount}), 0)::numeric(20, 2)::text`,
      quantityQuintals: sql<string>`coalesce(sum(${quintalsOf(sql`${sales.quantity}`, sql`${sales.cropId}`)}), 0)::numeric(20, 3)::text`,
      pending: sql<number>`(count(*) filter (where ${paid.paymentStatus} = 'pending'))::int`,
      partial: sql<number>`(count(*) filter (where ${paid.paymentStatus} = 'partial'))::int`,
      paid: sql<number>`(count(*) filter (where ${paid.paymentStatus} = 'paid'))::int`,
      paidAmount: sql<string>`coalesce(sum(${paid.paidAmount}::numeric), 0)::numeric(20, 2)::text`,
      outstanding: sql<string>`coalesce(sum(${paid.outstanding}::numeric), 0)::numeric(20, 2)::text`,
    })
    .from(sales)
    .where(filterSql(f));
  return row!;
}
