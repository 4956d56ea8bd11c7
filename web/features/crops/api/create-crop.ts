import type { Crop, cropInput } from '@common/schemas/crops';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type CropBody = z.output<typeof cropInput>;

export const createCrop = (body: CropBody) => apiRequest<Crop>('POST', '/api/crops', body);

export function useCreateCrop() {
  return useEntityMutation({
    mutationFn: createCrop,
    invalidate: ['crops'],
    success: 'crops.toast.created',
    failure: 'crops.toast.createFailed',
  });
}
