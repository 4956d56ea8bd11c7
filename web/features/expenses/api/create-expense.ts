import type { Expense, ExpenseInput } from '@common/schemas/expenses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite } from '@/lib/invalidate-after-write';

export const createExpense = (body: ExpenseInput, options?: RequestOptions) =>
  apiRequest<Expense>('POST', '/api/expenses', body, options);

export function useCreateExpense() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: ExpenseInput) => createExpense(body, { idempotencyKey: submission.current() }),
    onSuccess: async () => {
      submission.renew();
      toast({ title: t('common.toast.success'), description: t('expenses.toast.success') });
      await invalidateAfterWrite(queryClient, 'expense');
    },
    onError: (error) => {
      if (isKeyReused(error)) submission.renew();
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('expenses.toast.failed')),
      });
    },
  });
}
