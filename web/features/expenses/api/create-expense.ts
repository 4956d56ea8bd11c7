import type { Expense, ExpenseInput } from '@common/schemas/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

export const createExpense = (body: ExpenseInput) => apiRequest<Expense>('POST', '/api/expenses', body);

export function useCreateExpense() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createExpense,
    onSuccess: async () => {
      toast({ title: t('common.toast.success'), description: t('expenses.toast.success') });
      await invalidateAfterWrite(queryClient, 'expense');
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('expenses.toast.failed')),
      });
    },
  });
}
