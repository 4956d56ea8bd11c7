import { sumAt } from '@common/decimal';
import type { Expense, ExpenseType } from '@common/schemas/expenses';
import { MoreHorizontal, Truck, Wallet, Warehouse } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STAT_GRID, StatCard } from '@/components/stat-card';
import { formatINR } from '@/lib/format';

/**
 * Over the filtered rows (docs/screens.md#expenses): Transport, Storage and Other sum their own types; labor
 * and processing count only toward the total.
 */
export function ExpensesSummary({ expenses }: { expenses: readonly Expense[] }) {
  const { t } = useTranslation();
  const ofType = (type: ExpenseType) => expenses.filter((e) => e.type === type);
  const total = (list: readonly Expense[]) =>
    sumAt(
      list.map((e) => e.amount),
      2,
    );
  const count = (list: readonly Expense[]) => list.length;
  const transport = ofType('transport');
  const storage = ofType('storage');
  const other = ofType('other');

  return (
    <section aria-label={t('expenses.cards.label')} className={STAT_GRID}>
      <StatCard
        icon={Wallet}
        label={t('expenses.cards.totalExpenses')}
        value={formatINR(total(expenses))}
        caption={t('expenses.cards.totalCaption', { count: count(expenses) })}
        testId="card-total-expenses"
      />
      <StatCard
        icon={Truck}
        label={t('expenses.cards.transport')}
        value={formatINR(total(transport))}
        caption={t('expenses.cards.typeCaption', { count: count(transport) })}
        testId="card-transport"
      />
      <StatCard
        icon={Warehouse}
        label={t('expenses.cards.storage')}
        value={formatINR(total(storage))}
        caption={t('expenses.cards.typeCaption', { count: count(storage) })}
        testId="card-storage"
      />
      <StatCard
        icon={MoreHorizontal}
        label={t('expenses.cards.other')}
        value={formatINR(total(other))}
        caption={t('expenses.cards.typeCaption', { count: count(other) })}
        testId="card-other"
      />
    </section>
  );
}
