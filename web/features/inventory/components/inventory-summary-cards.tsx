import { AlertTriangle, IndianRupee, Layers, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MetricCard, MetricCardSkeleton } from '@/components/metric-card';
import { formatINR, formatNumber, formatQuantity } from '@/lib/format';
import type { StockTotals } from '../stock';

const GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-4';

export function InventorySummaryCards({ totals }: { totals: StockTotals | undefined }) {
  const { t } = useTranslation();
  if (!totals) {
    return (
      <section aria-label={t('inventory.cards.label')} aria-busy="true" className={GRID}>
        {[0, 1, 2, 3].map((i) => (
          <MetricCardSkeleton key={i} />
        ))}
      </section>
    );
  }
  const lowTone = totals.lowStock > 0 ? 'text-amber-700' : undefined;
  return (
    <section aria-label={t('inventory.cards.label')} className={GRID}>
      <MetricCard
        testId="inventory-total-stock"
        title={t('inventory.cards.totalStock')}
        value={t('inventory.cards.totalStockValue', { quantity: formatQuantity(totals.totalQuintals) })}
        caption={t('inventory.cards.totalStockCaption')}
        icon={Package}
      />
      <MetricCard
        testId="inventory-crop-types"
        title={t('inventory.cards.cropTypes')}
        value={formatNumber(totals.cropTypes, 0)}
        caption={t('inventory.cards.cropTypesCaption')}
        icon={Layers}
      />
      <MetricCard
        testId="inventory-low-stock"
        title={t('inventory.cards.lowStock')}
        value={formatNumber(totals.lowStock, 0)}
        caption={t('inventory.cards.lowStockCaption')}
        icon={AlertTriangle}
        valueClassName={lowTone}
        iconClassName={lowTone}
      />
      <MetricCard
        testId="inventory-total-value"
        title={t('inventory.cards.totalValue')}
        value={formatINR(totals.totalValue, 0)}
        caption={t('inventory.cards.totalValueCaption')}
        icon={IndianRupee}
      />
    </section>
  );
}
