import { z } from 'zod';
import { isIsoDate } from '../business-day';
import { compare, decimalPlaces, isDecimal, round } from '../decimal';
import { qualityGrades } from './choices';
import { v } from '../messages/validation';

export { qualityGrades };

// Building blocks shared by every request schema (docs/api-conventions.md).

/** '' and null mean "absent" in optional fields; whitespace-only strings too. */
function blankToUndefined(v: unknown): unknown {
  if (v === null || v === '') return undefined;
  if (typeof v === 'string' && v.trim() === '') return undefined;
  return v;
}

// PostgreSQL text cannot hold NUL (U+0000); refusing it here keeps it a 400 instead of a database error.
const NUL_MESSAGE = 'Contains a character that is not allowed';
const withoutNul = (v: string) => !v.includes('\u0000');

export const requiredText = (max: number) =>
  z
    .string({ error: v('validation.required') })
    .trim()
    .min(1, v('validation.required'))
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
export const idParams = z.object({
  id: z
    .string()
    .regex(/^(0|[1-9]\d*)$/, v('validation.wholeNumber'))
    .transform((digits) => (digits.length > 10 || Number(digits) > MAX_ID ? NO_ROW_ID : Number(digits))),
});

interface DecimalOptions {
  scale: number;
  max: string;
  /** 'positive' (> 0, the default) or 'nonNegative' (≥ 0). */
  min?: 'positive' | 'nonNegative';
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

/** Rupee amounts of single records: > 0, 2 decimals, up to ₹999,99,99,999.99. */
export const amount = decimal({ scale: 2, max: '9999999999.99' });
/** Rate per unit: > 0, 2 decimals. */
export const rate = decimal({ scale: 2, max: '9999999.99' });
/** Quantity in the crop's unit: > 0, 3 decimals. */
export const quantity = decimal({ scale: 3, max: '9999999.999' });

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

/** `limit` of a paged list (docs/api-conventions.md): 1–500, anything else a 400; left out, the list is unpaged. */
export const pageLimit = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.coerce
    .number({ error: v('validation.wholeNumberFromTo', { min: 1, max: 500 }) })
    .int(v('validation.wholeNumberFromTo', { min: 1, max: 500 }))
    .min(1, v('validation.wholeNumberFromTo', { min: 1, max: 500 }))
    .max(500, v('validation.wholeNumberFromTo', { min: 1, max: 500 }))
    .optional(),
);

/** The opaque keyset `cursor` of a paged list; a malformed one is a 400 where it is decoded. */
export const pageCursor = z.preprocess((v) => (v === '' ? undefined : v), z.string().max(400).optional());

/** `format` of a list's export (docs/api-conventions.md#exports): CSV only for now, anything else a 400. */
export const exportFormat = z.enum(['csv']);

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
