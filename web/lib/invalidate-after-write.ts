import type { QueryClient } from '@tanstack/react-query';

/**
 * What each transaction write makes stale (docs/screens.md#client-conventions): the lists, inventory,
 * ledger and dashboard metrics; party balances (parties list, ledger cards) and the dashboard's charts move
 * with the same postings, so they are refreshed too rather than left showing yesterday's figures.
 */
const STALE_AFTER = {
  // A purchase's expense rows and amount paid, a sale's money received and an expense move an account's
  // balance and its book (['accounts'] holds both; docs/money.md).
  // Each adds a bill the Payments form lists as open (['payments', 'open-bills'], docs/money.md).
  purchase: [
    ['purchases'],
    ['inventory'],
    ['ledger'],
    ['parties'],
    ['dashboard'],
    ['accounts'],
    ['payments', 'open-bills'],
  ],
  sale: [
    ['sales'],
    ['inventory'],
    ['ledger'],
    ['parties'],
    ['dashboard'],
    ['accounts'],
    ['payments', 'open-bills'],
  ],
  expense: [['expenses'], ['dashboard'], ['accounts']],
  // A payment moves the party's balance (ledger, parties), its account, and the paid and outstanding
  // amounts of the bills it settles (docs/money.md#bills-carry-what-is-paid).
  payment: [['payments'], ['accounts'], ['sales'], ['purchases'], ['ledger'], ['parties'], ['dashboard']],
} as const satisfies Record<string, ReadonlyArray<readonly string[]>>;

export function invalidateAfterWrite(
  queryClient: QueryClient,
  write: keyof typeof STALE_AFTER,
): Promise<void> {
  return Promise.all(STALE_AFTER[write].map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
