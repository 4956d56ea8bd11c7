import type { Crop, cropInput } from '@common/schemas/crops';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type CropBody = z.output<typeof cropInput>;

export const createCrop = (body: CropBody, options?: RequestOptions) =>
  apiRequest<Crop>('POST', '/api/crops', body, options);

export function useCreateCrop() {
  return useEntityMutation({
    mutationFn: createCrop,
    writes: 'crop',
    success: 'crops.toast.created',
    failure: 'crops.toast.createFailed',
  });
}
