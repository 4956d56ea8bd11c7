import type { Party } from '@common/schemas/parties';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { useParties } from '@/lib/queries/parties';
import { useLedger } from './api/get-ledger';
import { BalanceList } from './components/balance-list';
import { LedgerEntriesCard } from './components/ledger-entries-card';
import { LedgerSummaryCards } from './components/ledger-summary-cards';
import { exportLedger } from './export-ledger';
import { ledgerTotals } from './ledger-totals';

export function LedgerPage() {
  const { t } = useTranslation();
  // docs/screens.md#ledger: the party filter starts as all.
  const [partyFilter, setPartyFilter] = useState('all');
  const partyId = partyFilter === 'all' ? undefined : Number(partyFilter);

  const partiesQuery = useParties();
  const ledgerQuery = useLedger(partyId);

  const parties = partiesQuery.data;
  const totals = useMemo(() => (parties ? ledgerTotals(parties) : undefined), [parties]);
  const sortedParties = useMemo(
    () => [...(parties ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [parties],
  );
  const partiesById = useMemo(() => new Map<number, Party>((parties ?? []).map((p) => [p.id, p])), [parties]);

  const loadingParties = partiesQuery.isPending;
  const partiesFailed = partiesQuery.isError;

  return (
    <>
      <PageHeader title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        {partiesQuery.isError && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <span className="font-semibold">{t('ledger.errors.fetchParties')}</span>:{' '}
            {partiesQuery.error.message}
          </p>
        )}
        <LedgerSummaryCards totals={totals} loading={loadingParties} failed={partiesFailed} />
        <div className="grid gap-4 lg:grid-cols-2">
          <BalanceList
            title={t('ledger.receivables.title')}
            description={t('ledger.receivables.description')}
            empty={t('ledger.receivables.empty')}
            parties={totals?.receivables ?? []}
            tone="receivable"
            loading={loadingParties}
            failed={partiesFailed}
          />
          <BalanceList
            title={t('ledger.payables.title')}
            description={t('ledger.payables.description')}
            empty={t('ledger.payables.empty')}
            parties={totals?.payables ?? []}
            tone="payable"
            loading={loadingParties}
            failed={partiesFailed}
          />
        </div>
        <LedgerEntriesCard
          entries={ledgerQuery.data}
          loading={ledgerQuery.isPending}
          failed={ledgerQuery.isError}
          parties={sortedParties}
          partiesById={partiesById}
          partyFilter={partyFilter}
          onPartyFilterChange={setPartyFilter}
          onExport={() => exportLedger(ledgerQuery.data ?? [], partiesById, partyId, t)}
        />
      </main>
    </>
  );
}
