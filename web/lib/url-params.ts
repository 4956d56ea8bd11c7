import { isIsoDate } from '@common/business-day';

// The readers of a screen's filters from its URL (docs/screens.md#filters). A bookmark may hold anything:
// a value that cannot be what its key names is left out, so the screen shows the wider list rather than
// sending a request the server must refuse.

/** The server's limit on a search text (common/schemas/primitives.ts, searchText). */
export const SEARCH_MAX = 100;

/** A record id: a positive integer as the URL spells it. */
export function idParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key);
  return value && /^[1-9]\d{0,9}$/.test(value) ? value : undefined;
}

/** A real calendar date, ISO (YYYY-MM-DD). */
export function dateParam(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key);
  return value && isIsoDate(value) ? value : undefined;
}

/** The search text, trimmed and cut to the server's limit; blank is none. */
export function searchParam(params: URLSearchParams, key = 'q'): string | undefined {
  return params.get(key)?.trim().slice(0, SEARCH_MAX) || undefined;
}

/** One of a fixed set of choices (a grade, a status). */
export function choiceParam<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: readonly T[],
): T | undefined {
  const value = params.get(key);
  return choices.find((choice) => choice === value);
}

/**
 * A From/To pair of dates. Dates in the wrong order would be the server's 400: the end is dropped instead.
 * Only the keys present are returned, so the result spreads into a filters object without `undefined`s.
 */
export function dateRangeParams<S extends string, E extends string>(
  params: URLSearchParams,
  startKey: S,
  endKey: E,
): Partial<Record<S | E, string>> {
  const start = dateParam(params, startKey);
  let end = dateParam(params, endKey);
  if (start && end && end < start) end = undefined;
  const range: Partial<Record<S | E, string>> = {};
  if (start) range[startKey] = start;
  if (end) range[endKey] = end;
  return range;
}

/** The filters with their absent keys left out, so equal views are equal objects (and equal query keys). */
export function withoutEmpty<F extends object>(filters: F): F {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as F;
}
