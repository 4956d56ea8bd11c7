import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSearch, useUrlFilters } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadExport } from '@/lib/download-export';
import { useParty, usePartiesById } from '@/lib/queries/party-search';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useLedgerPage, useLedgerSummary } from './api/get-ledger';
import { BalanceList } from './components/balance-list';
import { LedgerEntriesCard } from './components/ledger-entries-card';
import { LedgerSummaryCards } from './components/ledger-summary-cards';
import { ledgerFiltersFromSearch } from './ledger-filters';

export function LedgerPage() {
  const { t } = useTranslation();
  // docs/screens.md#ledger: the filters live in the URL (all parties when absent), so a reload keeps the view.
  const [filters, setFilter] = useUrlFilters(ledgerFiltersFromSearch);
  const filterKey = JSON.stringify(filters);
  const pages = useCursorPages(filterKey);
  const page = useLedgerPage(filters, pages.pageSize, pages.cursor);
  const summary = useLedgerSummary(filters);
  // The parties of the entries shown, by id, and the one filtered on: the whole list is never fetched.
  const parties = usePartiesById((page.data?.items ?? []).map((e) => e.partyId));
  const chosen = useParty(filters.partyId ? Number(filters.partyId) : undefined);

  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      // Every entry of the filters, streamed by the server (docs/screens.md#exports), not the page shown.
      await downloadExport('ledger', { ...filters });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('ledger.errors.exportFailed')),
      });
    } finally {
      setExporting(false);
    }
  };

  const total = page.data?.total ?? 0;
  return (
    <>
      <PageHeader title={t('ledger.title')} subtitle={t('ledger.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        {parties.error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <span className="font-semibold">{t('ledger.errors.fetchParties')}</span>: {parties.error.message}
          </p>
        )}
        {summary.isError && (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <span className="font-semibold">{t('ledger.errors.fetchSummary')}</span>: {summary.error.message}
          </p>
        )}
        <LedgerSummaryCards
          summary={summary.data}
          // Another filter's figures (kept while the new ones load) or a party not named yet are not shown.
          loading={summary.isPending || summary.isPlaceholderData || (!!filters.partyId && !chosen.data)}
          failed={summary.isError}
          party={filters.partyId ? chosen.data : undefined}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <BalanceList
            title={t('ledger.receivables.title')}
            description={t('ledger.receivables.description')}
            empty={t('ledger.receivables.empty')}
            side="receivable"
          />
          <BalanceList
            title={t('ledger.payables.title')}
            description={t('ledger.payables.description')}
            empty={t('ledger.payables.empty')}
            side="payable"
          />
        </div>
        <LedgerEntriesCard
          entries={page.data?.items}
          loading={page.isPending || parties.pending}
          failed={page.isError}
          summary={summary.isError ? undefined : summary.data}
          pagination={total > pages.pageSize ? pages.pagination(total, page) : undefined}
          chosenParty={chosen.data}
          partiesById={parties.byId}
          filters={filters}
          onFilterChange={setFilter}
          onClearFilters={() => setSearch(new URLSearchParams(), { replace: true })}
          onExport={() => void onExport()}
          exporting={exporting}
        />
      </main>
    </>
  );
}
