import type { OutstandingSummary } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getOutstanding = () => apiRequest<OutstandingSummary>('GET', '/api/dashboard/outstanding');

// The party balances: every posting that moves one refreshes it (web/lib/invalidate-after-write.ts).
export const outstandingQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'outstanding'],
    queryFn: getOutstanding,
    meta: reads('ledger', 'parties'),
  });

export function useOutstanding() {
  return useQuery(outstandingQueryOptions());
}
