// Every number and date on screen goes through Intl (docs/screens.md#client-conventions): amounts and
// quantities in en-IN whatever the language; dates in the reader's language (en-IN or hi-IN, whose digits are
// the same Latin ones: "शनिवार, 28 नवंबर 2026").
import { businessToday, DEFAULT_BUSINESS_TIMEZONE } from '@common/business-day';

// The business's time zone (BUSINESS_TIMEZONE on the server; docs/posting.md#business-dates). The auth store
// sets it from the login and /api/auth/me answers; until then, and for a zone this browser does not know,
// the default.
let businessTimeZone: string = DEFAULT_BUSINESS_TIMEZONE;

/** Sets the zone that "today" and timestamps are shown in; an unknown or missing zone means the default. */
export function setBusinessTimeZone(timeZone: string | null | undefined): void {
  businessTimeZone = timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_BUSINESS_TIMEZONE;
}

/** The locale dates are written in: the user's language (web/i18n/i18n.ts sets it as the language changes). */
let dateLocale: 'en-IN' | 'hi-IN' = 'en-IN';

export function setDateLanguage(language: string): void {
  dateLocale = language === 'hi' ? 'hi-IN' : 'en-IN';
}

export function getBusinessTimeZone(): string {
  return businessTimeZone;
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The business date (YYYY-MM-DD) of an instant, today by default: form defaults, file names, ranges. */
export function businessDate(at: Date = new Date()): string {
  return businessToday(businessTimeZone, at);
}

const currencyFormatters = new Map<number, Intl.NumberFormat>();

/** ₹ with Indian digit grouping (₹1,23,456.00). Display only: the value is never used for arithmetic. */
export function formatINR(value: string | number | null | undefined, fractionDigits = 2): string {
  let f = currencyFormatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    currencyFormatters.set(fractionDigits, f);
  }
  return f.format(toDisplayNumber(value));
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A plain number with Indian grouping, between min and max fraction digits. */
export function formatNumber(
  value: string | number | null | undefined,
  maxFraction = 2,
  minFraction = 0,
): string {
  const key = `${minFraction}-${maxFraction}`;
  let f = numberFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: minFraction,
      maximumFractionDigits: maxFraction,
    });
    numberFormatters.set(key, f);
  }
  return f.format(toDisplayNumber(value));
}

/** Quantities keep up to 3 decimals (12.5 → "12.5", 1250 → "1,250"). */
export function formatQuantity(value: string | number | null | undefined): string {
  return formatNumber(value, 3, 0);
}

function toDisplayNumber(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function calendarDates(): Intl.DateTimeFormat {
  let f = dateFormatters.get(dateLocale);
  if (!f) {
    f = new Intl.DateTimeFormat(dateLocale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormatters.set(dateLocale, f);
  }
  return f;
}

/** A business date (YYYY-MM-DD) as "22 Nov 2026" ("22 नव॰ 2026"); a calendar date, so no zone shift. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '-';
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : calendarDates().format(d);
}

type ZonedStyle = 'date' | 'dateTime' | 'long';

const ZONED_STYLES: Record<ZonedStyle, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: 'short', year: 'numeric' },
  dateTime: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
};
const zonedFormatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for `style` in the business time zone (one per zone and style). */
function zoned(style: ZonedStyle): Intl.DateTimeFormat {
  const key = `${style} ${businessTimeZone} ${dateLocale}`;
  let f = zonedFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(dateLocale, { ...ZONED_STYLES[style], timeZone: businessTimeZone });
    zonedFormatters.set(key, f);
  }
  return f;
}

/** A timestamp (createdAt, lastUpdated) as its date in the business time zone. */
export function formatTimestampDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : zoned('date').format(d);
}

/** A timestamp with its time, in the business time zone. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '-';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? String(iso) : zoned('dateTime').format(d);
}

/** Today in the business time zone, as shown in the page header ("Sunday, 22 November 2026"). */
export function formatLongToday(now: Date = new Date()): string {
  return zoned('long').format(now);
}
