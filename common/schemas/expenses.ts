import { z } from 'zod';
import { amount, businessDate, optionalId, requiredText, TEXT_MAX, timestamp } from './primitives';

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
  createdAt: timestamp,
  createdBy: z.number().nullable(),
});
export type Expense = z.infer<typeof expense>;

/** GET /api/expenses?startDate=&endDate= (inclusive); a range that ends before it starts is a 400. */
