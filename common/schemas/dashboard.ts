import { z } from 'zod';

export const trendPeriods = ['7days', '30days', '3months'] as const;
export const trendPeriod = z.enum(trendPeriods);
export type TrendPeriod = z.infer<typeof trendPeriod>;
export const TREND_PERIOD_DAYS: Record<TrendPeriod, number> = { '7days': 7, '30days': 30, '3months': 90 };

// No default: the client always says which period it charts, so a call without one is a mistake (400).
export const salesTrendQuery = z.object({ period: trendPeriod });

export const dashboardMetrics = z.object({
  totalSales: z.string(),
  totalPurchases: z.string(),
  totalInventoryValue: z.string(),
  totalProfit: z.string(),
  lowStockItems: z.number(),
});
export type DashboardMetrics = z.infer<typeof dashboardMetrics>;

export const salesTrendPoint = z.object({ date: z.string(), sales: z.string(), purchases: z.string() });
export type SalesTrendPoint = z.infer<typeof salesTrendPoint>;

export const cropDistributionItem = z.object({ name: z.string(), value: z.string() });
export type CropDistributionItem = z.infer<typeof cropDistributionItem>;
