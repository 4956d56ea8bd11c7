import type { TradeReportPage, TradeReportSummary } from '@common/schemas/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { reportView, type ReportFilters, type ReportView } from '../report-filters';

function search(filters: ReportFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    type: filters.type,
    startDate: filters.startDate,
    endDate: filters.endDate,
  });
  if (filters.partyId) params.set('partyId', filters.partyId);
  if (filters.cropId) params.set('cropId', filters.cropId);
  if (filters.q) params.set('q', filters.q);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}

/** The prefix of a view's report queries, which Generate asks again (reports-page.tsx). */
export const tradeReportKey = (view: ReportView) => ['reports', 'trades', view] as const;

const root = (filters: ReportFilters) => tradeReportKey(reportView(filters.type));

/** One page of the report's rows, newest first; `cursor` is the previous page's nextCursor. */
export function useTradeReportPage(
  filters: ReportFilters,
  limit: number,
  cursor: string | undefined,
  enabled = true,
) {
  return useQuery({
    enabled,
    queryKey: [...root(filters), 'page', filters, limit, cursor ?? null],
    meta: reads('purchases', 'sales', 'payments', 'parties', 'crops'),
    queryFn: () =>
      apiRequest<TradeReportPage>(
        'GET',
        `/api/reports/trades?${search(filters, { limit: String(limit), ...(cursor ? { cursor } : {}) })}`,
      ),
    // The page being read stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const tradeReportSummaryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: [...root(filters), 'summary', filters],
    meta: reads('purchases', 'sales', 'payments', 'parties', 'crops'),
    queryFn: () => apiRequest<TradeReportSummary>('GET', `/api/reports/summary?${search(filters)}`),
  });

/** The cards: one aggregate over the same filters as the rows. */
export function useTradeReportSummary(filters: ReportFilters, enabled = true) {
  return useQuery({ ...tradeReportSummaryOptions(filters), enabled, placeholderData: keepPreviousData });
}
