import type { Statement } from '@common/schemas/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { dateRangeSearch, type DateRange } from '@/lib/date-range';

/** GET /api/ledger/statement?partyId=&startDate=&endDate= (docs/money.md, the party statement). */
export const getStatement = (partyId: number, range: DateRange) =>
  apiRequest<Statement>('GET', `/api/ledger/statement?partyId=${partyId}&${dateRangeSearch(range)}`);

export const statementQueryOptions = (partyId: number, range: DateRange) =>
  queryOptions({
    queryKey: ['ledger', 'statement', partyId, range.startDate, range.endDate],
    meta: reads('ledger', 'parties'),
    queryFn: () => getStatement(partyId, range),
  });

export function useStatement(partyId: number | undefined, range: DateRange | undefined) {
  return useQuery({
    ...statementQueryOptions(partyId ?? 0, range ?? { startDate: '', endDate: '' }),
    enabled: partyId !== undefined && range !== undefined,
  });
}
