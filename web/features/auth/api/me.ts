import type { User } from '@common/schemas/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const fetchMe = () => apiRequest<{ user: User }>('GET', '/api/auth/me');

export const meQueryOptions = () => queryOptions({ queryKey: ['auth', 'me'], queryFn: fetchMe });

/** Checks the stored token once per load: a revoked or expired one answers 401, which signs the user out. */
export function useMe() {
  return useQuery(meQueryOptions());
}
