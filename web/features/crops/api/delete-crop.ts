import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export const deleteCrop = (id: number) => apiRequest<void>('DELETE', `/api/crops/${id}`);

export function useDeleteCrop() {
  return useEntityMutation({
    mutationFn: deleteCrop,
    writes: 'crop',
    success: 'crops.toast.deleted',
    // A refused delete (the crop is in use) shows the server's reason.
    failure: 'crops.toast.deleteFailed',
  });
}
