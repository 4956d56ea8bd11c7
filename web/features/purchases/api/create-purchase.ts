import { compare } from '@common/decimal';
import type { Purchase, PurchaseInput } from '@common/schemas/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

/** The body is the schema's input and nothing else: the server works out every amount (docs/posting.md#purchase). */
export const createPurchase = (body: PurchaseInput, options?: RequestOptions) =>
  apiRequest<Purchase>('POST', '/api/purchases', body, options);

export function useCreatePurchase() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: PurchaseInput) => createPurchase(body, { idempotencyKey: submission.current() }),
    // Toasts live here so they still show if the screen is left while the request runs.
    onSuccess: async (_purchase, body) => {
      submission.renew();
      toast({ title: t('common.toast.success'), description: t('purchases.toast.success') });
      // Paid now: a payment was made too (docs/money.md), which moves the accounts and the payments list.
      const paid = body.amountPaid !== undefined && compare(String(body.amountPaid), '0') > 0;
      await (paid
        ? invalidateAfterWrite(queryClient, 'purchase', 'payment')
        : invalidateAfterWrite(queryClient, 'purchase'));
    },
    onError: (error) => {
      if (isKeyReused(error)) submission.renew();
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('purchases.toast.failed')),
      });
    },
  });
}
