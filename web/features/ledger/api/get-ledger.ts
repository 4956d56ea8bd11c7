import type { LedgerEntry } from '@common/schemas/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** By transaction date, then id; each `balance` is that party's running balance (docs/posting.md#ledger). */
export const getLedger = (partyId?: number) =>
  apiRequest<LedgerEntry[]>('GET', partyId === undefined ? '/api/ledger' : `/api/ledger?partyId=${partyId}`);

// ['ledger', …] so that a sale's invalidation of the ['ledger'] prefix refreshes every filter.
export const ledgerQueryOptions = (partyId?: number) =>
  queryOptions({ queryKey: ['ledger', partyId ?? 'all'], queryFn: () => getLedger(partyId) });

export function useLedger(partyId?: number) {
  return useQuery(ledgerQueryOptions(partyId));
}
