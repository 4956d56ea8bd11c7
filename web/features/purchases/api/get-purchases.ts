import type { StatusFilter } from '@common/schemas/corrections';
import type { QualityGrade } from '@common/schemas/primitives';
import type { PurchasePage } from '@common/schemas/purchases';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** The All purchases list's filters as the URL and the API name them; an absent key is no filter. */
export interface PurchaseFilters {
  partyId?: string;
  cropId?: string;
  qualityGrade?: QualityGrade;
  startDate?: string;
  endDate?: string;
  /** Left out: active purchases only (the server's default). */
  status?: Exclude<StatusFilter, 'active'>;
}

export const FILTER_KEYS = ['partyId', 'cropId', 'qualityGrade', 'startDate', 'endDate', 'status'] as const;

function search(filters: PurchaseFilters, extra: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `?${params.toString()}`;
}

/** One page, newest first (date, then id), filtered by the server; `cursor` is the previous page's nextCursor. */
export function getPurchasesPage(
  filters: PurchaseFilters,
  limit: number,
  cursor: string | undefined,
): Promise<PurchasePage> {
  return apiRequest<PurchasePage>(
    'GET',
    `/api/purchases${search(filters, { limit: String(limit), ...(cursor ? { cursor } : {}) })}`,
  );
}

export const purchasesPageQueryOptions = (
  filters: PurchaseFilters,
  limit: number,
  cursor: string | undefined,
) =>
  queryOptions({
    queryKey: ['purchases', 'page', filters, limit, cursor ?? null],
    meta: reads('purchases', 'payments'),
    queryFn: () => getPurchasesPage(filters, limit, cursor),
  });

export function usePurchasesPage(filters: PurchaseFilters, limit: number, cursor: string | undefined) {
  // The page being read stays on screen while the next one loads, instead of a skeleton flash.
  return useQuery({
    ...purchasesPageQueryOptions(filters, limit, cursor),
    placeholderData: keepPreviousData,
  });
}

/** The Recent purchases card: the latest active ones (docs/screens.md#purchase). */
export function useRecentPurchases(count: number) {
  return useQuery(purchasesPageQueryOptions({}, count, undefined));
}
