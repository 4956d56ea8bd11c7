import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

/** Takes the charge off the schedule; recorded lots keep it (docs/settings-and-charges.md#deleting-a-charge). */
export const deleteCharge = (id: number) => apiRequest<void>('DELETE', `/api/charges/${id}`);

export function useDeleteCharge() {
  return useEntityMutation({
    mutationFn: deleteCharge,
    writes: 'charge',
    success: 'settings.charges.toast.deleted',
    failure: 'settings.charges.toast.deleteFailed',
  });
}
