import { paymentDirections, paymentModes } from '@common/schemas/choices';
import { choiceParam, dateRangeParams, idParam, withoutEmpty } from '@/lib/url-params';
import type { PaymentFilters } from './api/get-payments';

/**
 * The list's filters from the URL (?partyId=&direction=&mode=&accountId=&startDate=&endDate=&status=), so a
 * view survives a reload and can be bookmarked or shared (docs/screens.md#filters).
 */
export function filtersFromSearch(params: URLSearchParams): PaymentFilters {
  const filters: PaymentFilters = {
    partyId: idParam(params, 'partyId'),
    direction: choiceParam(params, 'direction', paymentDirections),
    mode: choiceParam(params, 'mode', paymentModes),
    accountId: idParam(params, 'accountId'),
    ...dateRangeParams(params, 'startDate', 'endDate'),
    status: choiceParam(params, 'status', ['cancelled', 'all'] as const),
  };
  return withoutEmpty(filters);
}
