import type { Language } from '../../../common/schemas/auth';
import { addDays, businessToday } from '../../../common/business-day';
import {
  TREND_PERIOD_DAYS,
  TREND_WEEKS,
  type CropDistributionItem,
  type DashboardMetrics,
  type OutstandingSummary,
  type RecentTransaction,
  type SalesTrendPoint,
  type TrendPeriod,
} from '../../../common/schemas/dashboard';
import type { Db } from '../../db/client';
import {
  selectComparison,
  selectCropDistribution,
  selectMetrics,
  selectOutstandingSummary,
  selectRecentTransactions,
  selectSalesTrend,
  selectWeeklyTrend,
  type ComparisonWindows,
} from './dashboard.queries';

/**
 * This month so far (the 1st through today) and the same days of last month, cut at its last day: on
 * 31 March, 1–28 February (docs/screens.md#dashboard).
 */
export function comparisonWindows(today: string): ComparisonWindows {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const prevYear = m === 1 ? y - 1 : y;
  const prevMonth = m === 1 ? 12 : m - 1;
  // Day 0 of this month is the last day of the previous one.
  const prevLastDay = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  const prefix = `${prevYear}-${pad(prevMonth)}-`;
  return {
    currentFrom: `${today.slice(0, 8)}01`,
    currentTo: today,
    previousFrom: `${prefix}01`,
    previousTo: `${prefix}${pad(Math.min(d, prevLastDay))}`,
  };
}

/** The Monday of the week holding `date` (weeks run Monday to Sunday, as ISO 8601). */
export function mondayOf(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

export async function getMetrics(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
): Promise<DashboardMetrics> {
  const metrics = await selectMetrics(db);
  const comparison = await selectComparison(db, comparisonWindows(businessToday(timeZone, now)));
  return { ...metrics, comparison };
}

/**
 * 7days and 30days: the last 7 or 30 calendar days through today in the business time zone, by day.
 * 3months: the last 13 weeks by week, the current week so far last (docs/screens.md#dashboard).
 */
export function getSalesTrend(
  db: Db,
  period: TrendPeriod,
  timeZone: string,
  now: Date = new Date(),
): Promise<SalesTrendPoint[]> {
  const today = businessToday(timeZone, now);
  if (period === '3months') {
    return selectWeeklyTrend(db, addDays(mondayOf(today), -7 * (TREND_WEEKS - 1)), TREND_WEEKS, today);
  }
  return selectSalesTrend(db, addDays(today, -(TREND_PERIOD_DAYS[period] - 1)), today);
}

export function getCropDistribution(db: Db): Promise<CropDistributionItem[]> {
  return selectCropDistribution(db);
}

export function getOutstandingSummary(db: Db): Promise<OutstandingSummary> {
  return selectOutstandingSummary(db);
}

export function getRecentTransactions(
  db: Db,
  limit: number,
  language: Language,
): Promise<RecentTransaction[]> {
  return selectRecentTransactions(db, limit, language);
}
