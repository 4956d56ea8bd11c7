import type { Purchase, PurchaseInput } from '@common/schemas/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

/** The client's previews travel with the payload (spec §7); the server recomputes every amount. */
export type CreatePurchaseBody = PurchaseInput & {
  totalAmount: string;
  expenseAmount: string;
  finalAmount: string;
};

export const createPurchase = (body: CreatePurchaseBody) =>
  apiRequest<Purchase>('POST', '/api/purchases', body);

export function useCreatePurchase() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    // Toasts live here so they still show if the screen is left while the request runs.
    onSuccess: async () => {
      toast({ title: t('common.toast.success'), description: t('purchases.toast.success') });
      await invalidateAfterWrite(queryClient, 'purchase');
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('purchases.toast.failed')),
      });
    },
  });
}
