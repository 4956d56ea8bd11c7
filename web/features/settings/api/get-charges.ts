import type { Charge } from '@common/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

/** The whole schedule: purchase charges, then sale charges, each by name. */
export const getCharges = () => apiRequest<Charge[]>('GET', '/api/charges');

export const chargesQueryOptions = () =>
  queryOptions({ queryKey: ['charges'], queryFn: getCharges, meta: reads('settings') });

export function useCharges() {
  return useQuery(chargesQueryOptions());
}
