import type { Statement } from '@common/schemas/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { dateRangeSearch, type DateRange } from '@/lib/date-range';

/** GET /api/ledger/statement?partyId=&startDate=&endDate= (docs/money.md, the party statement). */
export const getStatement = (partyId: number, range: DateRange) =>
  apiRequest<Statement>('GET', `/api/ledger/statement?partyId=${partyId}&${dateRangeSearch(range)}`);

// Under ['ledger'], so that any posting that refreshes the ledger refreshes an open statement too.
export const statementQueryOptions = (partyId: number, range: DateRange) =>
  queryOptions({
    queryKey: ['ledger', 'statement', partyId, range.startDate, range.endDate],
    queryFn: () => getStatement(partyId, range),
  });

export function useStatement(partyId: number | undefined, range: DateRange | undefined) {
  return useQuery({
    ...statementQueryOptions(partyId ?? 0, range ?? { startDate: '', endDate: '' }),
    enabled: partyId !== undefined && range !== undefined,
  });
}
