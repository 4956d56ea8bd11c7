import { z } from 'zod';
import { correctionFields, statusFilter } from './corrections';
import { amount, businessDate, listQuery, optionalId, requiredText, TEXT_MAX, timestamp } from './primitives';

export const expenseTypes = ['transport', 'storage', 'labor', 'processing', 'other'] as const;
export const expenseType = z.enum(expenseTypes);
export type ExpenseType = z.infer<typeof expenseType>;

const noneToAbsent = (v: unknown) => (v === 'none' ? undefined : v);

export const expenseInput = z.object({
  type: expenseType,
  description: requiredText(TEXT_MAX),
  amount,
  purchaseId: z.preprocess(noneToAbsent, optionalId),
  saleId: z.preprocess(noneToAbsent, optionalId),
  /** The cash or bank account it was paid from; left out: "Cash in hand" (docs/money.md). */
  accountId: optionalId,
  expenseDate: businessDate,
});
export type ExpenseInput = z.input<typeof expenseInput>;

export const expense = z.object({
  id: z.number(),
  type: expenseType,
  description: z.string(),
  amount: z.string(),
  purchaseId: z.number().nullable(),
  saleId: z.number().nullable(),
  /** Null only on expenses recorded before accounts existed, which count as "Cash in hand". */
  accountId: z.number().nullable(),
  expenseDate: z.string(),
  ...correctionFields,
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Expense = z.infer<typeof expense>;

/** GET /api/expenses?startDate=&endDate=&status= (as GET /api/sales). */
export const expenseListQuery = listQuery({ status: statusFilter });
export type ExpenseListQuery = z.output<typeof expenseListQuery>;
