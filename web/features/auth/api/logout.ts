import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

export const logout = () => apiRequest<void>('POST', '/api/auth/logout');

/**
 * Revokes the token on the server, then forgets it here even if the server could not be reached (the
 * query cache is cleared on any sign-out, in providers.tsx).
 */
export function useLogout() {
  const clearAuth = useAuthStore((s) => s.logout);
  return useMutation({ mutationFn: logout, onSettled: () => clearAuth() });
}
