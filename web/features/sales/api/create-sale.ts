import { compare } from '@common/decimal';
import type { Sale, SaleInput } from '@common/schemas/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

/** The body is the schema's input and nothing else: the server works out the amount (docs/posting.md#sale). */
export const createSale = (body: SaleInput, options?: RequestOptions) =>
  apiRequest<Sale>('POST', '/api/sales', body, options);

export function useCreateSale() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: SaleInput) => createSale(body, { idempotencyKey: submission.current() }),
    onSuccess: async (sale) => {
      submission.renew();
      toast({ title: t('common.toast.success'), description: t('sales.toast.success') });
      // Paid in full or in part with the sale: a payment was recorded too (docs/money.md), which moves the
      // accounts and the payments list.
      await (compare(sale.paidAmount, '0') > 0
        ? invalidateAfterWrite(queryClient, 'sale', 'payment')
        : invalidateAfterWrite(queryClient, 'sale'));
    },
    // An oversell is a 409 whose message names the stock available: the toast shows it as is.
    onError: (error) => {
      if (isKeyReused(error)) submission.renew();
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('sales.toast.failed')),
      });
    },
  });
}
