import type { StockAdjustment, StockAdjustmentInput } from '@common/schemas/stock-adjustments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

/** POST /api/inventory/adjustments (docs/posting.md#stock-adjustments). */
export const createStockAdjustment = (body: StockAdjustmentInput, options?: RequestOptions) =>
  apiRequest<StockAdjustment>('POST', '/api/inventory/adjustments', body, options);

/** One Idempotency-Key per submission, as every create sends (docs/operations.md): a retried save adjusts once. */
export function useCreateStockAdjustment() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: StockAdjustmentInput) =>
      createStockAdjustment(body, { idempotencyKey: submission.current() }),
    onSuccess: async (made) => {
      submission.renew();
      toast({
        title: t('common.toast.success'),
        description: t('inventory.adjust.success', { id: String(made.id) }),
      });
      await invalidateAfterWrite(queryClient, 'stockAdjustment');
    },
    onError: (error) => {
      if (isKeyReused(error)) submission.renew();
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('inventory.adjust.failed')),
      });
    },
  });
}
