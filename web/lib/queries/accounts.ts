import type { Account } from '@common/schemas/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getAccounts = () => apiRequest<Account[]>('GET', '/api/accounts');

export const accountsQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts'],
    queryFn: getAccounts,
    meta: reads('accounts', 'payments', 'expenses', 'purchases'),
  });

/** `enabled: false` holds the request back. */
export function useAccounts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...accountsQueryOptions(), enabled });
}
