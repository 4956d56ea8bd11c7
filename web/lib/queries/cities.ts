import type { City } from '@common/schemas/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getCities = () => apiRequest<City[]>('GET', '/api/cities');

export const citiesQueryOptions = () =>
  queryOptions({ queryKey: ['cities'], queryFn: getCities, meta: reads('locations') });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
