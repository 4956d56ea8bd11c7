import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export const deleteParty = (id: number) => apiRequest<void>('DELETE', `/api/parties/${id}`);

export function useDeleteParty() {
  return useEntityMutation({
    mutationFn: deleteParty,
    writes: 'party',
    success: 'parties.toast.deleted',
    // A refused delete (the party has purchases, sales…) shows the server's reason.
    failure: 'parties.toast.deleteFailed',
  });
}
