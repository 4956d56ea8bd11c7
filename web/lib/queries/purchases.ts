import type { Purchase } from '@common/schemas/purchases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dateRangeSearch, type DateRange } from '@/lib/date-range';

/** Newest first (docs/api-conventions.md#lists); with a range, only purchases dated within it (inclusive). */
export const getPurchases = (range?: DateRange) =>
  apiRequest<Purchase[]>('GET', range ? `/api/purchases?${dateRangeSearch(range)}` : '/api/purchases');

// A range's key stays under the ['purchases'] prefix, so that recording a purchase refreshes an open
// report too.
export const purchasesQueryOptions = (range?: DateRange) =>
  queryOptions({
    queryKey: range ? ['purchases', { startDate: range.startDate, endDate: range.endDate }] : ['purchases'],
    queryFn: () => getPurchases(range),
  });

/** `enabled: false` holds the request back (a form's choices load once it is open). */
export function usePurchases({ range, enabled = true }: { range?: DateRange; enabled?: boolean } = {}) {
  return useQuery({ ...purchasesQueryOptions(range), enabled });
}
