import { addDays } from '@common/business-day';
import { reportTypes } from '@common/schemas/choices';
import { businessDate } from '@/lib/format';
import { choiceParam, dateRangeParams, idParam, searchParam, withoutEmpty } from '@/lib/url-params';

export type ReportType = (typeof reportTypes)[number];
export type ReportView = 'sales' | 'purchase';
export { reportTypes };

/** Every type other than sales falls through to the purchase view (docs/screens.md#reports). */
export function reportView(type: ReportType): ReportView {
  return type === 'sales' ? 'sales' : 'purchase';
}

/** The report shown, as the URL and the API name it: a generated range, and party, crop and search. */
export interface ReportFilters {
  type: ReportType;
  startDate: string;
  endDate: string;
  partyId?: string;
  cropId?: string;
  q?: string;
}

/**
 * The report a URL names (docs/screens.md#reports, #filters), so that a view can be bookmarked and survives a
 * reload. Missing or malformed values fall back to the defaults: sales over the last 30 days through today
 * (both dates, unless the URL holds a whole range in order).
 */
export function reportFiltersFromSearch(params: URLSearchParams, today = businessDate()): ReportFilters {
  const { startDate, endDate } = dateRangeParams(params, 'startDate', 'endDate');
  const filters: ReportFilters = {
    type: choiceParam(params, 'type', reportTypes) ?? 'sales',
    ...(startDate && endDate ? { startDate, endDate } : { startDate: addDays(today, -30), endDate: today }),
    partyId: idParam(params, 'partyId'),
    cropId: idParam(params, 'cropId'),
    q: searchParam(params),
  };
  return withoutEmpty(filters);
}

/** The URL's search for a report: the defaults are written too, so that a bookmark keeps its dates. */
export function reportSearch(filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams({
    type: filters.type,
    startDate: filters.startDate,
    endDate: filters.endDate,
  });
  if (filters.partyId) params.set('partyId', filters.partyId);
  if (filters.cropId) params.set('cropId', filters.cropId);
  if (filters.q) params.set('q', filters.q);
  return params;
}
