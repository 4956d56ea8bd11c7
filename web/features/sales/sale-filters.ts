import { isIsoDate } from '@common/business-day';
import { paymentStatuses, qualityGrades } from '@common/schemas/choices';
import type { StatusFilter } from '@common/schemas/corrections';
import type { QualityGrade } from '@common/schemas/primitives';
import type { PaymentStatus } from '@common/schemas/sales';

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

/** The server's limit on `q` (common/schemas/primitives.ts searchText). */
const SEARCH_MAX = 100;

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

/**
 * The filters from the URL (?partyId=&cropId=&qualityGrade=&paymentStatus=&startDate=&endDate=&q=&status=), so
 * a view survives a reload and can be bookmarked, as on Purchases and Payments. A value that cannot be one (a
 * typo in a bookmark) is left out rather than sent for a 400.
 */
export function filtersFromSearch(params: URLSearchParams): SaleFilters {
  const filters: SaleFilters = {};
  const partyId = params.get('partyId');
  if (partyId && isId(partyId)) filters.partyId = partyId;
  const cropId = params.get('cropId');
  if (cropId && isId(cropId)) filters.cropId = cropId;
  const grade = qualityGrades.find((g) => g === params.get('qualityGrade'));
  if (grade) filters.qualityGrade = grade;
  const paymentStatus = paymentStatuses.find((s) => s === params.get('paymentStatus'));
  if (paymentStatus) filters.paymentStatus = paymentStatus;
  const startDate = params.get('startDate');
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  const endDate = params.get('endDate');
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  // Dates in the wrong order would be the server's 400: the end is dropped instead.
  if (filters.startDate && filters.endDate && filters.endDate < filters.startDate) delete filters.endDate;
  const q = params.get('q')?.trim().slice(0, SEARCH_MAX);
  if (q) filters.q = q;
  const status = params.get('status');
  if (status === 'cancelled' || status === 'all') filters.status = status;
  return filters;
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
