import type { Crop } from '@common/schemas/crops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getCrops = () => apiRequest<Crop[]>('GET', '/api/crops');

export const cropsQueryOptions = () => queryOptions({ queryKey: ['crops'], queryFn: getCrops });

export function useCrops() {
  return useQuery(cropsQueryOptions());
}
