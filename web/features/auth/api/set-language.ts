import type { Language, MeResponse, User } from '@common/schemas/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { setLanguage } from '@/i18n/i18n';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { meQueryOptions } from './me';

export const saveLanguage = (language: Language) =>
  apiRequest<User>('PUT', '/api/auth/language', { language });

/**
 * The shell's language switch: the interface changes at once, and the choice is saved for the user so that
 * it follows them to another device (docs/screens.md#language).
 */
export function useSetLanguage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: saveLanguage,
    onSuccess: (user) => {
      const { token } = useAuthStore.getState();
      if (token) useAuthStore.setState({ user });
      // The cached /api/auth/me answer is the server's word on the language; keep it in step.
      queryClient.setQueryData<MeResponse>(meQueryOptions().queryKey, (me) => (me ? { ...me, user } : me));
      // The server says its records (ledger descriptions, audit summaries, the bell) in the saved language:
      // everything else it answered is read again (docs/messages.md#records).
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== meQueryOptions().queryKey[0],
      });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('language.saveFailed')),
      }),
  });
  return (language: Language) => {
    void setLanguage(language);
    mutation.mutate(language);
  };
}
