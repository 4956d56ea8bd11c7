import type { DashboardMetrics } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getMetrics = () => apiRequest<DashboardMetrics>('GET', '/api/dashboard/metrics');

export const metricsQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'metrics'],
    queryFn: getMetrics,
    meta: reads('purchases', 'sales', 'expenses', 'payments', 'ledger', 'stock'),
  });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
