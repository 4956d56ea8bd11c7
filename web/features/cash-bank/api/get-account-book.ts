import type { AccountBook } from '@common/schemas/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { dateRangeSearch, type DateRange } from '@/lib/date-range';

export const getAccountBook = (accountId: number, range: DateRange) =>
  apiRequest<AccountBook>('GET', `/api/accounts/${accountId}/book?${dateRangeSearch(range)}`);

/** Its lines are the payments, expenses and purchase expense rows of the account, with their parties (docs/money.md#cash-and-bank-books). */
export const accountBookQueryOptions = (accountId: number, range: DateRange) =>
  queryOptions({
    queryKey: ['accounts', accountId, 'book', range.startDate, range.endDate],
    meta: reads('accounts', 'payments', 'expenses', 'purchases', 'sales', 'ledger', 'parties'),
    queryFn: () => getAccountBook(accountId, range),
  });

/** `accountId` undefined (accounts still loading) or `enabled` false (a range the screen does not ask for) holds the request back. */
export function useAccountBook(accountId: number | undefined, range: DateRange, enabled = true) {
  return useQuery({
    ...accountBookQueryOptions(accountId ?? 0, range),
    enabled: enabled && accountId !== undefined,
    // The previous day stays on screen while the next one loads, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
