import { isIsoDate } from '@common/business-day';
import type { OutstandingView } from './api/get-outstanding';

/** The view from the address (?side=&asOf=): receivable as of today unless it says otherwise. */
export function viewFromSearch(params: URLSearchParams, today: string): OutstandingView {
  const asOf = params.get('asOf');
  return {
    side: params.get('side') === 'payable' ? 'payable' : 'receivable',
    asOf: asOf && isIsoDate(asOf) ? asOf : today,
  };
}

/** A party's statement up to the report's date (its financial year so far), by URL: features link, never import. */
export function statementPath(partyId: number, asOf: string): string {
  return `/parties/${partyId}/statement?${new URLSearchParams({ endDate: asOf }).toString()}`;
}
