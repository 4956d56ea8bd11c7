import { PARTY_IDS_MAX } from '@common/schemas/choices';
import type { Party, PartyPage } from '@common/schemas/parties';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reads } from '@/lib/data-sets';

// The parties a screen needs, asked of the server by id, never the whole list, which runs to thousands of rows
// (docs/screens.md#party-picker); the picker's search is in ./party-search-list.ts, fetched with its list. They
// read the parties (names and types), so a write to a party refreshes them (web/lib/data-sets.ts).

export const partyKey = (id: number) => ['parties', 'one', id] as const;

/** One party by id: the name of a choice known only by its id (a filter in the address, a record corrected). */
export function useParty(id: number | undefined) {
  return useQuery({
    queryKey: partyKey(id ?? 0),
    queryFn: () => apiRequest<Party>('GET', `/api/parties/${id}`),
    meta: reads('parties'),
    enabled: id !== undefined,
  });
}

/**
 * The parties of the rows a screen shows (a page of a list), by id: one request of at most PARTY_IDS_MAX ids
 * rather than the whole list. `pending` while a row's party is not known yet; the previous answer stays
 * meanwhile, so a page turn does not flash a skeleton when its parties were on the page before.
 */
export function usePartiesById(ids: readonly number[]) {
  const wanted = [...new Set(ids)].sort((a, b) => a - b).slice(0, PARTY_IDS_MAX);
  const query = useQuery({
    queryKey: ['parties', 'ids', wanted],
    queryFn: async () => {
      const page = await apiRequest<PartyPage>(
        'GET',
        `/api/parties?ids=${wanted.join()}&limit=${PARTY_IDS_MAX}`,
      );
      return new Map(page.items.map((p) => [p.id, p]));
    },
    meta: reads('parties'),
    enabled: wanted.length > 0,
    placeholderData: keepPreviousData,
  });
  const byId: ReadonlyMap<number, Party> = query.data ?? new Map();
  const pending =
    wanted.length > 0 && (query.isPending || (query.isPlaceholderData && wanted.some((id) => !byId.has(id))));
  return { byId, pending, error: query.error };
}
