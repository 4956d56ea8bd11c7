import type { DashboardMetrics } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getMetrics = () => apiRequest<DashboardMetrics>('GET', '/api/dashboard/metrics');

export const metricsQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'metrics'], queryFn: getMetrics });

export function useMetrics() {
  return useQuery(metricsQueryOptions());
}
