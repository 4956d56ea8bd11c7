import type { LedgerSummary } from '@common/schemas/ledger';
import type { Party } from '@common/schemas/parties';
import { ArrowDownLeft, ArrowUpRight, ListOrdered, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard, StatGrid } from '@/components/stat-card';
import { formatINR, formatNumber } from '@/lib/format';
import { absolute, isReceivable } from '../balance-side';

interface LedgerSummaryCardsProps {
  summary: LedgerSummary | undefined;
  loading: boolean;
  /** The summary could not be fetched: the figures are unknown, so each shows '-', not ₹0.00. */
  failed?: boolean;
  /** The party the ledger is filtered to: the cards are then that party's figures alone. */
  party?: Party | undefined;
}

/**
 * docs/screens.md#ledger: the party balances summed by the server (/api/ledger/summary), receivable and payable
 * as the Dashboard and Outstanding count them (docs/money.md#receivable-and-payable); a column sum would keep
 * counting a sale after it was paid. With a party chosen, that party's balance and entries only.
 */
export function LedgerSummaryCards({ summary, loading, failed = false, party }: LedgerSummaryCardsProps) {
  const { t } = useTranslation();
  const known = failed || !summary ? undefined : summary;
  const dash = t('common.fallback.dash');
  const receivable = known ? isReceivable(known.net) : true;
  const neutral = 'bg-muted text-muted-foreground';
  const name = party?.name;
  // What the business-wide cards count beyond bills owed: farmers who owe us, buyers we owe.
  const fromFarmers =
    !name && known && known.receivableFromFarmersParties > 0
      ? t('ledger.cards.fromFarmers', {
          count: known.receivableFromFarmersParties,
          amount: formatINR(known.receivableFromFarmers),
        })
      : undefined;
  const toCustomers =
    !name && known && known.payableToCustomersParties > 0
      ? t('ledger.cards.toCustomers', {
          count: known.payableToCustomersParties,
          amount: formatINR(known.payableToCustomers),
        })
      : undefined;
  return (
    <section aria-label={name ? t('ledger.cards.partyOf', { name }) : undefined} className="space-y-2">
      {name && (
        <p className="text-sm font-medium text-foreground" data-testid="ledger-cards-party">
          {t('ledger.cards.partyOf', { name })}
        </p>
      )}
      <StatGrid label={t('ledger.cards.label')}>
        <StatCard
          testId="ledger-card-debit"
          label={t('ledger.cards.totalDebit')}
          caption={
            <>
              {name ? t('ledger.cards.partyDebitCaption', { name }) : t('ledger.cards.totalDebitCaption')}
              {fromFarmers && <span className="mt-1 block">{fromFarmers}</span>}
            </>
          }
          value={known ? formatINR(known.receivable) : dash}
          icon={ArrowUpRight}
          iconClassName="bg-green-100 text-green-700"
          loading={loading}
        />
        <StatCard
          testId="ledger-card-credit"
          label={t('ledger.cards.totalCredit')}
          caption={
            <>
              {name ? t('ledger.cards.partyCreditCaption', { name }) : t('ledger.cards.totalCreditCaption')}
              {toCustomers && <span className="mt-1 block">{toCustomers}</span>}
            </>
          }
          value={known ? formatINR(known.payable) : dash}
          icon={ArrowDownLeft}
          iconClassName="bg-red-100 text-red-700"
          loading={loading}
        />
        <StatCard
          testId="ledger-card-net"
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
        {name ? (
          <StatCard
            testId="ledger-card-entries"
            label={t('ledger.cards.entries')}
            caption={t('ledger.cards.partyEntriesCaption', { name })}
            value={known ? formatNumber(known.entries, 0) : dash}
            icon={ListOrdered}
            iconClassName="bg-blue-100 text-blue-700"
            loading={loading}
          />
        ) : (
          <StatCard
            testId="ledger-card-parties"
            label={t('ledger.cards.activeParties')}
            caption={t('ledger.cards.activePartiesCaption')}
            value={known ? formatNumber(known.receivableParties + known.payableParties, 0) : dash}
            icon={Users}
            iconClassName="bg-blue-100 text-blue-700"
            loading={loading}
          />
        )}
      </StatGrid>
    </section>
  );
}
