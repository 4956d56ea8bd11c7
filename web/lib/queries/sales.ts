import type { Sale } from '@common/schemas/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dateRangeSearch, type DateRange } from '@/lib/date-range';

/** Newest first (docs/api-conventions.md#lists); with a range, only the sales dated within it (inclusive). */
export const getSales = (range?: DateRange) =>
  apiRequest<Sale[]>('GET', range ? `/api/sales?${dateRangeSearch(range)}` : '/api/sales');

// A range's key stays under the ['sales'] prefix, so that recording a sale refreshes an open report too.
export const salesQueryOptions = (range?: DateRange) =>
  queryOptions({
    queryKey: range ? ['sales', { startDate: range.startDate, endDate: range.endDate }] : ['sales'],
    queryFn: () => getSales(range),
  });

/** `enabled: false` holds the request back (a form's choices load once it is open). */
export function useSales({ range, enabled = true }: { range?: DateRange; enabled?: boolean } = {}) {
  return useQuery({ ...salesQueryOptions(range), enabled });
}
