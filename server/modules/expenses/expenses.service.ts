import type { z } from 'zod';
import type { Expense, expenseInput } from '../../../common/schemas/expenses';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { purchaseExists } from '../purchases/purchases.queries';
import { saleExists } from '../sales/sales.queries';
import { insertExpense, listExpenses, type ExpenseRow } from './expenses.queries';

export type ExpenseData = z.output<typeof expenseInput>;

/**
 * An expense changes no stock and posts no ledger entry (decisions §4): a purchase or sale link is a
 * reference only, so it just has to exist.
 */
export async function createExpense(db: Db, input: ExpenseData, actorId: number | null): Promise<Expense> {
  if (input.purchaseId !== undefined && !(await purchaseExists(db, input.purchaseId))) {
    throw AppError.unknownReference('purchaseId', 'Purchase not found');
  }
  if (input.saleId !== undefined && !(await saleExists(db, input.saleId))) {
    throw AppError.unknownReference('saleId', 'Sale not found');
  }
  const row = await insertExpense(db, {
    type: input.type,
    description: input.description,
    amount: input.amount,
    purchaseId: input.purchaseId ?? null,
    saleId: input.saleId ?? null,
    expenseDate: input.expenseDate,
    createdBy: actorId,
  });
  return toExpense(row);
}

export async function listExpensesNewestFirst(
  db: Db,
  range: { startDate?: string; endDate?: string },
): Promise<Expense[]> {
  return (await listExpenses(db, range)).map(toExpense);
}

function toExpense(row: ExpenseRow): Expense {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
