import type { Crop } from '@common/schemas/crops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getCrops = () => apiRequest<Crop[]>('GET', '/api/crops');

export const cropsQueryOptions = () =>
  queryOptions({ queryKey: ['crops'], queryFn: getCrops, meta: reads('crops') });

export function useCrops() {
  return useQuery(cropsQueryOptions());
}
