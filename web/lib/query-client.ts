import { QueryClient } from '@tanstack/react-query';

/**
 * Reads and writes are never retried, never refetched on focus or interval, never stale
 * (docs/screens.md#client-conventions).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
