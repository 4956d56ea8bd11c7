import type { UserRecord, userCreateInput } from '@common/schemas/users';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type UserCreateBody = z.output<typeof userCreateInput>;

export const createUser = (body: UserCreateBody, options?: RequestOptions) =>
  apiRequest<UserRecord>('POST', '/api/users', body, options);

export function useCreateUser() {
  return useEntityMutation({
    mutationFn: createUser,
    writes: 'user',
    success: 'users.toast.created',
    failure: 'users.toast.createFailed',
  });
}
