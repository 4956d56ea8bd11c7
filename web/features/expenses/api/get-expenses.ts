import type { StatusFilter } from '@common/schemas/corrections';
import type { Expense } from '@common/schemas/expenses';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Active expenses by default (the server's); cancelled or all when the status filter asks. */
export const getExpenses = (status: StatusFilter = 'active') =>
  apiRequest<Expense[]>('GET', status === 'active' ? '/api/expenses' : `/api/expenses?status=${status}`);

// Every key stays under ['expenses'], so that each write refreshes whichever list is open.
export const expensesQueryOptions = (status: StatusFilter = 'active') =>
  queryOptions({
    queryKey: status === 'active' ? ['expenses'] : ['expenses', { status }],
    queryFn: () => getExpenses(status),
  });

export function useExpenses(status: StatusFilter = 'active') {
  // The list shown stays while another status loads, so the filters keep their place and focus.
  return useQuery({ ...expensesQueryOptions(status), placeholderData: keepPreviousData });
}
