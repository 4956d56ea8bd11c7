import type { LedgerSummary } from '@common/schemas/ledger';
import { ArrowDownLeft, ArrowUpRight, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatINR, formatNumber } from '@/lib/format';
import { absolute, isReceivable } from '../balance-side';

interface LedgerSummaryCardsProps {
  summary: LedgerSummary | undefined;
  loading: boolean;
  /** The summary could not be fetched: the figures are unknown, so each shows '-', not ₹0.00. */
  failed?: boolean;
}

/**
 * docs/screens.md#ledger: the party balances summed by the server (/api/ledger/summary), so they describe the
 * whole book whatever the entries are filtered to; a column sum would keep counting a sale after it was paid.
 */
export function LedgerSummaryCards({ summary, loading, failed = false }: LedgerSummaryCardsProps) {
  const { t } = useTranslation();
  const known = failed || !summary ? undefined : summary;
  const dash = t('common.fallback.dash');
  const receivable = known ? isReceivable(known.net) : true;
  const neutral = 'bg-muted text-muted-foreground';
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={t('ledger.cards.totalDebit')}
        caption={t('ledger.cards.totalDebitCaption')}
        value={known ? formatINR(known.receivable) : dash}
        icon={ArrowUpRight}
        iconClassName="bg-green-100 text-green-700"
        loading={loading}
      />
      <StatCard
        label={t('ledger.cards.totalCredit')}
        caption={t('ledger.cards.totalCreditCaption')}
        value={known ? formatINR(known.payable) : dash}
        icon={ArrowDownLeft}
        iconClassName="bg-red-100 text-red-700"
        loading={loading}
      />
      <StatCard
        label={t('ledger.cards.netBalance')}
        caption={
          !known ? dash : receivable ? t('ledger.balanceType.receivable') : t('ledger.balanceType.payable')
        }
        value={known ? formatINR(absolute(known.net)) : dash}
        valueClassName={!known ? undefined : receivable ? 'text-green-700' : 'text-red-700'}
        icon={Scale}
        iconClassName={
          !known ? neutral : receivable ? 'bg-green-100 text-green-700' : 'bg-red-100 text-red-700'
        }
        loading={loading}
      />
      <StatCard
        label={t('ledger.cards.activeParties')}
        caption={t('ledger.cards.activePartiesCaption')}
        value={known ? formatNumber(known.receivableParties + known.payableParties, 0) : dash}
        icon={Users}
        iconClassName="bg-blue-100 text-blue-700"
        loading={loading}
      />
    </div>
  );
}
