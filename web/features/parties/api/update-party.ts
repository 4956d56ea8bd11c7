import type { Party } from '@common/schemas/parties';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';
import type { PartyBody } from './create-party';

/** Without `aadharNumber` the server keeps the stored one (docs/api-conventions.md#aadhaar). */
export const updateParty = ({ id, body }: { id: number; body: PartyBody }) =>
  apiRequest<Party>('PUT', `/api/parties/${id}`, body);

export function useUpdateParty() {
  return useEntityMutation({
    mutationFn: updateParty,
    writes: 'party',
    success: 'parties.toast.updated',
    failure: 'parties.toast.updateFailed',
  });
}
