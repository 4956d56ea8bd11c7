import { and, asc, desc, eq, getTableColumns, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StatusFilter } from '../../../common/schemas/corrections';
import { likePattern, type QualityGrade } from '../../../common/schemas/primitives';
import type { PurchaseSummary } from '../../../common/schemas/purchases';
import { queryRows, type DbOrTx } from '../../db/client';
import { purchaseExpenses, purchases } from '../../db/schema/transactions';
import { billPaid } from '../../db/schema/bill-paid';
import { crops } from '../../db/schema/masters';
import { billDaysCountSql, datesOnly, purchaseDaysSummarySql } from '../payments/bill-daily';
import { billColumns, purchasePaidColumns } from '../payments/bill-paid';
import { correctionColumns, statusCondition } from '../corrections/correction-sql';
import { quintalsOfUnit } from '../crops/quintals';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseWithPaidRow = Awaited<ReturnType<typeof listPurchases>>[number];

const purchaseId = sql.raw('"purchases"."id"');

/** A purchase with what is paid of it (docs/money.md) and its cancellation (docs/corrections.md). */
const withPaid = () => ({
  ...getTableColumns(purchases),
  ...purchasePaidColumns(),
  ...correctionColumns('purchase', purchaseId),
});

export async function findPurchaseWithPaid(db: DbOrTx, id: number): Promise<PurchaseWithPaidRow | undefined> {
  const [row] = await db.select(withPaid()).from(purchases).where(eq(purchases.id, id));
  return row;
}
export type PurchaseExpenseRow = typeof purchaseExpenses.$inferSelect;

export async function insertPurchase(
  db: DbOrTx,
  values: typeof purchases.$inferInsert,
): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('purchase insert returned no row');
  return row;
}

export async function insertPurchaseExpenses(
  db: DbOrTx,
  purchaseId: number,
  rows: Array<{ type: PurchaseExpenseRow['type']; amount: string }>,
): Promise<PurchaseExpenseRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(purchaseExpenses)
    .values(rows.map((r) => ({ purchaseId, type: r.type, amount: r.amount })))
    .returning();
}

export async function purchaseExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: purchases.id }).from(purchases).where(eq(purchases.id, id));
  return row !== undefined;
}

export interface PurchaseFilter {
  startDate?: string;
  endDate?: string;
  status?: StatusFilter;
  partyId?: number;
  cropId?: number;
  qualityGrade?: QualityGrade;
  q?: string;
  /** The Reports search (docs/screens.md#reports): `q` also matches the amount, quantity or rate as text. */
  qFigures?: boolean;
}

// Each filter has an index behind it: purchases_date_idx, purchases_party_idx, purchases_crop_idx (`q` becomes
// the ids of the farmers and crops whose names match, small master tables); the grade and status narrow what
// those find.
export function purchaseFilterSql(f: PurchaseFilter): SQL | undefined {
  const q = f.q === undefined ? undefined : likePattern(f.q);
  return and(
    q === undefined
      ? undefined
      : sql`(${purchases.partyId} in (select p.id from parties p where p.name ilike ${q})
          or ${purchases.cropId} in (select c.id from crops c where c.name ilike ${q})${
            f.qFigures
              ? sql` or ${purchases.totalAmount}::text ilike ${q} or ${purchases.quantity}::text ilike ${q}
                  or ${purchases.rate}::text ilike ${q}`
              : sql``
          })`,
    f.startDate ? gte(purchases.purchaseDate, f.startDate) : undefined,
    f.endDate ? lte(purchases.purchaseDate, f.endDate) : undefined,
    f.partyId !== undefined ? eq(purchases.partyId, f.partyId) : undefined,
    f.cropId !== undefined ? eq(purchases.cropId, f.cropId) : undefined,
    f.qualityGrade ? eq(purchases.qualityGrade, f.qualityGrade) : undefined,
    statusCondition('purchase', purchaseId, f.status ?? 'active'),
  );
}

/** Newest first: purchase date, then id, both descending; after `before` (keyset) and at most `limit` rows. */
export async function listPurchases(
  db: DbOrTx,
  f: PurchaseFilter,
  page?: { limit: number; before?: { date: string; id: number } },
) {
  const after = page?.before
    ? or(
        lt(purchases.purchaseDate, page.before.date),
        and(eq(purchases.purchaseDate, page.before.date), lt(purchases.id, page.before.id)),
      )
    : undefined;
  const query = db
    .select(withPaid())
    .from(purchases)
    .where(and(purchaseFilterSql(f), after))
    .orderBy(desc(purchases.purchaseDate), desc(purchases.id));
  return page ? query.limit(page.limit) : query;
}

/**
 * The export of the list (docs/screens.md#exports): the purchases of the same filters in the same order, each
 * as the file's cells in text, the farmer's and crop's names joined in.
 */
export function purchaseExportSql(f: PurchaseFilter): SQL {
  return sql`select ${purchases.purchaseDate}::text as date, party.name as farmer, crop.name as crop,
      ${purchases.quantity}::text as quantity, ${purchases.rate}::text as rate,
      ${purchases.totalAmount}::text as "totalAmount", ${purchases.expenseAmount}::text as "expenseAmount",
      ${purchases.finalAmount}::text as "finalAmount", ${purchases.qualityGrade} as "qualityGrade"
    from ${purchases}
      join parties party on party.id = ${purchases.partyId}
      join crops crop on crop.id = ${purchases.cropId}
    where ${purchaseFilterSql(f) ?? sql`true`}
    order by ${purchases.purchaseDate} desc, ${purchases.id} desc`;
}

/** A page's `total`: a plain count over the filters (the summary's paid amounts cost a subquery per row). */
export async function countPurchases(db: DbOrTx, f: PurchaseFilter): Promise<number> {
  // Dates alone (or nothing): the kept per-day figures, not every purchase of a decade (bill_daily, ADR 0011).
  const range = datesOnly(f);
  if (range) {
    const [days] = await queryRows<{ count: number }>(db, billDaysCountSql('purchase', range));
    return days!.count;
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(purchases)
    .where(purchaseFilterSql(f));
  return row!.count;
}

/** The figures of the purchases over the list's filters, in one statement. */
export async function summarisePurchases(db: DbOrTx, f: PurchaseFilter): Promise<PurchaseSummary> {
  const range = datesOnly(f);
  if (range) {
    const [days] = await queryRows<PurchaseSummary>(db, purchaseDaysSummarySql(range));
    return days!;
  }
  // bill_paid and crops are joined once, not looked up per row and per figure (ADR 0011).
  const paid = billColumns(sql`coalesce("bill_paid"."paid", 0)`, sql`"purchases"."total_amount"`, sql`false`);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      quantityQuintals: sql<string>`coalesce(sum(${quintalsOfUnit(sql`"purchases"."quantity"`, sql`"crops"."unit"`)}), 0)::numeric(20, 3)::text`,
      totalAmount: sql<string>`coalesce(sum(${purchases.totalAmount}), 0)::numeric(20, 2)::text`,
      expenseAmount: sql<string>`coalesce(sum(${purchases.expenseAmount}), 0)::numeric(20, 2)::text`,
      finalAmount: sql<string>`coalesce(sum(${purchases.finalAmount}), 0)::numeric(20, 2)::text`,
      paidAmount: sql<string>`coalesce(sum(${paid.paidAmount}::numeric), 0)::numeric(20, 2)::text`,
      outstanding: sql<string>`coalesce(sum(${paid.outstanding}::numeric), 0)::numeric(20, 2)::text`,
    })
    .from(purchases)
    .leftJoin(billPaid, and(eq(billPaid.kind, 'purchase'), eq(billPaid.billId, purchases.id)))
    .leftJoin(crops, eq(crops.id, purchases.cropId))
    .where(purchaseFilterSql(f));
  return row!;
}

/**
 * The expense rows of the given purchases, in one query (no query per purchase). The ids travel as one array
 * parameter, so the statement stays the same size for any number of purchases.
 */
export async function listExpensesOfPurchases(db: DbOrTx, purchaseIds: number[]) {
  if (purchaseIds.length === 0) return [];
  return db
    .select()
    .from(purchaseExpenses)
    .where(sql`${purchaseExpenses.purchaseId} = any(${`{${purchaseIds.join(',')}}`}::int[])`)
    .orderBy(asc(purchaseExpenses.purchaseId), asc(purchaseExpenses.id));
}
