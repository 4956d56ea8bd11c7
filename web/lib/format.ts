// Every number and date on screen goes through Intl with en-IN (decisions §6).
import { DEFAULT_BUSINESS_TIMEZONE } from '@common/business-day';

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

const dateFormatter = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A business date (YYYY-MM-DD) as "22 Nov 2026"; it is a calendar date, so no zone shift. */
export function formatDate(isoDate: string | null | undefined): string {
  if (!isoDate) return '-';
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? isoDate : dateFormatter.format(d);
}

const timestampDateFormatter = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: DEFAULT_BUSINESS_TIMEZONE,
});
const timestampFormatter = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: DEFAULT_BUSINESS_TIMEZONE,
});

/** A timestamp (createdAt, lastUpdated) as its date in the business time zone. */
export function formatTimestampDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : timestampDateFormatter.format(d);
}

/** A timestamp with its time, in the business time zone. */
export function formatDateTime(iso: string | Date | null | undefined): string {
  if (!iso) return '-';
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? String(iso) : timestampFormatter.format(d);
}

const longDateFormatter = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: DEFAULT_BUSINESS_TIMEZONE,
});

/** Today as shown in the page header ("Sunday, 22 November 2026"). */
export function formatLongToday(now: Date = new Date()): string {
  return longDateFormatter.format(now);
}
