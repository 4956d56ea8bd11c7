import type { CropDistributionItem } from '@common/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getCropDistribution = () =>
  apiRequest<CropDistributionItem[]>('GET', '/api/dashboard/crop-distribution');

export const cropDistributionQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'crop-distribution'],
    queryFn: getCropDistribution,
    meta: reads('sales', 'purchases', 'stock', 'crops'),
  });

export function useCropDistribution() {
  return useQuery(cropDistributionQueryOptions());
}
