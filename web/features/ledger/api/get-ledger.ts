import type { LedgerPage, LedgerSummary } from '@common/schemas/ledger';
import type { PartyPage } from '@common/schemas/parties';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { ledgerSearch, type LedgerFilters } from '../ledger-filters';

/**
 * One page of entries by (transaction date, id), filtered by the server; each `balance` is that party's running
 * balance, right on every page (docs/posting.md#ledger). `cursor` is the previous page's nextCursor.
 */
export const getLedgerPage = (filters: LedgerFilters, limit: number, cursor: string | undefined) =>
  apiRequest<LedgerPage>(
    'GET',
    `/api/ledger?${ledgerSearch(filters, { limit: String(limit), ...(cursor ? { cursor } : {}) }).toString()}`,
  );

export function useLedgerPage(filters: LedgerFilters, limit: number, cursor: string | undefined) {
  return useQuery({
    queryKey: ['ledger', 'page', filters, limit, cursor ?? null],
    meta: reads('ledger', 'parties'),
    queryFn: () => getLedgerPage(filters, limit, cursor),
    // The page being read stays on screen while the next one loads, instead of a skeleton flash.
    placeholderData: keepPreviousData,
  });
}

/** The cards and the entries' count and sums, one aggregate on the server (docs/screens.md#ledger). */
export const ledgerSummaryQueryOptions = (filters: LedgerFilters) =>
  queryOptions({
    queryKey: ['ledger', 'summary', filters],
    meta: reads('ledger'),
    queryFn: () =>
      apiRequest<LedgerSummary>('GET', `/api/ledger/summary?${ledgerSearch(filters).toString()}`),
  });

export function useLedgerSummary(filters: LedgerFilters) {
  return useQuery({ ...ledgerSummaryQueryOptions(filters), placeholderData: keepPreviousData });
}

export type BalanceSide = 'receivable' | 'payable';

/**
 * A page of the parties on one side of the book, largest amount first. Not under the bare ['parties'] key,
 * which holds the whole list; a party's balance moves with every posting to the ledger, which refreshes it.
 */
export function useBalanceParties(side: BalanceSide, limit: number, cursor: string | undefined) {
  return useQuery({
    queryKey: ['parties', 'balance', side, limit, cursor ?? null],
    meta: reads('parties', 'ledger'),
    queryFn: () =>
      apiRequest<PartyPage>(
        'GET',
        `/api/parties?balance=${side}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });
}
