import { paymentStatuses, qualityGrades } from '@common/schemas/choices';
import type { StatusFilter } from '@common/schemas/corrections';
import type { QualityGrade } from '@common/schemas/primitives';
import type { PaymentStatus } from '@common/schemas/sales';
import { choiceParam, dateRangeParams, idParam, searchParam, withoutEmpty } from '@/lib/url-params';

/** The Sales list's filters as the URL and the API name them; an absent key is no filter. */
export interface SaleFilters {
  partyId?: string;
  cropId?: string;
  qualityGrade?: QualityGrade;
  paymentStatus?: PaymentStatus;
  startDate?: string;
  endDate?: string;
  /** Party or crop name, matched by the server. */
  q?: string;
  /** Left out: active sales only (the server's default). */
  status?: Exclude<StatusFilter, 'active'>;
}

export const FILTER_KEYS = [
  'partyId',
  'cropId',
  'qualityGrade',
  'paymentStatus',
  'startDate',
  'endDate',
  'q',
  'status',
] as const;

/**
 * The filters from the URL (?partyId=&cropId=&qualityGrade=&paymentStatus=&startDate=&endDate=&q=&status=), so
 * a view survives a reload and can be bookmarked (docs/screens.md#filters).
 */
export function filtersFromSearch(params: URLSearchParams): SaleFilters {
  const filters: SaleFilters = {
    partyId: idParam(params, 'partyId'),
    cropId: idParam(params, 'cropId'),
    qualityGrade: choiceParam(params, 'qualityGrade', qualityGrades),
    paymentStatus: choiceParam(params, 'paymentStatus', paymentStatuses),
    ...dateRangeParams(params, 'startDate', 'endDate'),
    q: searchParam(params),
    status: choiceParam(params, 'status', ['cancelled', 'all'] as const),
  };
  return withoutEmpty(filters);
}

/** The filters as a query string's pairs, in a fixed order (so equal filters make equal requests). */
export function filterParams(filters: SaleFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/** The cards' filters: the list's, over active sales whatever the list shows (docs/screens.md#sales). */
export function summaryFilters(filters: SaleFilters): SaleFilters {
  const cards = { ...filters };
  delete cards.status;
  return cards;
}
