import type { UserRecord } from '@common/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getUsers = () => apiRequest<UserRecord[]>('GET', '/api/users');

export const usersQueryOptions = () =>
  queryOptions({ queryKey: ['users'], queryFn: getUsers, meta: reads('users') });

/** Admins only: staff are not asked (the server would answer 403). */
export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
