import { and, asc, eq, getTableColumns, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { PurchaseSummary } from '../../../common/schemas/purchases';
import { queryRows, type DbOrTx } from '../../db/client';
import { purchaseExpenses, purchases } from '../../db/schema/transactions';
import { billPaid } from '../../db/schema/bill-paid';
import { crops } from '../../db/schema/masters';
import { datesOnly, purchaseDaysSummarySql } from '../books/bill-daily';
import { billColumns, purchasePaidColumns } from '../payments/bill-paid';
import { correctionColumns } from '../corrections/correction-sql';
import { purchaseKind } from '../bills/bill-kinds';
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

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseWithPaidRow = Awaited<ReturnType<typeof listPurchases>>[number];

/** A purchase with what is paid of it (docs/money.md) and its cancellation (docs/corrections.md). */
const withPaid = () => ({
  ...getTableColumns(purchases),
  ...purchasePaidColumns(),
  ...correctionColumns('purchase', billIdSql(purchaseKind)),
});

export async function findPurchaseWithPaid(db: DbOrTx, id: number): Promise<PurchaseWithPaidRow | undefined> {
  const [row] = await db.select(withPaid()).from(purchases).where(eq(purchases.id, id));
  return row;
}
export type PurchaseExpenseRow = typeof purchaseExpenses.$inferSelect;

/** Inserts the purchase; `withCharges` (bills/lot-charges.ts chargesWithLot) writes its charges in the same statement. */
export async function insertPurchase(
  db: DbOrTx,
  values: PgInsertValue<typeof purchases>,
  withCharges: WithSubquery[] = [],
): Promise<PurchaseRow> {
  const [row] = await (withCharges.length > 0 ? db.with(...withCharges) : db)
    .insert(purchases)
    .values(values)
    .returning();
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

export type PurchaseFilter = BillFilter;

/** The list's filters in SQL (bills/bill.queries.ts). */
export function purchaseFilterSql(f: PurchaseFilter): SQL | undefined {
  return billFilterSql(purchaseKind, f);
}

/** Newest first: purchase date, then id, both descending; after `before` (keyset) and at most `limit` rows. */
export async function listPurchases(db: DbOrTx, f: PurchaseFilter, page?: NewestFirstPage) {
  const query = db
    .select(withPaid())
    .from(purchases)
    .where(and(purchaseFilterSql(f), newestFirstAfter(purchaseKind, page?.before)))
    .orderBy(...newestFirst(purchaseKind));
  return page ? query.limit(page.limit) : query;
}

/**
 * The export of the list (docs/screens.md#exports): the purchases of the same filters in the same order, each
 * as the file's cells in text, the farmer's and crop's names joined in.
 */
export function purchaseExportSql(f: PurchaseFilter): SQL {
  return billExportSql(
    purchaseKind,
    f,
    sql`${purchases.purchaseDate}::text as date, party.name as farmer, crop.name as crop,
      ${purchases.quantity}::text as quantity, ${purchases.rate}::text as rate,
      ${purchases.totalAmount}::text as "totalAmount", ${purchases.expenseAmount}::text as "expenseAmount",
      ${purchases.finalAmount}::text as "finalAmount", ${purchases.qualityGrade} as "qualityGrade",
      ${purchases.documentNumber} as "documentNumber"`,
  );
}

/** A page's `total`: a plain count over the filters (bills/bill.queries.ts). */
export function countPurchases(db: DbOrTx, f: PurchaseFilter): Promise<number> {
  return countBills(db, purchaseKind, f);
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
