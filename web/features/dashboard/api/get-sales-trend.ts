import type { SalesTrendPoint, TrendPeriod } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getSalesTrend = (period: TrendPeriod) =>
  apiRequest<SalesTrendPoint[]>('GET', `/api/dashboard/sales-trend?period=${period}`);

export const salesTrendQueryOptions = (period: TrendPeriod) =>
  queryOptions({
    queryKey: ['dashboard', 'sales-trend', period],
    queryFn: () => getSalesTrend(period),
    meta: reads('sales'),
  });

export function useSalesTrend(period: TrendPeriod) {
  return useQuery(salesTrendQueryOptions(period));
}
