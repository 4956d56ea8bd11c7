import type { setPasswordInput } from '@common/schemas/users';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type SetPasswordBody = z.output<typeof setPasswordInput>;

export const setUserPassword = ({ id, body }: { id: number; body: SetPasswordBody }) =>
  apiRequest<void>('POST', `/api/users/${id}/password`, body);

export function useSetUserPassword() {
  return useEntityMutation({
    mutationFn: setUserPassword,
    writes: 'user',
    success: 'users.toast.passwordSet',
    failure: 'users.toast.passwordFailed',
  });
}
