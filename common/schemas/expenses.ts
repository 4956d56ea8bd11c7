import { z } from 'zod';
import { correctionFields, statusFilter } from './corrections';
import {
  amount,
  businessDate,
  exportFormat,
  listQuery,
  optionalId,
  pageCursor,
  pageLimit,
  requiredText,
  searchText,
  TEXT_MAX,
  timestamp,
} from './primitives';
import { expenseTypes } from './choices';

export { expenseTypes };

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

const expenseFilters = {
  status: statusFilter,
  type: z.preprocess((v) => (v === '' ? undefined : v), expenseType.optional()),
  /** Description or type, case-insensitive. */
  q: searchText,
};

/**
 * GET /api/expenses: dates inclusive, type, `q` and status (as GET /api/sales); with `limit`, a keyset page
 * `{items, total, nextCursor}`, newest first.
 */
export const expenseListQuery = listQuery({ ...expenseFilters, limit: pageLimit, cursor: pageCursor });
export type ExpenseListQuery = z.output<typeof expenseListQuery>;

export const expensePage = z.object({
  items: z.array(expense),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type ExpensePage = z.infer<typeof expensePage>;

/** GET /api/expenses/summary: the list's filters. */
export const expenseSummaryQuery = listQuery(expenseFilters);

/** GET /api/expenses/export: the list's filters and the file's `format` (docs/api-conventions.md#exports). */
export const expenseExportQuery = listQuery({ ...expenseFilters, format: exportFormat });
export type ExpenseExportQuery = z.output<typeof expenseExportQuery>;
export type ExpenseSummaryQuery = z.output<typeof expenseSummaryQuery>;

const typeTotal = z.object({ count: z.number(), amount: z.string() });

/** Every card of the Expenses screen over the list's filters, in one query: the total and each type's. */
export const expenseSummary = z.object({
  count: z.number(),
  totalAmount: z.string(),
  byType: z.object({
    transport: typeTotal,
    storage: typeTotal,
    labor: typeTotal,
    processing: typeTotal,
    other: typeTotal,
  }),
});
export type ExpenseSummary = z.infer<typeof expenseSummary>;
