import type { Party, partyInput } from '@common/schemas/parties';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type PartyBody = z.output<typeof partyInput>;

export const createParty = (body: PartyBody) => apiRequest<Party>('POST', '/api/parties', body);

export function useCreateParty() {
  return useEntityMutation({
    mutationFn: createParty,
    invalidate: ['parties'],
    success: 'parties.toast.created',
    failure: 'parties.toast.createFailed',
  });
}
