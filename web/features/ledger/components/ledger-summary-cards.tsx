import { ArrowDownLeft, ArrowUpRight, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatINR, formatNumber } from '@/lib/format';
import { absolute, isReceivable, type LedgerTotals } from '../ledger-totals';

interface LedgerSummaryCardsProps {
  totals: LedgerTotals | undefined;
  loading: boolean;
}

export function LedgerSummaryCards({ totals, loading }: LedgerSummaryCardsProps) {
  const { t } = useTranslation();
  const receivable = totals ? isReceivable(totals.net) : true;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t('ledger.cards.totalDebit')}
        caption={t('ledger.cards.totalDebitCaption')}
        value={formatINR(totals?.totalDebit)}
        icon={ArrowUpRight}
        iconClassName="bg-green-100 text-green-700"
        loading={loading}
      />
      <StatCard
        label={t('ledger.cards.totalCredit')}
        caption={t('ledger.cards.totalCreditCaption')}
        value={formatINR(totals?.totalCredit)}
        icon={ArrowDownLeft}
        iconClassName="bg-red-100 text-red-700"
        loading={loading}
      />
      <StatCard
        label={t('ledger.cards.netBalance')}
        caption={receivable ? t('ledger.balanceType.receivable') : t('ledger.balanceType.payable')}
        value={formatINR(totals ? absolute(totals.net) : undefined)}
        valueClassName={receivable ? 'text-green-700' : 'text-red-700'}
        icon={Scale}
        iconClassName={receivable ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'}
        loading={loading}
      />
      <StatCard
        label={t('ledger.cards.activeParties')}
        caption={t('ledger.cards.activePartiesCaption')}
        value={formatNumber(totals?.activeParties ?? 0, 0)}
        icon={Users}
        iconClassName="bg-blue-100 text-blue-700"
        loading={loading}
      />
    </div>
  );
}
