import { QUINTALS_PER_UNIT } from '@common/schemas/choices';
import { multiply, sumAt } from '@common/decimal';
import { CheckCircle2, Clock, IndianRupee, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAT_GRID, StatCard, StatCardsSkeleton } from '@/components/stat-card';
import { formatINR, formatNumber, formatQuantity } from '@/lib/format';
import type { SaleRow } from '../sale-rows';

/** Over all sales, not the filtered rows; quantities are summed in quintals (docs/screens.md#sales). */
export function SalesSummary({ rows, isLoading }: { rows: readonly SaleRow[]; isLoading: boolean }) {
  const { t } = useTranslation();
  if (isLoading) {
    return <StatCardsSkeleton />;
  }
  const totalSales = sumAt(
    rows.map(({ sale }) => sale.totalAmount),
    2,
  );
  const quintals = sumAt(
    rows.map(({ sale, crop }) => multiply(sale.quantity, QUINTALS_PER_UNIT[crop?.unit ?? 'quintal'], 3)),
    3,
  );
  const pending = rows.filter(({ sale }) => sale.paymentStatus === 'pending').length;
  const paid = rows.filter(({ sale }) => sale.paymentStatus === 'paid').length;

  return (
    <section aria-label={t('sales.cards.label')} className={STAT_GRID}>
      <StatCard
        icon={IndianRupee}
        label={t('sales.cards.totalSales')}
        value={formatINR(totalSales)}
        caption={t('sales.cards.totalSalesCaption')}
        testId="card-total-sales"
      />
      <StatCard
        icon={Package}
        label={t('sales.cards.totalQuantity')}
        value={formatQuantity(quintals)}
        caption={t('sales.cards.quintalsSold')}
        testId="card-total-quantity"
      />
      <StatCard
        icon={Clock}
        label={t('sales.cards.pendingPayments')}
        value={formatNumber(pending)}
        caption={t('sales.cards.pendingCaption')}
        testId="card-pending"
      />
      <StatCard
        icon={CheckCircle2}
        label={t('sales.cards.completedSales')}
        value={formatNumber(paid)}
        caption={t('sales.cards.completedCaption')}
        testId="card-completed"
      />
    </section>
  );
}
