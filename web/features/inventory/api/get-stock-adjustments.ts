import type { StockAdjustmentPage } from '@common/schemas/stock-adjustments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** What the adjustments list is filtered by: the screen's crop ('all' for every crop). */
export interface AdjustmentFilters {
  cropId: string;
}

/** One page, newest first (date, then id), filtered by the server; `cursor` is the previous page's nextCursor. */
export function getStockAdjustmentsPage(
  filters: AdjustmentFilters,
  limit: number,
  cursor: string | undefined,
): Promise<StockAdjustmentPage> {
  const params = new URLSearchParams();
  if (filters.cropId !== 'all') params.set('cropId', filters.cropId);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<StockAdjustmentPage>('GET', `/api/inventory/adjustments?${params.toString()}`);
}

export const stockAdjustmentsPageQueryOptions = (
  filters: AdjustmentFilters,
  limit: number,
  cursor: string | undefined,
) =>
  queryOptions({
    queryKey: ['stock-adjustments', 'page', filters, limit, cursor ?? null],
    meta: reads('stock'),
    queryFn: () => getStockAdjustmentsPage(filters, limit, cursor),
  });

export function useStockAdjustmentsPage(
  filters: AdjustmentFilters,
  limit: number,
  cursor: string | undefined,
) {
  // The page being read stays on screen while the next one loads, instead of a skeleton flash.
  return useQuery({
    ...stockAdjustmentsPageQueryOptions(filters, limit, cursor),
    placeholderData: keepPreviousData,
  });
}
