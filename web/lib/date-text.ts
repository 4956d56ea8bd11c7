/**
 * The typed date of a DateField (docs/screens.md#keyboard): the clerk types the day first, as on paper
 * (15-03-2026, 15/3/2026, 15.03.26, 15032026), or pastes an ISO date (2026-03-15). The form keeps ISO.
 */

const DAY_FIRST = /^(\d{1,2})[-/. ](\d{1,2})[-/. ](\d{2}|\d{4})$/;
const COMPACT = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function iso(year: number, month: number, day: number): string | undefined {
  // The shared schema's range (common/schemas/primitives.ts, businessDate).
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return undefined;
  // Day 0 of the next month is the last day of this one (leap years included).
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > last) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The ISO date (YYYY-MM-DD) a typed text stands for, or undefined when it is no real date. */
export function parseDateText(text: string): string | undefined {
  const value = text.trim();
  const isoMatch = ISO.exec(value);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const match = DAY_FIRST.exec(value) ?? COMPACT.exec(value);
  if (!match) return undefined;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  // A two-digit year is of this century: a trader types 26 for 2026.
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  return iso(fullYear, Number(month), Number(day));
}

/** How an ISO date reads in the field: dd-mm-yyyy; anything else as it is. */
export function formatDateText(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}
