import type { State } from '@common/schemas/locations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const getStates = () => apiRequest<State[]>('GET', '/api/states');

export const statesQueryOptions = () => queryOptions({ queryKey: ['states'], queryFn: getStates });

export function useStates() {
  return useQuery(statesQueryOptions());
}
