import type { changeOwnPasswordInput } from '@common/schemas/users';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type ChangePasswordBody = z.output<typeof changeOwnPasswordInput>;

/** The signed-in user's own password; the server ends their other sessions and keeps this one. */
export const changePassword = (body: ChangePasswordBody) =>
  apiRequest<void>('POST', '/api/auth/password', body);

export function useChangePassword() {
  return useEntityMutation({
    mutationFn: changePassword,
    writes: 'user',
    success: 'users.toast.passwordChanged',
    failure: 'users.toast.changeFailed',
  });
}
