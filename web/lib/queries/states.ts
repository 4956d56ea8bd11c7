import type { State } from '@common/schemas/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

export const getStates = () => apiRequest<State[]>('GET', '/api/states');

export const statesQueryOptions = () =>
  queryOptions({ queryKey: ['states'], queryFn: getStates, meta: reads('locations') });

export function useStates() {
  return useQuery(statesQueryOptions());
}
