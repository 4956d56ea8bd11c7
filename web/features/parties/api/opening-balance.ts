import type { LedgerEntry, OpeningBalanceInput, OpeningBalanceOf } from '@common/schemas/ledger';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

/** GET /api/ledger/opening-balances?partyId=: the party's opening balance, or null (docs/money.md). */
export const openingBalanceQueryOptions = (partyId: number) =>
  queryOptions({
    queryKey: ['ledger', 'opening-balance', partyId],
    meta: reads('ledger', 'parties'),
    queryFn: () => apiRequest<OpeningBalanceOf>('GET', `/api/ledger/opening-balances?partyId=${partyId}`),
  });

export function useOpeningBalance(partyId: number | undefined) {
  return useQuery({ ...openingBalanceQueryOptions(partyId ?? 0), enabled: partyId !== undefined });
}

/**
 * POST /api/ledger/opening-balances. Its refusals (409: one exists; 400: a field) are shown in the dialog by
 * the caller, not as a toast, so the clerk reads them beside the form.
 */
export function useRecordOpeningBalance() {
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: OpeningBalanceInput) =>
      apiRequest<LedgerEntry>('POST', '/api/ledger/opening-balances', body, {
        idempotencyKey: submission.current(),
      }),
    onSuccess: () => {
      submission.renew();
      void invalidateAfterWrite(queryClient, 'openingBalance');
    },
  });
}
