import type { Charge, ChargeData } from '@common/schemas/settings';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type ChargeBody = ChargeData;

export const createCharge = (body: ChargeBody, options?: RequestOptions) =>
  apiRequest<Charge>('POST', '/api/charges', body, options);

export function useCreateCharge() {
  return useEntityMutation({
    mutationFn: createCharge,
    writes: 'charge',
    success: 'settings.charges.toast.created',
    failure: 'settings.charges.toast.createFailed',
  });
}
