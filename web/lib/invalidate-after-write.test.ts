import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditPageQueryOptions } from '@/features/audit/api/get-audit';
import { accountBookQueryOptions } from '@/features/cash-bank/api/get-account-book';
import { metricsQueryOptions } from '@/features/dashboard/api/get-metrics';
import { ledgerSummaryQueryOptions } from '@/features/ledger/api/get-ledger';
import { partiesPageQueryOptions } from '@/features/parties/api/get-parties-page';
import { outstandingPageQueryOptions } from '@/features/outstanding/api/get-outstanding';
import { openBillsQueryOptions } from '@/lib/queries/open-bills';
import { paymentsPageQueryOptions } from '@/features/payments/api/get-payments';
import { purchasesPageQueryOptions } from '@/features/purchases/api/get-purchases';
import { statementQueryOptions } from '@/features/statement/api/get-statement';
import { accountsQueryOptions } from '@/lib/queries/accounts';
import { citiesQueryOptions } from '@/lib/queries/cities';
import { cropsQueryOptions } from '@/lib/queries/crops';
import { stockAdjustmentsPageQueryOptions } from '@/features/inventory/api/get-stock-adjustments';
import { inventoryQueryOptions } from '@/lib/queries/inventory';
import { createQueryClient } from '@/lib/query-client';
import type { ReadsMeta } from '@/lib/data-sets';
import { invalidateAfterCorrection } from '@/lib/record-corrections';
import { invalidateAfterWrite } from './invalidate-after-write';

// The screens' own query definitions, each put in the cache with an answer and no observer (so an
// invalidation only marks it stale and reads nothing): what a write makes stale is read off `isInvalidated`.
const range = { startDate: '2026-11-01', endDate: '2026-11-26' };
const QUERIES = {
  inventory: inventoryQueryOptions(),
  adjustments: stockAdjustmentsPageQueryOptions({ cropId: 'all' }, 50, undefined),
  crops: cropsQueryOptions(),
  cities: citiesQueryOptions(),
  parties: partiesPageQueryOptions({}, 100, undefined),
  accounts: accountsQueryOptions(),
  accountBook: accountBookQueryOptions(1, range),
  statement: statementQueryOptions(1, range),
  ledgerSummary: ledgerSummaryQueryOptions({}),
  outstanding: outstandingPageQueryOptions({ side: 'receivable', asOf: '2026-11-26' }, 50, undefined),
  metrics: metricsQueryOptions(),
  audit: auditPageQueryOptions({}, 50, undefined),
  purchases: purchasesPageQueryOptions({}, 50, undefined),
  payments: paymentsPageQueryOptions({}, 50, undefined),
  openBills: openBillsQueryOptions(1, 'received'),
} satisfies Record<string, { queryKey: QueryKey; meta?: ReadsMeta }>;

type Name = keyof typeof QUERIES;

let queryClient: QueryClient;

beforeEach(async () => {
  queryClient = createQueryClient();
  for (const { queryKey, meta } of Object.values(QUERIES)) {
    await queryClient.prefetchQuery({ queryKey, meta, queryFn: () => Promise.resolve(null) });
  }
});

afterEach(() => queryClient.clear());

function stale(): Name[] {
  return (Object.keys(QUERIES) as Name[]).filter(
    (name) => queryClient.getQueryState(QUERIES[name].queryKey)?.isInvalidated,
  );
}

describe('what a write makes stale, from what each query reads', () => {
  it('every query starts fresh', () => {
    expect(stale()).toEqual([]);
  });

  it('a purchase refreshes stock, the ledger, statements, balances, the accounts, the dashboard and the audit trail, not the masters', async () => {
    await invalidateAfterWrite(queryClient, 'purchase');
    expect(stale().sort()).toEqual(
      [
        'inventory',
        'adjustments',
        'parties',
        'accounts',
        'accountBook',
        'statement',
        'ledgerSummary',
        'outstanding',
        'metrics',
        'audit',
        'purchases',
        'openBills',
        'payments',
      ].sort(),
    );
  });

  it('a payment refreshes the bills it settles and the accounts, not stock', async () => {
    await invalidateAfterWrite(queryClient, 'payment');
    const names = stale();
    expect(names).toEqual(
      expect.arrayContaining(['purchases', 'openBills', 'payments', 'accounts', 'accountBook', 'statement']),
    );
    expect(names).not.toContain('inventory');
    expect(names).not.toContain('crops');
  });

  it('a crop refreshes the crops and what names them (inventory), not the books', async () => {
    await invalidateAfterWrite(queryClient, 'crop');
    expect(stale().sort()).toEqual(['audit', 'crops', 'inventory']);
  });

  it('a state or a city refreshes the locations only (and the trail)', async () => {
    await invalidateAfterWrite(queryClient, 'location');
    expect(stale().sort()).toEqual(['audit', 'cities']);
  });

  it('cancelling an expense refreshes the accounts and the dashboard, not the ledger', async () => {
    await invalidateAfterCorrection(queryClient, 'expense');
    expect(stale().sort()).toEqual(['accountBook', 'accounts', 'audit', 'metrics']);
  });

  it('cancelling a sale refreshes the payments list too (its payments are cancelled with it)', async () => {
    await invalidateAfterCorrection(queryClient, 'sale');
    expect(stale()).toEqual(expect.arrayContaining(['payments', 'inventory', 'statement', 'audit']));
    expect(stale()).not.toContain('crops');
  });

  it('a stock adjustment and its cancel refresh the stock, its list, the dashboard and the trail, not the ledger', async () => {
    await invalidateAfterWrite(queryClient, 'stockAdjustment');
    expect(stale().sort()).toEqual(expect.arrayContaining(['adjustments', 'audit', 'inventory', 'metrics']));
    expect(stale()).not.toContain('statement');
    expect(stale()).not.toContain('parties');
    expect(stale()).not.toContain('accounts');
    queryClient.clear();
    for (const { queryKey, meta } of Object.values(QUERIES)) {
      await queryClient.prefetchQuery({ queryKey, meta, queryFn: () => Promise.resolve(null) });
    }
    await invalidateAfterCorrection(queryClient, 'stock_adjustment');
    expect(stale()).toEqual(expect.arrayContaining(['adjustments', 'audit', 'inventory', 'metrics']));
    expect(stale()).not.toContain('statement');
  });

  it('a query that declares nothing is never refreshed', async () => {
    await queryClient.prefetchQuery({ queryKey: ['undeclared'], queryFn: () => Promise.resolve(1) });
    await invalidateAfterWrite(queryClient, 'purchase', 'sale', 'expense', 'payment', 'party', 'crop');
    expect(queryClient.getQueryState(['undeclared'])?.isInvalidated).toBe(false);
  });
});
