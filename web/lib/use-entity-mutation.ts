import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, isKeyReused, type RequestOptions } from '@/lib/api-client';
import { useSubmissionKey } from '@/lib/idempotency-key';

interface EntityMutationOptions<TVariables, TData> {
  /** A create passes `options` on to apiRequest (its Idempotency-Key); updates and deletes ignore it. */
  mutationFn: (variables: TVariables, options: RequestOptions) => Promise<TData>;
  /** The list the write makes stale. */
  invalidate: QueryKey;
  /** Catalogue key of the success toast's text. */
  success: ParseKeys;
  /** Catalogue key of the failure toast's text when the server gives no message of its own. */
  failure: ParseKeys;
}

/**
 * A master write (create, update or delete of a party, crop, state or city): refreshes its list and
 * toasts the outcome. The toasts live here so that they still show if the dialog has closed meanwhile.
 */
export function useEntityMutation<TVariables, TData>({
  mutationFn,
  invalidate,
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
      void queryClient.invalidateQueries({ queryKey: invalidate });
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
