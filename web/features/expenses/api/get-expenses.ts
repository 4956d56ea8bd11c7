import type { ExpensePage, ExpenseSummary } from '@common/schemas/expenses';
import type { Purchase, PurchasePage } from '@common/schemas/purchases';
import type { Sale, SalePage } from '@common/schemas/sales';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { filterParams, type ExpenseFilters } from '../expense-filters';

/** One page, newest first (date, then id), filtered by the server; `cursor` is the previous page's nextCursor. */
export function getExpensesPage(
  filters: ExpenseFilters,
  limit: number,
  cursor: string | undefined,
): Promise<ExpensePage> {
  const params = filterParams(filters);
  params.set('limit', String(limit));
  if (cursor) params.set('cursor', cursor);
  return apiRequest<ExpensePage>('GET', `/api/expenses?${params.toString()}`);
}

/** Every card's figure over the filters, one SQL aggregate (docs/screens.md#expenses). */
export function getExpensesSummary(filters: ExpenseFilters): Promise<ExpenseSummary> {
  const params = filterParams(filters);
  return apiRequest<ExpenseSummary>(
    'GET',
    `/api/expenses/summary${params.size ? `?${params.toString()}` : ''}`,
  );
}

export const expensesPageQueryOptions = (
  filters: ExpenseFilters,
  limit: number,
  cursor: string | undefined,
) =>
  queryOptions({
    queryKey: ['expenses', 'page', filters, limit, cursor ?? null],
    meta: reads('expenses'),
    queryFn: () => getExpensesPage(filters, limit, cursor),
  });

export function useExpensesPage(filters: ExpenseFilters, limit: number, cursor: string | undefined) {
  // The page being read stays on screen while the next one loads, instead of a skeleton flash.
  return useQuery({ ...expensesPageQueryOptions(filters, limit, cursor), placeholderData: keepPreviousData });
}

export function useExpensesSummary(filters: ExpenseFilters) {
  return useQuery({
    queryKey: ['expenses', 'summary', filters],
    meta: reads('expenses'),
    queryFn: () => getExpensesSummary(filters),
    placeholderData: keepPreviousData,
  });
}

/** How many of the latest purchases and sales the form offers to link (the server's largest page). */
export const LINK_CHOICES = 500;

/**
 * The form's link choices: the latest purchases and sales, one page each, never a whole list (docs/api-conventions.md#lists), plus
 * the one a corrected expense already names when it is older than those; recording either refreshes them
 * (they read purchases and sales); `enabled` holds them back until the form opens.
 */
export function useLinkChoices(enabled: boolean, linked: { purchaseId?: number; saleId?: number }) {
  const purchases = useQuery({
    queryKey: ['purchases', 'link-choices', LINK_CHOICES],
    meta: reads('purchases', 'payments'),
    queryFn: () => apiRequest<PurchasePage>('GET', `/api/purchases?limit=${LINK_CHOICES}`),
    enabled,
  });
  const sales = useQuery({
    queryKey: ['sales', 'link-choices', LINK_CHOICES],
    meta: reads('sales', 'payments'),
    queryFn: () => apiRequest<SalePage>('GET', `/api/sales?limit=${LINK_CHOICES}`),
    enabled,
  });
  const oldPurchaseId =
    linked.purchaseId !== undefined && purchases.data?.items.every((p) => p.id !== linked.purchaseId)
      ? linked.purchaseId
      : undefined;
  const oldSaleId =
    linked.saleId !== undefined && sales.data?.items.every((s) => s.id !== linked.saleId)
      ? linked.saleId
      : undefined;
  const oldPurchase = useQuery({
    queryKey: ['purchases', 'one', oldPurchaseId],
    meta: reads('purchases', 'payments'),
    queryFn: () => apiRequest<Purchase>('GET', `/api/purchases/${oldPurchaseId}`),
    enabled: enabled && oldPurchaseId !== undefined,
  });
  const oldSale = useQuery({
    queryKey: ['sales', 'one', oldSaleId],
    meta: reads('sales', 'payments'),
    queryFn: () => apiRequest<Sale>('GET', `/api/sales/${oldSaleId}`),
    enabled: enabled && oldSaleId !== undefined,
  });
  return {
    purchases: withOld(purchases.data?.items, oldPurchaseId !== undefined ? oldPurchase.data : undefined),
    sales: withOld(sales.data?.items, oldSaleId !== undefined ? oldSale.data : undefined),
  };
}

function withOld<T>(latest: readonly T[] | undefined, old: T | undefined): readonly T[] {
  if (!latest) return [];
  return old ? [...latest, old] : latest;
}
