import type { OutstandingSummary } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getOutstanding = () => apiRequest<OutstandingSummary>('GET', '/api/dashboard/outstanding');

// Under ['dashboard']: every posting that moves a party balance refreshes it (web/lib/invalidate-after-write.ts).
export const outstandingQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'outstanding'], queryFn: getOutstanding });

export function useOutstanding() {
  return useQuery(outstandingQueryOptions());
}
