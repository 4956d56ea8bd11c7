import type { State, stateInput } from '@common/schemas/locations';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type StateBody = z.output<typeof stateInput>;

export const createState = (body: StateBody, options?: RequestOptions) =>
  apiRequest<State>('POST', '/api/states', body, options);

export function useCreateState() {
  return useEntityMutation({
    mutationFn: createState,
    writes: 'location',
    success: 'locations.states.toast.created',
    failure: 'locations.states.toast.createFailed',
  });
}
