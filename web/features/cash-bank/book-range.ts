import { ACCOUNT_BOOK_MAX_DAYS } from '@common/schemas/choices';
import { addDays } from '@common/business-day';
import { dateParam } from '@/lib/url-params';

/** The days a book shows (inclusive), and why the screen will not ask for them, if it will not. */
export interface BookView {
  startDate: string;
  endDate: string;
  /** reversed: the end is before the start; tooLong: more than ACCOUNT_BOOK_MAX_DAYS days (a year a page). */
  problem: 'reversed' | 'tooLong' | undefined;
}

/**
 * The range in the address (`?from=&to=`): from defaults to today (business time zone), to to from, and a
 * date that is not a real calendar date counts as left out (docs/screens.md#cash--bank).
 */
export function bookViewFromSearch(params: URLSearchParams, today: string): BookView {
  const startDate = dateParam(params, 'from') ?? today;
  const endDate = dateParam(params, 'to') ?? startDate;
  let problem: BookView['problem'];
  if (endDate < startDate) problem = 'reversed';
  else if (addDays(startDate, ACCOUNT_BOOK_MAX_DAYS - 1) < endDate) problem = 'tooLong';
  return { startDate, endDate, problem };
}

/** The day before the range (or the day) on screen. */
export const previousDay = (view: BookView) => addDays(view.startDate, -1);

/** The day after the range (or the day) on screen. */
export const nextDay = (view: BookView) => addDays(view.endDate, 1);

/** A new start; an end before it moves with it, so the range never turns round. */
export function withStart(view: BookView, from: string): { from: string; to: string } {
  return { from, to: view.endDate < from ? from : view.endDate };
}

/** A new end; a start after it moves with it. */
export function withEnd(view: BookView, to: string): { from: string; to: string } {
  return { from: to < view.startDate ? to : view.startDate, to };
}
