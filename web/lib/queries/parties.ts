import type { Party } from '@common/schemas/parties';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Always the whole list under ['parties']; screens pick out farmers or customers themselves. A filtered
// answer (?type=farmer) under the same key would leave the Parties screen with part of the list.
export const getParties = () => apiRequest<Party[]>('GET', '/api/parties');

export const partiesQueryOptions = () => queryOptions({ queryKey: ['parties'], queryFn: getParties });

export function useParties() {
  return useQuery(partiesQueryOptions());
}
