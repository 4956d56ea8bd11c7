import type { SaleAmended } from '@common/schemas/sales';
import { Download, Plus, Receipt } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSearch, useUrlFilters } from '@/lib/router';
import type { CancelTarget } from '@/components/cancel-record-dialog';
import { CorrectionOutcomeNote } from '@/components/correction-banner';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { PayableBill } from '@/lib/bill-payment';
import { errorMessage } from '@/lib/api-client';
import { downloadExport } from '@/lib/download-export';
import { formatNumber } from '@/lib/format';
import { paidWithRecord } from '@/lib/record-corrections';
import { toast } from '@/components/ui/use-toast';
import { useCrops } from '@/lib/queries/crops';
import { useInventory } from '@/lib/queries/inventory';
import { usePartiesById } from '@/lib/queries/party-search';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useSalesPage, useSalesSummary } from './api/get-sales';
import type { SaleCorrection } from './components/sale-form';
import { SalesFilters } from './components/sales-filters';
import { SalesSummary } from './components/sales-summary';
import { SalesTable, type SaleRow } from './components/sales-table';
import { useNewEntryRequest } from '@/lib/new-entry';
import { FILTER_KEYS, filterParams, filtersFromSearch, summaryFilters } from './sale-filters';
import { lazyDialog, lazyPanel } from '@/components/lazy-dialog';
import { sales } from '@/i18n/en/sales';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ sales });

const SaleForm = lazyPanel(() => import('./components/sale-form').then((m) => m.SaleForm));

const RecordPaymentDialog = lazyDialog(() =>
  import('@/components/record-payment-dialog').then((m) => m.RecordPaymentDialog),
);

const CancelRecordDialog = lazyDialog(() =>
  import('@/components/cancel-record-dialog').then((m) => m.CancelRecordDialog),
);

export function SalesPage() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  // The bill stays while the dialog closes, so that its title does not flip during the animation.
  const [paying, setPaying] = useState<PayableBill | undefined>();
  const [payOpen, setPayOpen] = useState(false);
  const [correcting, setCorrecting] = useState<SaleCorrection | undefined>();
  // What the last correction saved did (payments moved, money left on account), until dismissed.
  const [outcome, setOutcome] = useState<{ oldId: number; record: SaleAmended } | undefined>();
  const [cancelling, setCancelling] = useState<CancelTarget | undefined>();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  // Filters in the URL (as on Purchases and Payments), pages by the server's keyset cursor, cards from its
  // aggregate over the same filters (docs/screens.md#sales).
  const [filters, setFilter] = useUrlFilters(filtersFromSearch);
  const filterKey = JSON.stringify(filters);
  const pages = useCursorPages(filterKey);
  const page = useSalesPage(filters, pages.pageSize, pages.cursor);
  const cardFilters = useMemo(() => summaryFilters(filters), [filters]);
  const summary = useSalesSummary(cardFilters);
  const crops = useCrops();
  // The customers of the rows shown, by id: the whole party list is never fetched.
  const parties = usePartiesById((page.data?.items ?? []).map((s) => s.partyId));
  const inventory = useInventory({ enabled: formOpen });

  const [searchText, setSearchText] = useDebouncedSearch(filters.q, (q) => setFilter('q', q));

  const cropList = useMemo(() => crops.data ?? [], [crops.data]);
  const partyById = parties.byId;
  const rows = useMemo<SaleRow[]>(() => {
    const cropById = new Map(cropList.map((c) => [c.id, c]));
    return (page.data?.items ?? []).map((sale) => ({
      sale,
      party: partyById.get(sale.partyId),
      crop: cropById.get(sale.cropId),
    }));
  }, [page.data, partyById, cropList]);
  const total = page.data?.total ?? 0;
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const isLoading = page.isPending || parties.pending || crops.isPending;

  // The form's first field takes the focus as it mounts (it scrolls there); a correction of another sale
  // mounts it afresh (its key).
  const openForm = (correction: SaleCorrection | undefined) => {
    setCorrecting(correction);
    setOutcome(undefined);
    setFormOpen(true);
  };
  const correct = async (id: number) => {
    const sale = page.data?.items.find((s) => s.id === id);
    if (!sale) return;
    try {
      openForm({ sale, paidWith: await paidWithRecord('sale', sale) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('sales.fetchFailed')),
      });
    }
  };
  // Alt+S (docs/screens.md#keyboard): a new sale's form, its customer focused (also when already open).
  useNewEntryRequest(() => {
    if (!formOpen || correcting) openForm(undefined);
    else document.getElementById('sale-customer')?.focus();
  });
  const cancel = (id: number) => {
    setCancelling({ entity: 'sale', id });
    setCancelOpen(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    setCorrecting(undefined);
  };
  const recordPayment = useCallback(
    ({ sale, party }: SaleRow) => {
      setPaying({
        kind: 'sale',
        id: sale.id,
        partyId: sale.partyId,
        partyName: party?.name ?? t('common.fallback.unknownParty'),
        date: sale.saleDate,
        amount: sale.totalAmount,
        paidAmount: sale.paidAmount,
        outstanding: sale.outstanding,
      });
      setPayOpen(true);
    },
    [t],
  );
  // Every matching row, streamed by the server, not just the page on screen (docs/screens.md#exports); the
  // search as the box shows it, even if typing has not paused long enough to reach the list yet.
  const exportRows = async () => {
    setExporting(true);
    try {
      await downloadExport('sales', filterParams({ ...filters, q: searchText.trim() || undefined }));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('sales.exportFailed')),
      });
    } finally {
      setExporting(false);
    }
  };

  let table;
  if (isLoading) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (page.isError) {
    table = <p className="py-6 text-center text-sm text-destructive">{t('sales.fetchFailed')}</p>;
  } else if (total === 0 && !filtered) {
    table = <EmptyState icon={Receipt} title={t('sales.empty')} hint={t('sales.emptyHint')} />;
  } else if (total === 0) {
    table = <EmptyState title={t('sales.noMatches')} />;
  } else {
    table = (
      <SalesTable
        rows={rows}
        onRecordPayment={recordPayment}
        onCorrect={(id) => void correct(id)}
        onCancel={cancel}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('sales.title')}
        subtitle={t('sales.subtitle')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void exportRows()}
              disabled={isLoading || total === 0 || exporting}
            >
              <Download aria-hidden="true" />
              {t('sales.export')}
            </Button>
            <Button onClick={() => openForm(undefined)} aria-expanded={formOpen} aria-controls="record-sale">
              <Plus aria-hidden="true" />
              {t('sales.addSale')}
            </Button>
          </>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        <SalesSummary summary={summary.data} filtered={Object.keys(cardFilters).length > 0} />
        <div id="record-sale">
          {formOpen && (
            <SaleForm
              key={correcting?.sale.id ?? 'new'}
              crops={cropList}
              inventory={inventory.data}
              correcting={correcting}
              onClose={closeForm}
              onCorrected={(amended) => {
                if (correcting) setOutcome({ oldId: correcting.sale.id, record: amended });
              }}
            />
          )}
          {outcome && (
            <CorrectionOutcomeNote
              entity="sale"
              oldId={outcome.oldId}
              record={outcome.record}
              onDismiss={() => setOutcome(undefined)}
            />
          )}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('sales.table.title')}</CardTitle>
            {!isLoading && !page.isError && (
              <CardDescription data-testid="sales-total">
                {t('sales.table.total', { count: total, formattedCount: formatNumber(total) })}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            {/* Shown with an empty active list too: cancelled sales are found through the status filter. */}
            <SalesFilters
              filters={filters}
              searchText={searchText}
              onSearchChange={setSearchText}
              crops={cropList}
              onChange={setFilter}
              onClear={() => setSearch(new URLSearchParams(), { replace: true })}
            />
            {table}
            {!isLoading && total > pages.pageSize && (
              <Pagination {...pages.pagination(total, page)} label={t('sales.table.pages')} />
            )}
          </CardContent>
        </Card>
        <RecordPaymentDialog open={payOpen} onOpenChange={setPayOpen} bill={paying} />
        <CancelRecordDialog open={cancelOpen} onOpenChange={setCancelOpen} target={cancelling} />
      </main>
    </>
  );
}
