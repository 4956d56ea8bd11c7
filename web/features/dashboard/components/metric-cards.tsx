import { compare } from '@common/decimal';
import { IndianRupee, Package, ShoppingCart, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAT_GRID, StatCard } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatINR } from '@/lib/format';
import { useMetrics } from '../api/get-metrics';

/** The four figures; the captions are fixed text (docs/screens.md#dashboard). */
export function MetricCards() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMetrics();

  if (isPending) {
    return (
      <section aria-label={t('dashboard.metrics.label')} aria-busy="true" className={STAT_GRID}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </section>
    );
  }
  if (isError) {
    return (
      <section aria-label={t('dashboard.metrics.label')}>
        <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-red-700">
          {t('dashboard.metrics.fetchFailed')}
        </p>
      </section>
    );
  }

  const sign = compare(data.totalProfit, '0');
  return (
    <section aria-label={t('dashboard.metrics.label')} className={STAT_GRID}>
      <StatCard
        testId="metric-total-sales"
        label={t('dashboard.metrics.totalSales')}
        value={formatINR(data.totalSales, 0)}
        caption={t('dashboard.metrics.totalSalesCaption')}
        icon={IndianRupee}
      />
      <StatCard
        testId="metric-total-purchases"
        label={t('dashboard.metrics.totalPurchases')}
        value={formatINR(data.totalPurchases, 0)}
        caption={t('dashboard.metrics.totalPurchasesCaption')}
        icon={ShoppingCart}
      />
      <StatCard
        testId="metric-inventory-value"
        label={t('dashboard.metrics.inventoryValue')}
        value={formatINR(data.totalInventoryValue, 0)}
        caption={t('dashboard.metrics.lowStock', { count: data.lowStockItems })}
        icon={Package}
      />
      <StatCard
        testId="metric-net-profit"
        label={t('dashboard.metrics.netProfit')}
        value={formatINR(data.totalProfit, 0)}
        caption={t('dashboard.metrics.netProfitCaption')}
        icon={TrendingUp}
        valueClassName={sign < 0 ? 'text-red-700' : sign > 0 ? 'text-green-700' : undefined}
      />
    </section>
  );
}
