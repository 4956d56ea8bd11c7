import type { State } from '@common/schemas/locations';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';
import type { StateBody } from './create-state';

export const updateState = ({ id, body }: { id: number; body: StateBody }) =>
  apiRequest<State>('PUT', `/api/states/${id}`, body);

export function useUpdateState() {
  return useEntityMutation({
    mutationFn: updateState,
    writes: 'location',
    success: 'locations.states.toast.updated',
    failure: 'locations.states.toast.updateFailed',
  });
}
