import type { PartyPage } from '@common/schemas/parties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { PARTY_FILTER_KEYS, type PartyListFilters } from '../party-list-filters';

/** One page by name (ignoring case), then id, filtered by the server; `cursor` is the previous page's nextCursor. */
export function getPartiesPage(filters: PartyListFilters, limit: number, cursor: string | undefined) {
  const params = new URLSearchParams();
  for (const key of PARTY_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<PartyPage>('GET', `/api/parties?${params.toString()}`);
}

// Adding, editing or deleting a party, and every posting (the balances), refreshes the page shown.
export const partiesPageQueryOptions = (
  filters: PartyListFilters,
  limit: number,
  cursor: string | undefined,
) =>
  queryOptions({
    queryKey: ['parties', 'page', filters, limit, cursor ?? null],
    meta: reads('parties', 'ledger'),
    queryFn: () => getPartiesPage(filters, limit, cursor),
    // The page being read stays on screen while the next one loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });

export function usePartiesPage(filters: PartyListFilters, limit: number, cursor: string | undefined) {
  return useQuery(partiesPageQueryOptions(filters, limit, cursor));
}
