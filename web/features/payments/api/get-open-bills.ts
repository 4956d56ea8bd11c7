import type { OpenBillRow, PaymentDirection } from '@common/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The party's open bills of the kind the direction settles, oldest first (docs/money.md). */
export const getOpenBills = (partyId: number, direction: PaymentDirection) =>
  apiRequest<OpenBillRow[]>(
    'GET',
    `/api/payments/open-bills?${new URLSearchParams({ partyId: String(partyId), direction })}`,
  );

// Under ['payments'], so that recording a payment refreshes the bills it settled; a sale or a purchase
// refreshes ['payments', 'open-bills'] too (web/lib/invalidate-after-write.ts), for the bill it adds.
export const openBillsQueryOptions = (partyId: number, direction: PaymentDirection) =>
  queryOptions({
    queryKey: ['payments', 'open-bills', partyId, direction],
    queryFn: () => getOpenBills(partyId, direction),
  });

/** Nothing is asked until a party is chosen. */
export function useOpenBills(partyId: number | undefined, direction: PaymentDirection) {
  return useQuery({
    ...openBillsQueryOptions(partyId ?? 0, direction),
    enabled: partyId !== undefined,
  });
}
