import type { SalePage, SaleSummary } from '@common/schemas/sales';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { filterParams, type SaleFilters } from '../sale-filters';

/** One page, newest first (date, then id), filtered by the server; `cursor` is the previous page's nextCursor. */
export function getSalesPage(
  filters: SaleFilters,
  limit: number,
  cursor: string | undefined,
): Promise<SalePage> {
  const params = filterParams(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<SalePage>('GET', `/api/sales?${params.toString()}`);
}

/** Every card's figure over the filters, one SQL aggregate (docs/screens.md#sales). */
export function getSalesSummary(filters: SaleFilters): Promise<SaleSummary> {
  const params = filterParams(filters);
  return apiRequest<SaleSummary>('GET', `/api/sales/summary${params.size ? `?${params.toString()}` : ''}`);
}

export const salesPageQueryOptions = (filters: SaleFilters, limit: number, cursor: string | undefined) =>
  queryOptions({
    queryKey: ['sales', 'page', filters, limit, cursor ?? null],
    meta: reads('sales', 'payments'),
    queryFn: () => getSalesPage(filters, limit, cursor),
  });

export function useSalesPage(filters: SaleFilters, limit: number, cursor: string | undefined) {
  // The page being read stays on screen while the next one loads, instead of a skeleton flash.
  return useQuery({ ...salesPageQueryOptions(filters, limit, cursor), placeholderData: keepPreviousData });
}

export function useSalesSummary(filters: SaleFilters) {
  return useQuery({
    queryKey: ['sales', 'summary', filters],
    meta: reads('sales', 'payments'),
    queryFn: () => getSalesSummary(filters),
    placeholderData: keepPreviousData,
  });
}
