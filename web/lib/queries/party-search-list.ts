import type { Party, PartyPage, PartyRole } from '@common/schemas/parties';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';
import { partyKey } from './party-search';

// The party picker's search (web/components/party-picker-list.tsx), apart from ./party-search.ts so that it
// comes with the picker's list when first opened rather than with the screen.

/** How many parties the picker lists at once; more are reached by typing more of the name. */
export const PARTY_SEARCH_LIMIT = 20;

export function searchParties(q: string, role: PartyRole | undefined): Promise<PartyPage> {
  const params = new URLSearchParams({ limit: String(PARTY_SEARCH_LIMIT) });
  if (q) params.set('q', q);
  if (role) params.set('role', role);
  return apiRequest<PartyPage>('GET', `/api/parties?${params.toString()}`);
}

/** The first parties by name whose name contains `q`, of `role` when given; only while `enabled` (open). */
export function usePartySearch(q: string, role: PartyRole | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['parties', 'search', role ?? null, q],
    queryFn: () => searchParties(q, role),
    meta: reads('parties'),
    enabled,
    // The list shown stays while the next search runs, instead of flashing empty at each pause in typing.
    placeholderData: keepPreviousData,
  });
}

/** A party just picked from a search is known: naming it needs no request. */
export function rememberParty(client: QueryClient, party: Party): void {
  client.setQueryData(partyKey(party.id), party);
}
