import { z } from 'zod';
import { optionalBusinessDate, pageCursor, pageLimit } from './primitives';
import { ageBuckets } from './choices';

export { ageBuckets };

// Reports computed on the server (docs/money.md, Outstanding and ageing).

export const outstandingSides = ['receivable', 'payable'] as const;
export const outstandingSide = z.enum(outstandingSides, {
  error: 'Must be receivable or payable',
});
export type OutstandingSide = z.infer<typeof outstandingSide>;

export type AgeBucket = (typeof ageBuckets)[number];

/** GET /api/reports/outstanding?side=&asOf= (asOf: today in the business time zone when left out). */
export const outstandingQuery = z.object({
  side: outstandingSide,
  asOf: optionalBusinessDate,
  /** With limit: a page `{items, total, nextCursor, summary}` (keyset `cursor`); without: every row. */
  limit: pageLimit,
  cursor: pageCursor,
});
export type OutstandingQuery = z.output<typeof outstandingQuery>;

export const ageBucketAmounts = z.object({
  '0-30': z.string(),
  '31-60': z.string(),
  '61-90': z.string(),
  '90+': z.string(),
});
export type AgeBucketAmounts = z.infer<typeof ageBucketAmounts>;

export const outstandingRow = z.object({
  partyId: z.number(),
  partyName: z.string(),
  partyType: z.string(),
  /** Σ what the party's open bills still ask for at asOf. */
  outstanding: z.string(),
  /** Σ the party's payments of the side's direction by asOf, less what they settle: advances. */
  unallocated: z.string(),
  /** outstanding − unallocated. */
  net: z.string(),
  buckets: ageBucketAmounts,
  /** The oldest open bill's date; null when the party has only an advance. */
  oldestBillDate: z.string().nullable(),
});
export type OutstandingRow = z.infer<typeof outstandingRow>;

/** Totals over every row the request matches (not only the page). */
export const outstandingSummary = z.object({
  parties: z.number(),
  outstanding: z.string(),
  unallocated: z.string(),
  net: z.string(),
  buckets: ageBucketAmounts,
});
export type OutstandingSummary = z.infer<typeof outstandingSummary>;

export const outstandingPage = z.object({
  items: z.array(outstandingRow),
  total: z.number(),
  nextCursor: z.string().nullable(),
  asOf: z.string(),
  summary: outstandingSummary,
});
export type OutstandingPage = z.infer<typeof outstandingPage>;
