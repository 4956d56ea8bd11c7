import type { OpenBillsAnswer, PaymentDirection } from '@common/schemas/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

// Shared by the screens that show a party's open bills and its money on account beside them (Payments, "Record
// payment", the statement, Outstanding, the Purchase and Sales record screens: docs/screens.md#money-on-account).

/** The party's open bills of the kind the direction settles, oldest first, and its money on account (docs/money.md). */
export const getOpenBills = (partyId: number, direction: PaymentDirection) =>
  apiRequest<OpenBillsAnswer>(
    'GET',
    `/api/payments/open-bills?${new URLSearchParams({ partyId: String(partyId), direction })}`,
  );

// The bills (sales, purchases, the opening entry in the ledger) less what payments settled of them, and the
// payments' unallocated money: a payment refreshes both, a sale or a purchase the list it adds a bill to.
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
