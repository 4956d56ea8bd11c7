import type { z } from 'zod';
import type { Expense, expenseInput } from '../../../common/schemas/expenses';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ensureCashInHand, findAccountById } from '../accounts/accounts.queries';
import { purchaseExists } from '../purchases/purchases.queries';
import { saleExists } from '../sales/sales.queries';
import { insertExpense, listExpenses, type ExpenseRow } from './expenses.queries';

export type ExpenseData = z.output<typeof expenseInput>;

/**
 * An expense changes no stock and posts no ledger entry (docs/posting.md#expense): a purchase or sale link is
 * a reference only, so it just has to exist.
 */
export async function createExpense(db: Db, input: ExpenseData, actorId: number | null): Promise<Expense> {
  return db.transaction(async (tx) => {
    if (input.purchaseId !== undefined && !(await purchaseExists(tx, input.purchaseId))) {
      throw AppError.unknownReference('purchaseId', 'Purchase not found');
    }
    if (input.saleId !== undefined && !(await saleExists(tx, input.saleId))) {
      throw AppError.unknownReference('saleId', 'Sale not found');
    }
    if (input.accountId !== undefined && !(await findAccountById(tx, input.accountId))) {
      throw AppError.unknownReference('accountId', 'Account not found');
    }
    const accountId = input.accountId ?? (await ensureCashInHand(tx));
    const row = await insertExpense(tx, {
      type: input.type,
      description: input.description,
      amount: input.amount,
      purchaseId: input.purchaseId ?? null,
      saleId: input.saleId ?? null,
      accountId,
      expenseDate: input.expenseDate,
      createdBy: actorId,
    });
    return toExpense(row);
  });
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
