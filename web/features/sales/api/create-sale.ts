import type { Sale, SaleInput } from '@common/schemas/sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

/** The client's preview travels with the payload (spec §7); the server recomputes the amount. */
export type CreateSaleBody = SaleInput & { totalAmount: string };

export const createSale = (body: CreateSaleBody) => apiRequest<Sale>('POST', '/api/sales', body);

export function useCreateSale() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSale,
    onSuccess: async () => {
      toast({ title: t('common.toast.success'), description: t('sales.toast.success') });
      await invalidateAfterWrite(queryClient, 'sale');
    },
    // An oversell is a 409 whose message names the stock available: the toast shows it as is.
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('sales.toast.failed')),
      });
    },
  });
}
