import type { Crop } from '@common/schemas/crops';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';
import type { CropBody } from './create-crop';

export const updateCrop = ({ id, body }: { id: number; body: CropBody }) =>
  apiRequest<Crop>('PUT', `/api/crops/${id}`, body);

export function useUpdateCrop() {
  return useEntityMutation({
    mutationFn: updateCrop,
    writes: 'crop',
    success: 'crops.toast.updated',
    failure: 'crops.toast.updateFailed',
  });
}
