import type { UserRecord } from '@common/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

// The users of the User filter. Under the same key as the Users screen's list, so either screen's read
// serves the other and a user change refreshes both.
const usersQueryOptions = () =>
  queryOptions({
    queryKey: ['users'],
    queryFn: () => apiRequest<UserRecord[]>('GET', '/api/users'),
    meta: reads('users'),
  });

/** Admins only (`enabled`): staff are not asked (the server would answer 403). */
export function useUsers(enabled: boolean) {
  return useQuery({ ...usersQueryOptions(), enabled });
}
