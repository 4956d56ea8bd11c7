import type { QueryClient } from '@tanstack/react-query';

/**
 * What each transaction write makes stale. Spec §7 names lists, inventory, ledger and dashboard metrics;
 * party balances (parties list, ledger cards) and the dashboard's charts move with the same postings, so
 * they are refreshed too rather than left showing yesterday's figures.
 */
const STALE_AFTER = {
  purchase: [['purchases'], ['inventory'], ['ledger'], ['parties'], ['dashboard']],
  sale: [['sales'], ['inventory'], ['ledger'], ['parties'], ['dashboard']],
  expense: [['expenses'], ['dashboard']],
} as const satisfies Record<string, ReadonlyArray<readonly string[]>>;

export function invalidateAfterWrite(
  queryClient: QueryClient,
  write: keyof typeof STALE_AFTER,
): Promise<void> {
  return Promise.all(STALE_AFTER[write].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
