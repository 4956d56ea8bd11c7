import { partyTypes } from '@common/schemas/choices';

type PartyType = (typeof partyTypes)[number];

/** The Parties list's filters as the URL and the API name them; an absent key is no filter. */
export interface PartyListFilters {
  type?: PartyType;
  stateId?: string;
  /** Part of the name, searched by the server ignoring case. */
  q?: string;
}

export const PARTY_FILTER_KEYS = ['type', 'stateId', 'q'] as const;

/**
 * The filters from the URL (?type=&stateId=&q=), so a search survives a reload and can be bookmarked. A value
 * that cannot be one is left out.
 */
export function partyFiltersFromSearch(params: URLSearchParams): PartyListFilters {
  const filters: PartyListFilters = {};
  const type = partyTypes.find((p) => p === params.get('type'));
  if (type) filters.type = type;
  const stateId = params.get('stateId');
  if (stateId && /^[1-9]\d{0,9}$/.test(stateId)) filters.stateId = stateId;
  // The server takes at most 100 characters (common/schemas/primitives.ts searchText).
  const q = params.get('q')?.trim().slice(0, 100);
  if (q) filters.q = q;
  return filters;
}
