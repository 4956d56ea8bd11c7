import type { Query, QueryClient } from '@tanstack/react-query';
import type { DataSet } from '@/lib/data-sets';

/**
 * What each write changes on the server, as data sets (web/lib/data-sets.ts). It makes stale every query
 * whose `meta.reads` names one of them, wherever that query is defined (docs/screens.md#client-conventions):
 * no list of query keys to keep in step with the screens.
 *
 * Every write appends to the audit trail (docs/corrections.md#audit-trail). A purchase and a sale post stock
 * and the party's ledger entry; a payment its ledger entry and its allocations. What a bill has been paid,
 * the accounts' balances, the dashboard and the outstanding report are computed from these books, so their
 * queries read them rather than being named here.
 */
export const WRITES = {
  purchase: ['purchases', 'stock', 'ledger', 'audit'],
  sale: ['sales', 'stock', 'ledger', 'audit'],
  expense: ['expenses', 'audit'],
  // A stock adjustment moves its bucket; its value counts in profit, which the dashboard reads from 'stock'.
  stockAdjustment: ['stock', 'audit'],
  payment: ['payments', 'ledger', 'audit'],
  party: ['parties', 'audit'],
  openingBalance: ['ledger', 'parties', 'audit'],
  crop: ['crops', 'audit'],
  location: ['locations', 'audit'],
  account: ['accounts', 'audit'],
  user: ['users', 'audit'],
  businessProfile: ['settings', 'audit'],
  charge: ['settings', 'audit'],
} as const satisfies Record<string, readonly DataSet[]>;

export type Write = keyof typeof WRITES;

/** Whether a query reads any of the data sets written; a query that declares nothing is never refreshed. */
export function readsAnyOf(query: Pick<Query, 'meta'>, written: ReadonlySet<DataSet>): boolean {
  return query.meta?.reads.some((set) => written.has(set)) ?? false;
}

/**
 * Marks stale every query that reads what the writes changed, and reads again those on screen. Several
 * writes at once (a sale paid with it records a payment too) are one pass over the cache.
 */
export function invalidateAfterWrite(
  queryClient: QueryClient,
  ...writes: readonly [Write, ...Write[]]
): Promise<void> {
  const written = new Set<DataSet>(writes.flatMap((write) => WRITES[write]));
  return queryClient.invalidateQueries({ predicate: (query) => readsAnyOf(query, written) });
}
