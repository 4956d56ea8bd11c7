import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export const deleteCity = (id: number) => apiRequest<void>('DELETE', `/api/cities/${id}`);

export function useDeleteCity() {
  return useEntityMutation({
    mutationFn: deleteCity,
    writes: 'location',
    success: 'locations.cities.toast.deleted',
    // A refused delete (still referred to) shows the server's reason.
    failure: 'locations.cities.toast.deleteFailed',
  });
}
