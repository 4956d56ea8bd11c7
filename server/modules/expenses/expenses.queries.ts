import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { StatusFilter } from '../../../common/schemas/corrections';
import type { DbOrTx } from '../../db/client';
import { expenses } from '../../db/schema/transactions';
import { correctionColumns, statusCondition } from '../corrections/correction-sql';

const expenseId = sql.raw('"expenses"."id"');

/** An expense with its cancellation (docs/corrections.md). */
const expenseColumns = () => ({ ...getTableColumns(expenses), ...correctionColumns('expense', expenseId) });
export type ExpenseRow = Awaited<ReturnType<typeof listExpenses>>[number];

export async function insertExpense(db: DbOrTx, values: typeof expenses.$inferInsert): Promise<number> {
  const [row] = await db.insert(expenses).values(values).returning({ id: expenses.id });
  if (!row) throw new Error('expense insert returned no row');
  return row.id;
}

export async function findExpense(db: DbOrTx, id: number): Promise<ExpenseRow | undefined> {
  const [row] = await db.select(expenseColumns()).from(expenses).where(eq(expenses.id, id));
  return row;
}

/** Newest first: expense date, then id, both descending. */
export async function listExpenses(
  db: DbOrTx,
  f: { startDate?: string; endDate?: string; status?: StatusFilter },
) {
  return db
    .select(expenseColumns())
    .from(expenses)
    .where(
      and(
        f.startDate ? gte(expenses.expenseDate, f.startDate) : undefined,
        f.endDate ? lte(expenses.expenseDate, f.endDate) : undefined,
        statusCondition('expense', expenseId, f.status ?? 'active'),
      ),
    )
    .orderBy(desc(expenses.expenseDate), desc(expenses.id));
}
