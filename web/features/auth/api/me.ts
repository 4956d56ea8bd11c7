import type { MeResponse } from '@common/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setLanguage } from '@/i18n/i18n';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { useAuthStore } from '@/lib/auth-store';

export const fetchMe = () => apiRequest<MeResponse>('GET', '/api/auth/me');

export const meQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'me'], queryFn: fetchMe, meta: reads('users') });

/**
 * Checks the stored token once per load: a revoked or expired one answers 401, which signs the user out.
 * The answer also refreshes the business time zone kept with the session, and the user's language: chosen
 * on another device, it wins over this one's (docs/screens.md#language).
 */
export function useMe() {
  const query = useQuery(meQueryOptions());
  const setBusinessTimezone = useAuthStore((s) => s.setBusinessTimezone);
  const businessTimezone = query.data?.businessTimezone;
  useEffect(() => {
    if (businessTimezone) setBusinessTimezone(businessTimezone);
  }, [businessTimezone, setBusinessTimezone]);
  const language = query.data?.user.language;
  useEffect(() => {
    if (language) void setLanguage(language);
  }, [language]);
  return query;
}
