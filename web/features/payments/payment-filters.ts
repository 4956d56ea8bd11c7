import { paymentDirections, paymentModes } from '@common/schemas/choices';
import { isIsoDate } from '@common/business-day';
import type { PaymentFilters } from './api/get-payments';

const isId = (v: string) => /^[1-9]\d{0,9}$/.test(v);

/**
 * The list's filters from the URL (?partyId=&direction=&mode=&accountId=&startDate=&endDate=&status=), so a view can
 * be bookmarked or shared. A value that cannot be one (a typo in a bookmark) is left out, not sent.
 */
export function filtersFromSearch(params: URLSearchParams): PaymentFilters {
  const filters: PaymentFilters = {};
  const partyId = params.get('partyId');
  if (partyId && isId(partyId)) filters.partyId = partyId;
  const direction = paymentDirections.find((d) => d === params.get('direction'));
  if (direction) filters.direction = direction;
  const mode = paymentModes.find((m) => m === params.get('mode'));
  if (mode) filters.mode = mode;
  const accountId = params.get('accountId');
  if (accountId && isId(accountId)) filters.accountId = accountId;
  const startDate = params.get('startDate');
  if (startDate && isIsoDate(startDate)) filters.startDate = startDate;
  const endDate = params.get('endDate');
  if (endDate && isIsoDate(endDate)) filters.endDate = endDate;
  const status = params.get('status');
  if (status === 'cancelled' || status === 'all') filters.status = status;
  return filters;
}
