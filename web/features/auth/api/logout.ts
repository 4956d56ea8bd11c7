import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

export const logout = () => apiRequest<void>('POST', '/api/auth/logout');

/** Revokes the token on the server, then forgets it here even if the server could not be reached. */
export function useLogout() {
  const clearAuth = useAuthStore((s) => s.logout);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearAuth();
      queryClient.clear();
    },
  });
}
