import type { OutstandingPage, OutstandingRow, OutstandingSide } from '@common/schemas/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** The report's view, as the address and the API name it. */
export interface OutstandingView {
  side: OutstandingSide;
  asOf: string;
}

const search = (view: OutstandingView, extra: Record<string, string> = {}) =>
  new URLSearchParams({ side: view.side, asOf: view.asOf, ...extra }).toString();

/** One page (largest outstanding first) with the totals of every row: GET /api/reports/outstanding. */
export const getOutstandingPage = (view: OutstandingView, limit: number, cursor: string | undefined) =>
  apiRequest<OutstandingPage>(
    'GET',
    `/api/reports/outstanding?${search(view, { limit: String(limit), ...(cursor ? { cursor } : {}) })}`,
  );

/** Every row: for the export. */
export const getAllOutstanding = (view: OutstandingView) =>
  apiRequest<OutstandingRow[]>('GET', `/api/reports/outstanding?${search(view)}`);

// Computed from the ledger, the bills and what payments settled of them (docs/money.md#outstanding-and-ageing).
export const outstandingPageQueryOptions = (
  view: OutstandingView,
  limit: number,
  cursor: string | undefined,
) =>
  queryOptions({
    queryKey: ['ledger', 'outstanding', 'page', view, limit, cursor ?? null],
    meta: reads('ledger', 'payments', 'purchases', 'sales', 'parties'),
    queryFn: () => getOutstandingPage(view, limit, cursor),
  });

export function useOutstandingPage(view: OutstandingView, limit: number, cursor: string | undefined) {
  return useQuery({ ...outstandingPageQueryOptions(view, limit, cursor), placeholderData: keepPreviousData });
}
