import { dateRangeParams, idParam, withoutEmpty } from '@/lib/url-params';

/** The Ledger entries' filters as the URL and the API name them; an absent key is no filter. */
export interface LedgerFilters {
  partyId?: string;
  startDate?: string;
  endDate?: string;
}

export const LEDGER_FILTER_KEYS = ['partyId', 'startDate', 'endDate'] as const;

/**
 * The filters from the URL (?partyId=&startDate=&endDate=), so a view survives a reload and can be
 * bookmarked (docs/screens.md#filters).
 */
export function ledgerFiltersFromSearch(params: URLSearchParams): LedgerFilters {
  const filters: LedgerFilters = {
    partyId: idParam(params, 'partyId'),
    ...dateRangeParams(params, 'startDate', 'endDate'),
  };
  return withoutEmpty(filters);
}

/** The filters as a query string's pairs, with `extra` (limit, cursor) after them. */
export function ledgerSearch(filters: LedgerFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of LEDGER_FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}
