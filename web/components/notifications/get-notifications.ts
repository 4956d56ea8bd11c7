import type { NotificationsAnswer } from '@common/schemas/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getNotifications = () => apiRequest<NotificationsAnswer>('GET', '/api/notifications');

// Every header shows the bell: asked once a minute at most, and again after any write to what it counts.
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications'],
    queryFn: getNotifications,
    staleTime: 60_000,
    meta: reads('stock', 'purchases', 'sales', 'payments', 'ledger'),
  });

export function useNotifications() {
  return useQuery(notificationsQueryOptions());
}
