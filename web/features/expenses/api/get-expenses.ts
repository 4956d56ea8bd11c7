import type { Expense } from '@common/schemas/expenses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getExpenses = () => apiRequest<Expense[]>('GET', '/api/expenses');

export const expensesQueryOptions = () => queryOptions({ queryKey: ['expenses'], queryFn: getExpenses });

export function useExpenses() {
  return useQuery(expensesQueryOptions());
}
