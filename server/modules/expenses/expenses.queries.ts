import { and, desc, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema/transactions';

export type ExpenseRow = typeof expenses.$inferSelect;

export async function insertExpense(db: DbOrTx, values: typeof expenses.$inferInsert): Promise<ExpenseRow> {
  const [row] = await db.insert(expenses).values(values).returning();
  if (!row) throw new Error('expense insert returned no row');
  return row;
}

/** Newest first: expense date, then id, both descending. */
export async function listExpenses(db: DbOrTx, range: { startDate?: string; endDate?: string }) {
  return db
    .select()
    .from(expenses)
    .where(
      and(
        range.startDate ? gte(expenses.expenseDate, range.startDate) : undefined,
        range.endDate ? lte(expenses.expenseDate, range.endDate) : undefined,
      ),
    )
    .orderBy(desc(expenses.expenseDate), desc(expenses.id));
}
