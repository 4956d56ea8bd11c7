/**
 * The data sets the server keeps, as the client names them (docs/screens.md#client-conventions). A query
 * declares the ones its answer is computed from (`meta: reads(…)`), a write the ones it changes
 * (web/lib/invalidate-after-write.ts); a write makes stale exactly the queries whose sets meet its own.
 *
 * - `purchases`: purchases and their expense rows (which "Cash in hand" pays, docs/money.md);
 * - `sales`, `expenses`: those records, cancellations included;
 * - `payments`: payments and their allocations, so also what a bill has been paid (docs/money.md);
 * - `stock`: the inventory buckets and their stock movements;
 * - `ledger`: the ledger entries and the party balances they add up to;
 * - `parties`, `crops`, `locations` (states and cities), `accounts`, `users`: the masters themselves;
 * - `settings`: the business profile and the charge schedule (docs/settings-and-charges.md);
 * - `audit`: the audit trail, which every write appends to (docs/corrections.md#audit-trail).
 *
 * The dashboard keeps nothing of its own: its figures read the books, so a write to one of them refreshes it.
 */
export const DATA_SETS = [
  'purchases',
  'sales',
  'expenses',
  'payments',
  'stock',
  'ledger',
  'parties',
  'crops',
  'locations',
  'accounts',
  'users',
  'settings',
  'audit',
] as const;

export type DataSet = (typeof DATA_SETS)[number];

/** What every query carries in its `meta`: the data sets its answer is computed from. */
export type ReadsMeta = { reads: readonly DataSet[] };

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ReadsMeta;
  }
}

/** A query's `meta`: `queryOptions({ queryKey, queryFn, meta: reads('purchases', 'payments') })`. */
export const reads = (...sets: [DataSet, ...DataSet[]]): ReadsMeta => ({ reads: sets });
