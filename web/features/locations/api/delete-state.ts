import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export const deleteState = (id: number) => apiRequest<void>('DELETE', `/api/states/${id}`);

export function useDeleteState() {
  return useEntityMutation({
    mutationFn: deleteState,
    writes: 'location',
    success: 'locations.states.toast.deleted',
    // A refused delete (still referred to) shows the server's reason.
    failure: 'locations.states.toast.deleteFailed',
  });
}
