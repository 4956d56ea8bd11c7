import { choiceParam, dateParam } from '@/lib/url-params';
import type { OutstandingView } from './api/get-outstanding';

/**
 * The view from the address (?side=&asOf=): receivable as of today unless it says otherwise
 * (docs/screens.md#filters).
 */
export function viewFromSearch(params: URLSearchParams, today: string): OutstandingView {
  return {
    side: choiceParam(params, 'side', ['payable'] as const) ?? 'receivable',
    asOf: dateParam(params, 'asOf') ?? today,
  };
}

/** A party's statement up to the report's date (its financial year so far), by URL: features link, never import. */
export function statementPath(partyId: number, asOf: string): string {
  return `/parties/${partyId}/statement?${new URLSearchParams({ endDate: asOf }).toString()}`;
}
