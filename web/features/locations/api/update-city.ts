import type { City } from '@common/schemas/locations';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';
import type { CityBody } from './create-city';

export const updateCity = ({ id, body }: { id: number; body: CityBody }) =>
  apiRequest<City>('PUT', `/api/cities/${id}`, body);

export function useUpdateCity() {
  return useEntityMutation({
    mutationFn: updateCity,
    writes: 'location',
    success: 'locations.cities.toast.updated',
    failure: 'locations.cities.toast.updateFailed',
  });
}
