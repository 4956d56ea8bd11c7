import type { DateRange } from '@/lib/date-range';
import { dateParam } from '@/lib/url-params';

/** The Indian financial year starts on 1 April: the one holding `date` (YYYY-MM-DD). */
export function financialYearStart(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  return `${month >= 4 ? year : year - 1}-04-01`;
}

/**
 * The statement's period from the address (?startDate=&endDate=), so a statement can be bookmarked:
 * by default the financial year so far (1 April … today, business time zone); with only an end date,
 * its financial year up to it. A value that is not a date counts as left out.
 */
export function rangeFromSearch(params: URLSearchParams, today: string): DateRange {
  const endDate = dateParam(params, 'endDate') ?? today;
  const startDate = dateParam(params, 'startDate') ?? financialYearStart(endDate);
  return { startDate, endDate };
}

/** A party id from the path: a whole number from 1, or undefined. */
export function partyIdFromPath(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}
