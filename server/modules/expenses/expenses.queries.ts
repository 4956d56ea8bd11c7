import { and, desc, eq, getTableColumns, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ExpenseSummary, ExpenseType } from '../../../common/schemas/expenses';
import { likePattern } from '../../../common/schemas/primitives';
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

export interface ExpenseFilter {
  startDate?: string;
  endDate?: string;
  status?: StatusFilter;
  type?: ExpenseType;
  q?: string;
}

// Dates and type have their indexes (expenses_date_idx, expenses_type_idx); `q` searches the description or
// the type's name within what they find.
function filterSql(f: ExpenseFilter): SQL | undefined {
  const q = f.q === undefined ? undefined : likePattern(f.q);
  return and(
    f.startDate ? gte(expenses.expenseDate, f.startDate) : undefined,
    f.endDate ? lte(expenses.expenseDate, f.endDate) : undefined,
    f.type ? eq(expenses.type, f.type) : undefined,
    q === undefined ? undefined : sql`(${expenses.description} ilike ${q} or ${expenses.type} ilike ${q})`,
    statusCondition('expense', expenseId, f.status ?? 'active'),
  );
}

/** The export of the list (docs/screens.md#exports): the same filters and order, each row as text cells. */
export function expenseExportSql(f: ExpenseFilter): SQL {
  return sql`select ${expenses.expenseDate}::text as date, ${expenses.type} as type,
      ${expenses.description} as description, ${expenses.amount}::text as amount,
      ${expenses.purchaseId}::text as "purchaseId", ${expenses.saleId}::text as "saleId"
    from ${expenses}
    where ${filterSql(f) ?? sql`true`}
    order by ${expenses.expenseDate} desc, ${expenses.id} desc`;
}

/** Newest first: expense date, then id, both descending; after `before` (keyset) and at most `limit` rows. */
export async function listExpenses(
  db: DbOrTx,
  f: ExpenseFilter,
  page?: { limit: number; before?: { date: string; id: number } },
) {
  const after = page?.before
    ? or(
        lt(expenses.expenseDate, page.before.date),
        and(eq(expenses.expenseDate, page.before.date), lt(expenses.id, page.before.id)),
      )
    : undefined;
  const query = db
    .select(expenseColumns())
    .from(expenses)
    .where(and(filterSql(f), after))
    .orderBy(desc(expenses.expenseDate), desc(expenses.id));
  return page ? query.limit(page.limit) : query;
}

/** The total and each type's count and amount over the filters, in one statement. */
export async function summariseExpenses(db: DbOrTx, f: ExpenseFilter): Promise<ExpenseSummary> {
  const ofType = (type: ExpenseType) => ({
    count: sql<number>`(count(*) filter (where ${expenses.type} = ${type}))::int`,
    amount: sql<string>`coalesce(sum(${expenses.amount}) filter (where ${expenses.type} = ${type}), 0)::numeric(20, 2)::text`,
  });
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      totalAmount: sql<string>`coalesce(sum(${expenses.amount}), 0)::numeric(20, 2)::text`,
      transportCount: ofType('transport').count,
      transportAmount: ofType('transport').amount,
      storageCount: ofType('storage').count,
      storageAmount: ofType('storage').amount,
      laborCount: ofType('labor').count,
      laborAmount: ofType('labor').amount,
      processingCount: ofType('processing').count,
      processingAmount: ofType('processing').amount,
      otherCount: ofType('other').count,
      otherAmount: ofType('other').amount,
    })
    .from(expenses)
    .where(filterSql(f));
  const r = row!;
  return {
    count: r.count,
    totalAmount: r.totalAmount,
    byType: {
      transport: { count: r.transportCount, amount: r.transportAmount },
      storage: { count: r.storageCount, amount: r.storageAmount },
      labor: { count: r.laborCount, amount: r.laborAmount },
      processing: { count: r.processingCount, amount: r.processingAmount },
      other: { count: r.otherCount, amount: r.otherAmount },
    },
  };
}
