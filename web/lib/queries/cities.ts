import type { City } from '@common/schemas/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getCities = () => apiRequest<City[]>('GET', '/api/cities');

export const citiesQueryOptions = () => queryOptions({ queryKey: ['cities'], queryFn: getCities });

export function useCities() {
  return useQuery(citiesQueryOptions());
}
