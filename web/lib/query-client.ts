import { QueryClient } from '@tanstack/react-query';

/**
 * Reads and writes are never retried by the query library, never refetched on focus or interval, never stale
 * (docs/screens.md#client-conventions). A write is always handed to the API client, online or not: it is the
 * client that waits for the connection and says so (web/lib/api-client.ts), where the library would pause the
 * write silently while the browser says it is offline.
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
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
