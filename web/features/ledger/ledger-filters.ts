import { isIsoDate } from '@common/business-day';

/** The Ledger entries' filters as the URL and the API name them; an absent key is no filter. */
export interface LedgerFilters {
  partyId?: string;
  startDate?: string;
  endDate?: string;
}

export const LEDGER_FILTER_KEYS = ['partyId', 'startDate', 'endDate'] as const;

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

/**
 * The filters from the URL (?partyId=&startDate=&endDate=), as the Purchases screen keeps its own, so a view
 * survives a reload and can be bookmarked. A value that cannot be one is left out.
 */
export function ledgerFiltersFromSearch(params: URLSearchParams): LedgerFilters {
  const filters: LedgerFilters = {};
  const partyId = params.get('partyId');
  if (partyId && isId(partyId)) filters.partyId = partyId;
  const startDate = params.get('startDate');
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  const endDate = params.get('endDate');
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  return filters;
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
