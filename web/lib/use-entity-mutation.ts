import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';
import { invalidateAfterWrite, type Write } from '@/lib/invalidate-after-write';

interface EntityMutationOptions<TVariables, TData> {
  /** A create passes `options` on to apiRequest (its Idempotency-Key); updates and deletes ignore it. */
  mutationFn: (variables: TVariables, options: RequestOptions) => Promise<TData>;
  /** What the write changes (web/lib/invalidate-after-write.ts): every query reading it is refreshed. */
  writes: Write;
  /** Catalogue key of the success toast's text. */
  success: ParseKeys;
  /** Catalogue key of the failure toast's text when the server gives no message of its own. */
  failure: ParseKeys;
}

/**
 * A master write (create, update or delete of a party, crop, state, city, account or user): refreshes
 * whatever reads what it wrote and toasts the outcome. The toasts live here so that they still show if the dialog has closed meanwhile.
 */
export function useEntityMutation<TVariables, TData>({
  mutationFn,
  writes,
  success,
  failure,
}: EntityMutationOptions<TVariables, TData>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (variables: TVariables) => mutationFn(variables, { idempotencyKey: submission.current() }),
    onSuccess: () => {
      submission.renew();
      void invalidateAfterWrite(queryClient, writes);
      toast({ title: t('common.toast.success'), description: t(success) });
    },
    onError: (error) => {
      if (isKeyReused(error)) submission.renew();
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t(failure)),
      });
    },
  });
}
