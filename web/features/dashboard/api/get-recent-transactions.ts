import type { RecentTransaction } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** How many of the latest ledger entries the card lists. */
export const RECENT_COUNT = 5;

export const getRecentTransactions = () =>
  apiRequest<RecentTransaction[]>('GET', `/api/dashboard/recent-transactions?limit=${RECENT_COUNT}`);

export const recentTransactionsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'recent-transactions'],
    queryFn: getRecentTransactions,
    meta: reads('ledger', 'parties'),
  });

export function useRecentTransactions() {
  return useQuery(recentTransactionsQueryOptions());
}
