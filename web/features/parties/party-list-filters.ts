import { partyTypes } from '@common/schemas/choices';
import { choiceParam, idParam, searchParam, withoutEmpty } from '@/lib/url-params';

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
 * The filters from the URL (?type=&stateId=&q=), so a search survives a reload and can be bookmarked
 * (docs/screens.md#filters).
 */
export function partyFiltersFromSearch(params: URLSearchParams): PartyListFilters {
  const filters: PartyListFilters = {
    type: choiceParam(params, 'type', partyTypes),
    stateId: idParam(params, 'stateId'),
    q: searchParam(params),
  };
  return withoutEmpty(filters);
}
