import { isIsoDate } from '@common/business-day';
import { expenseTypes } from '@common/schemas/choices';
import type { StatusFilter } from '@common/schemas/corrections';
import type { ExpenseType } from '@common/schemas/expenses';

/** The Expenses list's filters as the URL and the API name them; an absent key is no filter. */
export interface ExpenseFilters {
  type?: ExpenseType;
  startDate?: string;
  endDate?: string;
  /** Description or type, matched by the server. */
  q?: string;
  /** Left out: active expenses only (the server's default). */
  status?: Exclude<StatusFilter, 'active'>;
}

export const FILTER_KEYS = ['type', 'startDate', 'endDate', 'q', 'status'] as const;

/** The server's limit on `q` (common/schemas/primitives.ts searchText). */
const SEARCH_MAX = 100;

/**
 * The filters from the URL (?type=&startDate=&endDate=&q=&status=), so a view survives a reload and can be
 * bookmarked, as on Sales and Purchases. A value that cannot be one is left out rather than sent for a 400.
 */
export function filtersFromSearch(params: URLSearchParams): ExpenseFilters {
  const filters: ExpenseFilters = {};
  const type = expenseTypes.find((t) => t === params.get('type'));
  if (type) filters.type = type;
  const startDate = params.get('startDate');
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  const endDate = params.get('endDate');
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  // Dates in the wrong order would be the server's 400: the end is dropped instead.
  if (filters.startDate && filters.endDate && filters.endDate < filters.startDate) delete filters.endDate;
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  if (q) filters.q = q;
  const status = params.get('status');
  if (status === 'cancelled' || status === 'all') filters.status = status;
  return filters;
}

/** The filters as a query string's pairs, in a fixed order (so equal filters make equal requests). */
export function filterParams(filters: ExpenseFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The cards' filters: the list's, over active expenses whatever the list shows (docs/screens.md#expenses). */
export function summaryFilters(filters: ExpenseFilters): ExpenseFilters {
  const cards = { ...filters };
  delete cards.status;
  return cards;
}
