import { addDays } from '@common/business-day';
import { reportTypes } from '@common/schemas/choices';
import { businessDate } from '@/lib/format';

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

const isDate = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isId = (v: string | null): v is string => v !== null && /^[1-9]\d{0,9}$/.test(v);

/**
 * The report a URL names (docs/screens.md#reports), so that a view can be bookmarked and survives a reload.
 * Missing or malformed values fall back to the defaults: sales over the last 30 days through today.
 */
export function reportFiltersFromSearch(params: URLSearchParams, today = businessDate()): ReportFilters {
  const type = params.get('type');
  const start = params.get('startDate');
  const end = params.get('endDate');
  const datesOk = isDate(start) && isDate(end) && start <= end;
  const party = params.get('partyId');
  const crop = params.get('cropId');
  const q = params.get('q')?.trim();
  return {
    type: (reportTypes as readonly string[]).includes(type ?? '') ? (type as ReportType) : 'sales',
    startDate: datesOk ? start : addDays(today, -30),
    endDate: datesOk ? end : today,
    ...(isId(party) ? { partyId: party } : {}),
    ...(isId(crop) ? { cropId: crop } : {}),
    ...(q ? { q: q.slice(0, 100) } : {}),
  };
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
