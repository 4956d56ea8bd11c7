import type { Payment, PaymentInput } from '@common/schemas/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { ApiError, apiRequest, errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

/** `allocations` is always sent, [] included: left out, the server would settle bills by itself. */
export type CreatePaymentBody = PaymentInput & { allocations: NonNullable<PaymentInput['allocations']> };

export const createPayment = (body: CreatePaymentBody, options?: RequestOptions) =>
  apiRequest<Payment>('POST', '/api/payments', body, options);

export function useCreatePayment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: CreatePaymentBody) => createPayment(body, { idempotencyKey: submission.current() }),
    onSuccess: async () => {
      submission.renew();
      toast({ title: t('common.toast.success'), description: t('payments.toast.success') });
      await invalidateAfterWrite(queryClient, 'payment');
    },
    // An allocation over a bill's outstanding is a 409 whose message names it: the toast shows it as is,
    // and the bills are read again, since another payment settled them meanwhile.
    onError: async (error) => {
      if (isKeyReused(error)) submission.renew();
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('payments.toast.failed')),
      });
      if (error instanceof ApiError && error.status === 409)
        await invalidateAfterWrite(queryClient, 'payment');
    },
  });
}
