import { compare } from '@common/decimal';
import { IndianRupee, Package, ShoppingCart, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAT_GRID, StatCard } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatINR } from '@/lib/format';
import type { MetricsComparison, MonthOnMonth } from '@common/schemas/dashboard';
import type { TFunction } from 'i18next';
import { useMetrics } from '../api/get-metrics';
import { formatSignedPercent } from '../chart-format';

/**
 * '+12.5% from last month': this month so far against the same days of last month, from the server's
 * comparison; nothing when last month had none (docs/screens.md#dashboard).
 */
function changeCaption(figure: MonthOnMonth, comparison: MetricsComparison, t: TFunction) {
  if (figure.changePercent === null) return null;
  return (
    <span
      title={t('dashboard.metrics.comparedWith', {
        from: formatDate(comparison.currentFrom),
        to: formatDate(comparison.currentTo),
        previousFrom: formatDate(comparison.previousFrom),
        previousTo: formatDate(comparison.previousTo),
      })}
    >
      {t('dashboard.metrics.fromLastMonth', { change: formatSignedPercent(figure.changePercent) })}
    </span>
  );
}

/** The four figures and their computed captions (docs/screens.md#dashboard). */
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
  const comparison = data.comparison;
  const margin = comparison?.profitMarginPercent ?? null;
  return (
    <section aria-label={t('dashboard.metrics.label')} className={STAT_GRID}>
      <StatCard
        testId="metric-total-sales"
        label={t('dashboard.metrics.totalSales')}
        value={formatINR(data.totalSales, 0)}
        caption={comparison ? changeCaption(comparison.totalSales, comparison, t) : null}
        icon={IndianRupee}
      />
      <StatCard
        testId="metric-total-purchases"
        label={t('dashboard.metrics.totalPurchases')}
        value={formatINR(data.totalPurchases, 0)}
        caption={comparison ? changeCaption(comparison.totalPurchases, comparison, t) : null}
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
        caption={
          margin === null ? null : (
            <span title={t('dashboard.metrics.marginExplained')}>
              {t('dashboard.metrics.margin', { percent: formatSignedPercent(margin) })}
            </span>
          )
        }
        icon={TrendingUp}
        valueClassName={sign < 0 ? 'text-red-700' : sign > 0 ? 'text-green-700' : undefined}
      />
    </section>
  );
}
