import { qualityGrades } from '@common/schemas/choices';
import { isIsoDate } from '@common/business-day';
import type { PurchaseFilters } from './api/get-purchases';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

/**
 * The All purchases filters from the URL (?partyId=&cropId=&qualityGrade=&startDate=&endDate=&status=), as
 * the Payments screen keeps its own, so a view can be bookmarked. A value that cannot be one is left out.
 */
export function filtersFromSearch(params: URLSearchParams): PurchaseFilters {
  const filters: PurchaseFilters = {};
  const partyId = params.get('partyId');
  if (partyId && isId(partyId)) filters.partyId = partyId;
  const cropId = params.get('cropId');
  if (cropId && isId(cropId)) filters.cropId = cropId;
  const grade = qualityGrades.find((g) => g === params.get('qualityGrade'));
  if (grade) filters.qualityGrade = grade;
  const startDate = params.get('startDate');
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  const endDate = params.get('endDate');
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  const status = params.get('status');
  if (status === 'cancelled' || status === 'all') filters.status = status;
  return filters;
}
