import type { z } from 'zod';
import type {
  Expense,
  expenseInput,
  ExpenseListQuery,
  ExpensePage,
  ExpenseSummary,
  ExpenseSummaryQuery,
} from '../../../common/schemas/expenses';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { recordAudit } from '../audit/audit';
import { toCorrectionFields } from '../corrections/correction-sql';
import type { RecordOptions } from '../bills/bill-steps';
import { msg } from '../../../common/messages';
import { formatRupees } from '../../../common/rupees';
import { AppError } from '../../lib/app-error';
import { ensureCashInHand, findAccountById } from '../accounts/accounts.queries';
import { purchaseExists } from '../purchases/purchases.queries';
import { saleExists } from '../sales/sales.queries';
import {
  findExpense,
  insertExpense,
  listExpenses,
  summariseExpenses,
  type ExpenseRow,
} from './expenses.queries';

export type ExpenseData = z.output<typeof expenseInput>;

/**
 * An expense changes no stock and posts no ledger entry (docs/posting.md#expense): a purchase or sale link is
 * a reference only, so it just has to exist.
 */
export async function createExpense(db: Db, input: ExpenseData, actorId: number | null): Promise<Expense> {
  return db.transaction((tx) => recordExpense(tx, input, actorId));
}

/** Records an expense in the caller's transaction (createExpense, and an amendment's new record). */
export async function recordExpense(
  tx: Tx,
  input: ExpenseData,
  actorId: number | null,
  opts: RecordOptions = {},
): Promise<Expense> {
  if (input.purchaseId !== undefined && !(await purchaseExists(tx, input.purchaseId))) {
    throw AppError.unknownReference('purchaseId', msg('expenses.purchaseNotFound'));
  }
  if (input.saleId !== undefined && !(await saleExists(tx, input.saleId))) {
    throw AppError.unknownReference('saleId', msg('expenses.saleNotFound'));
  }
  if (input.accountId !== undefined && !(await findAccountById(tx, input.accountId))) {
    throw AppError.unknownReference('accountId', msg('expenses.accountNotFound'));
  }
  const accountId = input.accountId ?? (await ensureCashInHand(tx));
  const id = await insertExpense(tx, {
    ...(opts.id === undefined ? {} : { id: opts.id }),
    type: input.type,
    description: input.description,
    amount: input.amount,
    purchaseId: input.purchaseId ?? null,
    saleId: input.saleId ?? null,
    accountId,
    expenseDate: input.expenseDate,
    createdBy: actorId,
  });
  const expense = await getExpense(tx, id);
  if (opts.audit !== false) {
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'expense',
      entityId: id,
      summary: msg('trail.expenseRecorded', {
        id,
        description: expense.description,
        amount: formatRupees(expense.amount),
      }),
      after: expense,
    });
  }
  return expense;
}

/** GET /api/expenses/:id, any status. */
export async function getExpense(db: DbOrTx, id: number): Promise<Expense> {
  const row = await findExpense(db, id);
  if (!row) throw AppError.notFound(msg('expenses.notFound'));
  return toExpense(row);
}

/** Newest first; a page with `{items, total, nextCursor}` when `limit` is given, else every row. */
export async function listExpensesNewestFirst(
  db: Db,
  query: ExpenseListQuery,
): Promise<Expense[] | ExpensePage> {
  const { limit, cursor, ...filter } = query;
  if (limit === undefined) return (await listExpenses(db, filter)).map(toExpense);
  const before = cursor === undefined ? undefined : decodeDateIdCursor(cursor);
  const rows = await listExpenses(db, filter, { limit: limit + 1, before });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toExpense),
    total: (await summariseExpenses(db, filter)).count,
    nextCursor: rows.length > limit && last ? encodeCursor([last.expenseDate, last.id]) : null,
  };
}

/** GET /api/expenses/summary. */
export async function expensesSummary(db: Db, query: ExpenseSummaryQuery): Promise<ExpenseSummary> {
  return summariseExpenses(db, query);
}

function toExpense(row: ExpenseRow): Expense {
  const { cancellation, amends, ...expense } = row;
  return {
    ...expense,
    ...toCorrectionFields({ cancellation, amends }),
    createdAt: row.createdAt.toISOString(),
  };
}
