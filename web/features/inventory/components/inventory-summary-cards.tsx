import { AlertTriangle, IndianRupee, Layers, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid } from '@/components/stat-card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatINR, formatNumber, formatQuantity } from '@/lib/format';
import type { StockTotals } from '../stock';

export function InventorySummaryCards({ totals }: { totals: StockTotals | undefined }) {
  const { t } = useTranslation();
  if (!totals) {
    return (
      <StatGrid label={t('inventory.cards.label')} busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </StatGrid>
    );
  }
  const lowTone = totals.lowStock > 0 ? 'text-amber-700' : undefined;
  return (
    <StatGrid label={t('inventory.cards.label')}>
      <StatCard
        testId="inventory-total-stock"
        label={t('inventory.cards.totalStock')}
        value={t('inventory.cards.totalStockValue', { quantity: formatQuantity(totals.totalQuintals) })}
        caption={t('inventory.cards.totalStockCaption')}
        icon={Package}
      />
      <StatCard
        testId="inventory-crop-types"
        label={t('inventory.cards.cropTypes')}
        value={formatNumber(totals.cropTypes, 0)}
        caption={t('inventory.cards.cropTypesCaption')}
        icon={Layers}
      />
      <StatCard
        testId="inventory-low-stock"
        label={t('inventory.cards.lowStock')}
        value={formatNumber(totals.lowStock, 0)}
        caption={t('inventory.cards.lowStockCaption')}
        icon={AlertTriangle}
        valueClassName={lowTone}
        iconClassName={lowTone}
      />
      <StatCard
        testId="inventory-total-value"
        label={t('inventory.cards.totalValue')}
        value={formatINR(totals.totalValue, 0)}
        caption={t('inventory.cards.totalValueCaption')}
        icon={IndianRupee}
      />
    </StatGrid>
  );
}
