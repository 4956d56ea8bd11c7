import type { StatusFilter } from '@common/schemas/corrections';
import type { PaymentDirection, PaymentMode, PaymentPage } from '@common/schemas/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** The list's filters as the URL and the API name them; an absent key is no filter. */
export interface PaymentFilters {
  partyId?: string;
  direction?: PaymentDirection;
  mode?: PaymentMode;
  accountId?: string;
  startDate?: string;
  endDate?: string;
  /** Left out: active payments only (the server's default); cancelled or all (docs/screens.md#cancel-and-correct). */
  status?: Exclude<StatusFilter, 'active'>;
}

export const FILTER_KEYS = [
  'partyId',
  'direction',
  'mode',
  'accountId',
  'startDate',
  'endDate',
  'status',
] as const;

function search(filters: PaymentFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One page, newest first (date, then id), every filter applied by the server; `cursor` is the previous page's nextCursor. */
export function getPaymentsPage(
  filters: PaymentFilters,
  limit: number,
  cursor: string | undefined,
): Promise<PaymentPage> {
  return apiRequest<PaymentPage>(
    'GET',
    `/api/payments${search(filters, { limit: String(limit), ...(cursor ? { cursor } : {}) })}`,
  );
}

// A payment's status depends on its bills too: a cancelled bill releases what it settled (docs/corrections.md).
export const paymentsPageQueryOptions = (
  filters: PaymentFilters,
  limit: number,
  cursor: string | undefined,
) =>
  queryOptions({
    queryKey: ['payments', 'page', filters, limit, cursor ?? null],
    meta: reads('payments', 'purchases', 'sales'),
    queryFn: () => getPaymentsPage(filters, limit, cursor),
  });

export function usePaymentsPage(filters: PaymentFilters, limit: number, cursor: string | undefined) {
  // The page being read stays on screen while the next one loads, instead of a skeleton flash.
  return useQuery({ ...paymentsPageQueryOptions(filters, limit, cursor), placeholderData: keepPreviousData });
}
