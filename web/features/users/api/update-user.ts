import type { UserRecord, userUpdateInput } from '@common/schemas/users';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type UserUpdateBody = z.output<typeof userUpdateInput>;

export const updateUser = ({ id, body }: { id: number; body: UserUpdateBody }) =>
  apiRequest<UserRecord>('PUT', `/api/users/${id}`, body);

/** The 409 for the last active admin reaches the user as the error toast with the server's message. */
export function useUpdateUser() {
  return useEntityMutation({
    mutationFn: updateUser,
    writes: 'user',
    success: 'users.toast.updated',
    failure: 'users.toast.updateFailed',
  });
}

/** An admin who edited themself sees the new name and role at once (sidebar, admin-only items). */
export function syncSignedInUser(updated: UserRecord): void {
  const { user, token, setAuth } = useAuthStore.getState();
  if (user && token && user.id === updated.id) {
    setAuth({ ...user, username: updated.username, role: updated.role }, token);
  }
}
