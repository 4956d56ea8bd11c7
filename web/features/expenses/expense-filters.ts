import { expenseTypes } from '@common/schemas/choices';
import type { StatusFilter } from '@common/schemas/corrections';
import type { ExpenseType } from '@common/schemas/expenses';
import { choiceParam, dateRangeParams, searchParam, withoutEmpty } from '@/lib/url-params';

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

/**
 * The filters from the URL (?type=&startDate=&endDate=&q=&status=), so a view survives a reload and can be
 * bookmarked (docs/screens.md#filters).
 */
export function filtersFromSearch(params: URLSearchParams): ExpenseFilters {
  const filters: ExpenseFilters = {
    type: choiceParam(params, 'type', expenseTypes),
    ...dateRangeParams(params, 'startDate', 'endDate'),
    q: searchParam(params),
    status: choiceParam(params, 'status', ['cancelled', 'all'] as const),
  };
  return withoutEmpty(filters);
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
