import type { OpenBillRow, PaymentDirection } from '@common/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** The party's open bills of the kind the direction settles, oldest first (docs/money.md). */
export const getOpenBills = (partyId: number, direction: PaymentDirection) =>
  apiRequest<OpenBillRow[]>(
    'GET',
    `/api/payments/open-bills?${new URLSearchParams({ partyId: String(partyId), direction })}`,
  );

// The bills (sales, purchases, the opening entry in the ledger) less what payments settled of them: a payment
// refreshes the bills it settled, a sale or a purchase the list it adds a bill to.
export const openBillsQueryOptions = (partyId: number, direction: PaymentDirection) =>
  queryOptions({
    queryKey: ['payments', 'open-bills', partyId, direction],
    meta: reads('purchases', 'sales', 'payments', 'ledger'),
    queryFn: () => getOpenBills(partyId, direction),
  });

/** Nothing is asked until a party is chosen. */
export function useOpenBills(partyId: number | undefined, direction: PaymentDirection) {
  return useQuery({
    ...openBillsQueryOptions(partyId ?? 0, direction),
    enabled: partyId !== undefined,
  });
}
