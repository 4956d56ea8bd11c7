import type { ExpenseSummary } from '@common/schemas/expenses';
import { MoreHorizontal, Truck, Wallet, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid } from '@/components/stat-card';
import { formatINR } from '@/lib/format';

/**
 * The server's aggregate over the list's filters, active expenses only (GET /api/expenses/summary,
 * docs/screens.md#expenses): Transport, Storage and Other their own types; labor and processing count only
 * toward the total.
 */
export function ExpensesSummary({ summary }: { summary: ExpenseSummary }) {
  const { t } = useTranslation();
  const { transport, storage, other } = summary.byType;
  return (
    <StatGrid label={t('expenses.cards.label')}>
      <StatCard
        icon={Wallet}
        label={t('expenses.cards.totalExpenses')}
        value={formatINR(summary.totalAmount)}
        caption={t('expenses.cards.totalCaption', { count: summary.count })}
        testId="card-total-expenses"
      />
      <StatCard
        icon={Truck}
        label={t('expenses.cards.transport')}
        value={formatINR(transport.amount)}
        caption={t('expenses.cards.typeCaption', { count: transport.count })}
        testId="card-transport"
      />
      <StatCard
        icon={Warehouse}
        label={t('expenses.cards.storage')}
        value={formatINR(storage.amount)}
        caption={t('expenses.cards.typeCaption', { count: storage.count })}
        testId="card-storage"
      />
      <StatCard
        icon={MoreHorizontal}
        label={t('expenses.cards.other')}
        value={formatINR(other.amount)}
        caption={t('expenses.cards.typeCaption', { count: other.count })}
        testId="card-other"
      />
    </StatGrid>
  );
}
