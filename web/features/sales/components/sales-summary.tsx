import type { SaleSummary } from '@common/schemas/sales';
import { CheckCircle2, Clock, IndianRupee, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatCardsSkeleton, StatGrid } from '@/components/stat-card';
import { formatINR, formatNumber, formatQuantity } from '@/lib/format';

/**
 * The server's aggregate over the list's filters, active sales only (GET /api/sales/summary,
 * docs/screens.md#sales); quantities are summed in quintals there.
 */
export function SalesSummary({
  summary,
  filtered,
}: {
  summary: SaleSummary | undefined;
  /** Some filter narrows the cards: the total no longer covers every sale. */
  filtered: boolean;
}) {
  const { t } = useTranslation();
  if (!summary) {
    return <StatCardsSkeleton />;
  }
  return (
    <StatGrid label={t('sales.cards.label')}>
      <StatCard
        icon={IndianRupee}
        label={t('sales.cards.totalSales')}
        value={formatINR(summary.totalAmount)}
        caption={t(filtered ? 'sales.cards.filteredCaption' : 'sales.cards.totalSalesCaption')}
        testId="card-total-sales"
      />
      <StatCard
        icon={Package}
        label={t('sales.cards.totalQuantity')}
        value={formatQuantity(summary.quantityQuintals)}
        caption={t('sales.cards.quintalsSold')}
        testId="card-total-quantity"
      />
      <StatCard
        icon={Clock}
        label={t('sales.cards.pendingPayments')}
        value={formatNumber(summary.pending)}
        caption={t('sales.cards.pendingCaption')}
        testId="card-pending"
      />
      <StatCard
        icon={CheckCircle2}
        label={t('sales.cards.completedSales')}
        value={formatNumber(summary.paid)}
        caption={t('sales.cards.completedCaption')}
        testId="card-completed"
      />
    </StatGrid>
  );
}
