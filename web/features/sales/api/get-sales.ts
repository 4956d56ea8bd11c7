import type { StatusFilter } from '@common/schemas/corrections';
import type { Sale } from '@common/schemas/sales';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSales, salesQueryOptions } from '@/lib/queries/sales';

/** The Sales list as its status filter asks (docs/screens.md#sales); active is the server's default. */
export const getSalesWithStatus = (status: StatusFilter) =>
  apiRequest<Sale[]>('GET', `/api/sales?status=${status}`);

// Active shares the plain list's key (one request for the cards and the table); the others stay under the
// ['sales'] prefix, so that every write refreshes them too.
export const salesWithStatusQueryOptions = (status: StatusFilter) =>
  queryOptions<Sale[]>({
    queryKey: status === 'active' ? salesQueryOptions().queryKey : ['sales', { status }],
    queryFn: () => (status === 'active' ? getSales() : getSalesWithStatus(status)),
  });

export function useSalesWithStatus(status: StatusFilter) {
  // The list shown stays while another status loads, so the filters keep their place and focus.
  return useQuery({ ...salesWithStatusQueryOptions(status), placeholderData: keepPreviousData });
}
