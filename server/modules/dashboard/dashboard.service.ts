import { addDays, businessToday } from '../../../common/business-day';
import {
  TREND_PERIOD_DAYS,
  type CropDistributionItem,
  type DashboardMetrics,
  type SalesTrendPoint,
  type TrendPeriod,
} from '../../../common/schemas/dashboard';
import type { Db } from '../../db/client';
import { selectCropDistribution, selectMetrics, selectSalesTrend } from './dashboard.queries';

export function getMetrics(db: Db): Promise<DashboardMetrics> {
  return selectMetrics(db);
}

/** The last 7, 30 or 90 calendar days through today in the business time zone (docs/screens.md#dashboard). */
export function getSalesTrend(
  db: Db,
  period: TrendPeriod,
  timeZone: string,
  now: Date = new Date(),
): Promise<SalesTrendPoint[]> {
  const today = businessToday(timeZone, now);
  return selectSalesTrend(db, addDays(today, -(TREND_PERIOD_DAYS[period] - 1)), today);
}

export function getCropDistribution(db: Db): Promise<CropDistributionItem[]> {
  return selectCropDistribution(db);
}
