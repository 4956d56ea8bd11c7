import type { InventoryItem } from '@common/schemas/inventory';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getInventory = () => apiRequest<InventoryItem[]>('GET', '/api/inventory');

export const inventoryQueryOptions = () =>
  queryOptions({ queryKey: ['inventory'], queryFn: getInventory, meta: reads('stock', 'crops') });

/** `enabled: false` holds the request back (the sale form asks only once it is open). */
export function useInventory({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...inventoryQueryOptions(), enabled });
}
