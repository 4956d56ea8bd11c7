import { qualityGrades } from '@common/schemas/choices';
import { choiceParam, dateRangeParams, idParam, withoutEmpty } from '@/lib/url-params';
import type { PurchaseFilters } from './api/get-purchases';

/**
 * The All purchases filters from the URL (?partyId=&cropId=&qualityGrade=&startDate=&endDate=&status=), so a
 * view survives a reload and can be bookmarked (docs/screens.md#filters).
 */
export function filtersFromSearch(params: URLSearchParams): PurchaseFilters {
  const filters: PurchaseFilters = {
    partyId: idParam(params, 'partyId'),
    cropId: idParam(params, 'cropId'),
    qualityGrade: choiceParam(params, 'qualityGrade', qualityGrades),
    ...dateRangeParams(params, 'startDate', 'endDate'),
    status: choiceParam(params, 'status', ['cancelled', 'all'] as const),
  };
  return withoutEmpty(filters);
}
