import { z } from 'zod';
import {
  businessDate,
  exportFormat,
  optionalId,
  pageCursor,
  pageLimit,
  optionalBusinessDate,
  searchText,
} from './primitives';
import { ageBuckets, cropUnits, partyTypes, paymentStatuses, reportTypes } from './choices';
import { v } from '../messages/validation';
import { partyBalanceTotals } from './ledger';

export { ageBuckets, reportTypes };

// Reports computed on the server (docs/money.md, Outstanding and ageing).

export const outstandingSides = ['receivable', 'payable'] as const;
export const outstandingSide = z.enum(outstandingSides, {
  error: v('validation.balanceSide'),
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
  /**
   * The party balances at asOf, both sides netted per party: the Dashboard's and the Ledger's receivable and
   * payable (docs/money.md#receivable-and-payable), so the screen can say how its bills meet them.
   */
  balances: partyBalanceTotals,
});
export type OutstandingPage = z.infer<typeof outstandingPage>;

// The Reports screen's sales and purchase views, paged and summed by the server (docs/screens.md#reports).

export const reportType = z.enum(reportTypes);
export type ReportType = z.infer<typeof reportType>;

const tradeReportFilters = {
  type: reportType,
  /** The report always has a range: Generate refuses one without both dates. */
  startDate: businessDate,
  endDate: businessDate,
  partyId: optionalId,
  cropId: optionalId,
  /** Party or crop name, or the amount, quantity or rate as text, case-insensitive. */
  q: searchText,
};
const datesInOrder = (q: { startDate: string; endDate: string }) => q.startDate <= q.endDate;
const orderMessage = { path: ['endDate'], message: v('validation.onOrAfterStart') };

/** GET /api/reports/summary: the figures of the cards over the report's filters. */
export const tradeReportSummaryQuery = z.object(tradeReportFilters).refine(datesInOrder, orderMessage);
export type TradeReportSummaryQuery = z.output<typeof tradeReportSummaryQuery>;

/** GET /api/reports/trades: the report's rows, newest first; with `limit` a keyset page. */
export const tradeReportQuery = z
  .object({ ...tradeReportFilters, limit: pageLimit, cursor: pageCursor })
  .refine(datesInOrder, orderMessage);
export type TradeReportQuery = z.output<typeof tradeReportQuery>;

/** GET /api/reports/trades/export: the report's filters and the file's `format` (docs/api-conventions.md#exports). */
export const tradeReportExportQuery = z
  .object({ ...tradeReportFilters, format: exportFormat })
  .refine(datesInOrder, orderMessage);
export type TradeReportExportQuery = z.output<typeof tradeReportExportQuery>;

export const tradeReportRow = z.object({
  id: z.number(),
  date: z.string(),
  partyId: z.number(),
  partyName: z.string(),
  partyType: z.enum(partyTypes),
  cropId: z.number(),
  cropName: z.string(),
  unit: z.enum(cropUnits),
  quantity: z.string(),
  rate: z.string(),
  /** quantity × rate (a purchase's without its expenses, so that Avg. Rate is a true rate). */
  amount: z.string(),
  /** Sales only: the derived payment status. */
  paymentStatus: z.enum(paymentStatuses).nullable(),
  qualityGrade: z.string().nullable(),
  moistureContent: z.string().nullable(),
});
export type TradeReportRow = z.infer<typeof tradeReportRow>;

export const tradeReportPage = z.object({
  items: z.array(tradeReportRow),
  total: z.number(),
  nextCursor: z.string().nullable(),
});
export type TradeReportPage = z.infer<typeof tradeReportPage>;

export const tradeReportSummary = z.object({
  count: z.number(),
  totalAmount: z.string(),
  /** In quintals (kg ÷ 100, ton × 10). */
  totalQuantity: z.string(),
  /** totalAmount ÷ the exact quintals, per quintal; 0.00 when there are no rows. */
  avgRate: z.string(),
});
export type TradeReportSummary = z.infer<typeof tradeReportSummary>;

// The profit and loss statement (docs/money.md#profit-and-loss).

/**
 * GET /api/reports/profit-and-loss?startDate=&endDate=: business days, inclusive; each left out defaults to
 * the report window (30 days back through today, business time zone). A start after the end is a 400.
 */
export const profitAndLossQuery = z
  .object({ startDate: optionalBusinessDate, endDate: optionalBusinessDate })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, orderMessage);
export type ProfitAndLossQuery = z.output<typeof profitAndLossQuery>;

export const profitAndLossCrop = z.object({
  cropId: z.number(),
  cropName: z.string(),
  /** In the crop's own unit. */
  quantitySold: z.string(),
  sales: z.string(),
  /** Its sales' cost plus the cost-of-goods adjustments of its price corrections. */
  costOfGoods: z.string(),
  grossProfit: z.string(),
});
export type ProfitAndLossCrop = z.infer<typeof profitAndLossCrop>;

export const profitAndLoss = z.object({
  startDate: z.string(),
  endDate: z.string(),
  /** Σ the live sales' value (totalAmount). */
  sales: z.string(),
  /** Σ their costAmount + the cost-of-goods adjustments dated in the window. */
  costOfGoods: z.string(),
  /** sales − costOfGoods. */
  grossProfit: z.string(),
  /** Σ retained charges of the sales. */
  chargesEarned: z.string(),
  /** Σ paid_out charges of the sales that the business bore. */
  chargesBorne: z.string(),
  /** The value of stock lost (negative) or found (positive). */
  stockAdjustments: z.string(),
  expenses: z.object({
    transport: z.string(),
    storage: z.string(),
    labor: z.string(),
    processing: z.string(),
    other: z.string(),
    total: z.string(),
  }),
  /** grossProfit + chargesEarned − chargesBorne + stockAdjustments − expenses.total. */
  netProfit: z.string(),
  byCrop: z.array(profitAndLossCrop),
});
export type ProfitAndLoss = z.infer<typeof profitAndLoss>;
