import type { Party, partyInput } from '@common/schemas/parties';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import { useEntityMutation } from '@/lib/use-entity-mutation';

export type PartyBody = z.output<typeof partyInput>;

export const createParty = (body: PartyBody, options?: RequestOptions) =>
  apiRequest<Party>('POST', '/api/parties', body, options);

export function useCreateParty() {
  return useEntityMutation({
    mutationFn: createParty,
    writes: 'party',
    success: 'parties.toast.created',
    failure: 'parties.toast.createFailed',
  });
}
