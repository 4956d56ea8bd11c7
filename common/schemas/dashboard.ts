import { z } from 'zod';
import { ledgerTransactionType, partyBalanceTotals } from './ledger';
import { trendPeriods } from './choices';
import { queryInteger } from './primitives';

export { trendPeriods };

export const trendPeriod = z.enum(trendPeriods);
export type TrendPeriod = z.infer<typeof trendPeriod>;
export const TREND_PERIOD_DAYS: Record<TrendPeriod, number> = { '7days': 7, '30days': 30, '3months': 90 };
/** 3months is charted by week (docs/screens.md#dashboard): this many weeks, Monday to Sunday, the last one current. */
export const TREND_WEEKS = 13;

// No default: the client always says which period it charts, so a call without one is a mistake (400).
export const salesTrendQuery = z.object({ period: trendPeriod });

/** One figure this month so far against the same days of last month; `changePercent` null without last month. */
export const monthOnMonth = z.object({
  current: z.string(),
  previous: z.string(),
  /** (current − previous) ÷ previous × 100, 1 decimal; null when previous is 0. */
  changePercent: z.string().nullable(),
});
export type MonthOnMonth = z.infer<typeof monthOnMonth>;

/** The captions' figures (docs/screens.md#dashboard): computed, never fixed text. */
export const metricsComparison = z.object({
  /** This month so far: the 1st through today, business time zone (YYYY-MM-DD, inclusive). */
  currentFrom: z.string(),
  currentTo: z.string(),
  /** The same days of last month (cut at its last day). */
  previousFrom: z.string(),
  previousTo: z.string(),
  totalSales: monthOnMonth,
  totalPurchases: monthOnMonth,
  /** totalProfit ÷ totalSales × 100, 1 decimal; null when there are no sales. */
  profitMarginPercent: z.string().nullable(),
});
export type MetricsComparison = z.infer<typeof metricsComparison>;

export const dashboardMetrics = z.object({
  totalSales: z.string(),
  totalPurchases: z.string(),
  totalInventoryValue: z.string(),
  totalProfit: z.string(),
  lowStockItems: z.number(),
  // Added after the first contract: clients that do not know it ignore it.
  comparison: metricsComparison.optional(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetrics>;

export const salesTrendPoint = z.object({ date: z.string(), sales: z.string(), purchases: z.string() });
export type SalesTrendPoint = z.infer<typeof salesTrendPoint>;

export const cropDistributionItem = z.object({ name: z.string(), value: z.string() });
export type CropDistributionItem = z.infer<typeof cropDistributionItem>;

/**
 * The Outstanding Balances card, GET /api/dashboard/outstanding: the party balances' receivable and payable, the same figures as the Ledger's
 * cards and Outstanding's `balances` (docs/money.md#receivable-and-payable).
 */
export const outstandingSummary = partyBalanceTotals;
export type OutstandingSummary = z.infer<typeof outstandingSummary>;

export const RECENT_TRANSACTIONS_DEFAULT = 5;
export const RECENT_TRANSACTIONS_MAX = 20;
const limitMessage = `Must be a whole number from 1 to ${RECENT_TRANSACTIONS_MAX}`;
/** GET /api/dashboard/recent-transactions?limit= (1–20, 5 when left out). */
export const recentTransactionsQuery = z.object({
  limit: queryInteger({ min: 1, max: RECENT_TRANSACTIONS_MAX, message: limitMessage }).transform(
    (n) => n ?? RECENT_TRANSACTIONS_DEFAULT,
  ),
});

export const recentTransaction = z.object({
  id: z.number(),
  partyId: z.number(),
  partyName: z.string(),
  transactionType: ledgerTransactionType,
  transactionDate: z.string(),
  description: z.string(),
  debit: z.string(),
  credit: z.string(),
});
export type RecentTransaction = z.infer<typeof recentTransaction>;
