import type { Expense, ExpenseType } from '@common/schemas/expenses';

export interface ExpenseFilters {
  search: string;
  type: 'all' | ExpenseType;
}

export const NO_FILTERS: ExpenseFilters = { search: '', type: 'all' };

/** The search matches the description or the type, by its value or its label (docs/screens.md#expenses). */
export function filterExpenses(
  expenses: readonly Expense[],
  filters: ExpenseFilters,
  typeLabel: (type: ExpenseType) => string,
): Expense[] {
  const needle = filters.search.trim().toLocaleLowerCase('en-IN');
  return expenses.filter((expense) => {
    if (filters.type !== 'all' && expense.type !== filters.type) return false;
    if (!needle) return true;
    return [expense.description, expense.type, typeLabel(expense.type)].some((text) =>
      text.toLocaleLowerCase('en-IN').includes(needle),
    );
  });
}
