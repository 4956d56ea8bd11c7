import type { City, cityInput } from '@common/schemas/locations';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type CityBody = z.output<typeof cityInput>;

export const createCity = (body: CityBody, options?: RequestOptions) =>
  apiRequest<City>('POST', '/api/cities', body, options);

export function useCreateCity() {
  return useEntityMutation({
    mutationFn: createCity,
    writes: 'location',
    success: 'locations.cities.toast.created',
    failure: 'locations.cities.toast.createFailed',
  });
}
