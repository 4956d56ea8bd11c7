import { z } from 'zod';
import { isIsoDate } from '../business-day';
import { compare, decimalPlaces, isDecimal, round } from '../decimal';
import { qualityGrades } from './choices';
import { v } from '../messages/validation';

export { qualityGrades };

// Building blocks shared by every request schema (docs/api-conventions.md).

/**
 * Text with nothing a reader could see: whitespace, zero-width and other format characters (U+200B, U+200C,
 * U+200D, U+2060, U+FEFF, U+00AD …), controls, combining marks with nothing to mark, unassigned code
 * points, and the "filler" letters that print as blanks (Hangul fillers, the braille blank). Such a text is
 * no reason, name or description (docs/api-conventions.md#strings).
 */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{Cc}\p{M}\p{Cn}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800]/u;
export function isBlankText(text: string): boolean {
  return !VISIBLE.test(text);
}

/** '' and null mean "absent" in optional fields; whitespace-only (or otherwise invisible) strings too. */
function blankToUndefined(v: unknown): unknown {
  if (v === null || v === '') return undefined;
  if (typeof v === 'string' && isBlankText(v)) return undefined;
  return v;
}

// PostgreSQL text cannot hold NUL (U+0000); refusing it here keeps it a 400 instead of a database error.
const NUL_MESSAGE = 'Contains a character that is not allowed';
const withoutNul = (v: string) => !v.includes('\u0000');

/** A text that must say something: trimmed, at most `max` characters, and with something visible in it. */
export const requiredText = (max: number) =>
  z
    .string({ error: v('validation.required') })
    .trim()
    .min(1, v('validation.required'))
    // An empty text has had its one "required" above; only a non-empty invisible one is refused here.
    .refine((text) => text === '' || !isBlankText(text), v('validation.required'))
    .max(max, v('validation.atMostCharacters', { max }))
    .refine(withoutNul, NUL_MESSAGE);

export const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, v('validation.atMostCharacters', { max }))
      .refine(withoutNul, NUL_MESSAGE)
      .optional(),
  );

export const NAME_MAX = 200;
export const TEXT_MAX = 1000;

const MAX_ID = 2_147_483_647;

export const id = z.union([
  z.number().int().positive().max(MAX_ID),
  z
    .string()
    .regex(/^\d+$/, v('validation.wholeNumber'))
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_ID)),
]);

export const optionalId = z.preprocess(blankToUndefined, id.optional());

/**
 * A path parameter id. A whole number written plainly (no sign, no leading zero) that no row can have
 * (0, or beyond the integer range) still names nothing, so it becomes NO_ROW_ID and the lookup answers
 * 404 like any other unknown id; anything that is not such a number is a 400 before any lookup.
 */
export const NO_ROW_ID = 0;
/** The longest path id read at all (the router refuses a longer path segment with a 400 too). */
export const PATH_ID_MAX = 100;
export const idParams = z.object({
  id: z
    .string()
    .max(PATH_ID_MAX, v('validation.atMostCharacters', { max: PATH_ID_MAX }))
    .regex(/^(0|[1-9]\d*)$/, v('validation.wholeNumber'))
    .transform((digits) => (digits.length > 10 || Number(digits) > MAX_ID ? NO_ROW_ID : Number(digits))),
});

interface DecimalOptions {
  scale: number;
  max: string;
  /**
   * 'positive' (> 0, the default), 'nonNegative' (≥ 0), or 'nonZero': signed, anything but 0, between −max
   * and max.
   */
  min?: 'positive' | 'nonNegative' | 'nonZero';
}

/** A number or numeric string, checked for its decimals and bounds, normalised to a fixed-scale string. */
export const decimal = ({ scale, max, min = 'positive' }: DecimalOptions) =>
  z.union([z.number(), z.string()]).transform((raw, ctx) => {
    const text = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : '') : raw.trim();
    if (!isDecimal(text) || /e/i.test(text)) {
      ctx.addIssue({ code: 'custom', message: v('validation.number') });
      return z.NEVER;
    }
    if (decimalPlaces(text) > scale) {
      ctx.addIssue({ code: 'custom', message: v('validation.decimalPlaces', { scale }) });
      return z.NEVER;
    }
    const sign = compare(text, '0');
    if (min === 'nonZero') {
      if (sign === 0) {
        ctx.addIssue({ code: 'custom', message: v('validation.notZero') });
        return z.NEVER;
      }
      if (compare(text, max) > 0 || compare(text, `-${max}`) < 0) {
        ctx.addIssue({ code: 'custom', message: v('validation.between', { max }) });
        return z.NEVER;
      }
      return round(text, scale);
    }
    if (min === 'positive' ? sign <= 0 : sign < 0) {
      ctx.addIssue({
        code: 'custom',
        message: min === 'positive' ? v('validation.greaterThanZero') : v('validation.zeroOrMore'),
      });
      return z.NEVER;
    }
    if (compare(text, max) > 0) {
      ctx.addIssue({ code: 'custom', message: v('validation.atMost', { max }) });
      return z.NEVER;
    }
    return round(text, scale);
  });

export const optionalDecimal = (opts: DecimalOptions) =>
  z.preprocess(blankToUndefined, decimal(opts).optional());

/** The largest single amount (a payment, an expense, an allocation): ₹999,99,99,999.99. */
export const AMOUNT_MAX = '9999999999.99';
/** Rupee amounts of single records: > 0, 2 decimals, up to AMOUNT_MAX. */
export const amount = decimal({ scale: 2, max: AMOUNT_MAX });
/** Rate per unit: > 0, 2 decimals. */
export const rate = decimal({ scale: 2, max: '9999999.99' });
/** Quantity in the crop's unit: > 0, 3 decimals. */
export const quantity = decimal({ scale: 3, max: '9999999.999' });
/** A signed quantity in the crop's unit (a stock adjustment: negative for a decrease): ≠ 0, 3 decimals. */
export const signedQuantity = decimal({ scale: 3, max: '9999999.999', min: 'nonZero' });

// A full ISO 8601 date-time: with a Z or ±hh:mm offset or none, seconds and fractions optional.
const isoDateTime = z.iso.datetime({ offset: true, local: true });

/**
 * YYYY-MM-DD; an ISO timestamp is accepted and cut to its date as written (docs/api-conventions.md#dates),
 * but only a whole, valid one: '2025-01-15Tgarbage' is not a date.
 */
export const businessDate = z
  .string({ error: v('validation.required') })
  .trim()
  .transform((text, ctx) => {
    const isTimestamp = /^\d{4}-\d{2}-\d{2}T/.test(text);
    if (isTimestamp && !isoDateTime.safeParse(text).success) {
      ctx.addIssue({ code: 'custom', message: v('validation.dateOrDateTime') });
      return z.NEVER;
    }
    const date = isTimestamp ? text.slice(0, 10) : text;
    if (!isIsoDate(date) || date < '1900-01-01' || date > '2999-12-31') {
      ctx.addIssue({ code: 'custom', message: v('validation.date') });
      return z.NEVER;
    }
    return date;
  });

export const optionalBusinessDate = z.preprocess(blankToUndefined, businessDate.optional());

/** Query-string date range, inclusive (docs/api-conventions.md#dates); an end before the start is a 400. */
const datesInOrder = (q: { startDate?: string; endDate?: string }) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;

/** A list's query: a date range (startDate ≤ endDate, both inclusive) and the list's own filters. */
export function listQuery<T extends z.ZodRawShape>(filters: T) {
  return z
    .object({ startDate: optionalBusinessDate, endDate: optionalBusinessDate, ...filters })
    .refine((q) => datesInOrder(q as { startDate?: string; endDate?: string }), {
      path: ['endDate'],
      message: v('validation.onOrAfterStart'),
    });
}

export const dateRangeQuery = z
  .object({
    startDate: optionalBusinessDate,
    endDate: optionalBusinessDate,
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: v('validation.onOrAfterStart'),
  });

export const qualityGrade = z.enum(qualityGrades);
export type QualityGrade = z.infer<typeof qualityGrade>;
export const optionalQualityGrade = z.preprocess(blankToUndefined, qualityGrade.optional());

/** Decimal strings in responses. */
export const decimalString = z.string();
/** ISO 8601 timestamps in responses. */
export const timestamp = z.string();

/**
 * A whole number in a query string, written in plain decimal digits only (docs/api-conventions.md#numbers):
 * `1e2`, `0x10`, `0b11`, `1.0`, `+5`, ` 5` and the like are refused with `message`, never read as 100 or 16
 * (Number() would). Left out or empty: absent.
 */
export const queryInteger = ({ min, max, message }: { min: number; max: number; message: string }) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: message })
      .regex(/^\d{1,15}$/, message)
      .transform(Number)
      .pipe(z.number().int().min(min, message).max(max, message))
      .optional(),
  );

/** `limit` of a paged list (docs/api-conventions.md): 1–500, anything else a 400; left out, the list is unpaged. */
export const pageLimit = queryInteger({
  min: 1,
  max: 500,
  message: v('validation.wholeNumberFromTo', { min: 1, max: 500 }),
});

/** The opaque keyset `cursor` of a paged list; a malformed one is a 400 where it is decoded. */
export const pageCursor = z.preprocess((v) => (v === '' ? undefined : v), z.string().max(400).optional());

/** `format` of a list's export (docs/api-conventions.md#exports): CSV or an Excel workbook, anything else a 400. */
export const exportFormat = z.enum(['csv', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormat>;

/** `q` of a list: a case-insensitive search on the names the screen searches (docs/api-conventions.md). */
export const searchText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z
    .string()
    .max(100, v('validation.atMostCharacters', { max: 100 }))
    .optional(),
);

/** Escapes LIKE's wildcards so `q` matches as typed. */
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
