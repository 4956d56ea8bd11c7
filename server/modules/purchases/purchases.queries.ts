import { and, asc, desc, eq, getTableColumns, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchaseExpenses, purchases } from '../../db/schema/transactions';
import { purchasePaidColumns } from '../payments/bill-paid';

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseWithPaidRow = Awaited<ReturnType<typeof listPurchases>>[number];

/** A purchase with what is paid of it (docs/money.md). */
const withPaid = () => ({ ...getTableColumns(purchases), ...purchasePaidColumns() });

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

function dateFilter(range: { startDate?: string; endDate?: string }): SQL | undefined {
  return and(
    range.startDate ? gte(purchases.purchaseDate, range.startDate) : undefined,
    range.endDate ? lte(purchases.purchaseDate, range.endDate) : undefined,
  );
}

/** Newest first: purchase date, then id, both descending. */
export async function listPurchases(db: DbOrTx, range: { startDate?: string; endDate?: string }) {
  return db
    .select(withPaid())
    .from(purchases)
    .where(dateFilter(range))
    .orderBy(desc(purchases.purchaseDate), desc(purchases.id));
}

/**
 * The expense rows of every purchase in the same date range, in one query (no query per purchase).
 * Filtering by a subquery rather than a list of ids keeps it one bounded statement for any number of rows.
 */
export async function listExpensesOfPurchases(db: DbOrTx, range: { startDate?: string; endDate?: string }) {
  const ids = db.select({ id: purchases.id }).from(purchases).where(dateFilter(range));
  return db
    .select()
    .from(purchaseExpenses)
    .where(inArray(purchaseExpenses.purchaseId, ids))
    .orderBy(asc(purchaseExpenses.purchaseId), asc(purchaseExpenses.id));
}
