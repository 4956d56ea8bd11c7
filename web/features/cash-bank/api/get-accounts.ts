import type { Account } from '@common/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getAccounts = () => apiRequest<Account[]>('GET', '/api/accounts');

/** The same key as every other reader of the accounts, so one write refreshes them all. */
export const accountsQueryOptions = () => queryOptions({ queryKey: ['accounts'], queryFn: getAccounts });

export function useAccounts() {
  return useQuery(accountsQueryOptions());
}
