import type { Charge } from '@common/schemas/settings';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';
import type { ChargeBody } from './create-charge';

/** The whole charge; Activate and Deactivate send it with `active` turned. */
export const updateCharge = ({ id, body }: { id: number; body: ChargeBody }) =>
  apiRequest<Charge>('PUT', `/api/charges/${id}`, body);

export function useUpdateCharge() {
  return useEntityMutation({
    mutationFn: updateCharge,
    writes: 'charge',
    success: 'settings.charges.toast.updated',
    failure: 'settings.charges.toast.updateFailed',
  });
}
