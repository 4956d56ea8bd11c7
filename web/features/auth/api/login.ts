import type { LoginRequest, LoginResponse } from '@common/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/use-toast';
import { setLanguage } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

export const login = (body: LoginRequest) => apiRequest<LoginResponse>('POST', '/api/auth/login', body);

export function useLogin() {
  const { t } = useTranslation();
  const setAuth = useAuthStore((s) => s.setAuth);
  return useMutation({
    mutationFn: login,
    // Here rather than in mutate(): the login screen unmounts as soon as the user is set.
    onSuccess: ({ user, token, businessTimezone }) => {
      setAuth(user, token, businessTimezone);
      // The user's own language wins over the one chosen on the sign-in page (docs/screens.md#language).
      void setLanguage(user.language);
      toast({ title: t('common.toast.success'), description: t('auth.loginSuccess') });
    },
  });
}
