import type { Payment } from '@common/schemas/payments';
import { Download, HandCoins, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSearch, useUrlFilters } from '@/lib/router';
import type { CancelTarget } from '@/components/cancel-record-dialog';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadExport } from '@/lib/download-export';
import { formatNumber } from '@/lib/format';
import { usePartiesById } from '@/lib/queries/party-search';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useAccounts } from '@/lib/queries/accounts';
import { FILTER_KEYS, usePaymentsPage } from './api/get-payments';
import { PaymentsFilters } from './components/payments-filters';
import { PaymentsTable } from './components/payments-table';
import { useNewEntryRequest } from '@/lib/new-entry';
import { filtersFromSearch } from './payment-filters';
import { joinPayments } from './payment-rows';
import { lazyDialog, lazyPanel } from '@/components/lazy-dialog';

const PaymentForm = lazyPanel(() => import('./components/payment-form').then((m) => m.PaymentForm));

const CancelRecordDialog = lazyDialog(() =>
  import('@/components/cancel-record-dialog').then((m) => m.CancelRecordDialog),
);

export function PaymentsPage() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [correcting, setCorrecting] = useState<Payment | undefined>();
  const [cancelling, setCancelling] = useState<CancelTarget | undefined>();
  const [cancelOpen, setCancelOpen] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const [filters, setFilter] = useUrlFilters(filtersFromSearch);
  const filterKey = JSON.stringify(filters);

  // Keyset paging: the cursor of each page after the first, kept while the filters stay the same.
  const pages = useCursorPages(filterKey);
  const page = usePaymentsPage(filters, pages.pageSize, pages.cursor);
  const accounts = useAccounts();
  // The parties of the rows shown, by id: the whole party list is never fetched.
  const parties = usePartiesById((page.data?.items ?? []).map((p) => p.partyId));
  const partyById = parties.byId;
  const accountList = useMemo(() => accounts.data ?? [], [accounts.data]);
  const rows = useMemo(
    () => joinPayments(page.data?.items ?? [], partyById, accountList),
    [page.data, partyById, accountList],
  );
  const total = page.data?.total ?? 0;
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const isLoading = page.isPending || parties.pending || accounts.isPending;

  const openForm = (payment: Payment | undefined) => {
    setCorrecting(payment);
    setFormOpen(true);
  };
  const correct = (id: number) => {
    const payment = page.data?.items.find((p) => p.id === id);
    if (payment) openForm(payment);
  };
  // Alt+Y (docs/screens.md#keyboard): a new payment's form, its party focused (also when already open).
  useNewEntryRequest(() => {
    if (!formOpen || correcting) openForm(undefined);
    else document.getElementById('payment-party')?.focus();
  });
  const cancel = (id: number) => {
    setCancelling({ entity: 'payment', id });
    setCancelOpen(true);
  };

  const closeForm = () => {
    setFormOpen(false);
    setCorrecting(undefined);
    // The form's fields are gone: the focus goes back to the button that opened it.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const onExport = async () => {
    setExporting(true);
    try {
      // Every payment the filters match, streamed by the server as the file (docs/screens.md#exports).
      await downloadExport('payments', { ...filters });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('payments.toast.exportFailed')),
      });
    } finally {
      setExporting(false);
    }
  };

  let table;
  if (isLoading) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (page.isError) {
    table = <p className="py-6 text-center text-sm text-destructive">{t('payments.fetchFailed')}</p>;
  } else if (total === 0 && !filtered) {
    table = <EmptyState icon={HandCoins} title={t('payments.empty')} hint={t('payments.emptyHint')} />;
  } else if (total === 0) {
    table = <EmptyState title={t('payments.noMatches')} />;
  } else {
    table = <PaymentsTable rows={rows} onCorrect={correct} onCancel={cancel} />;
  }

  return (
    <>
      <PageHeader
        title={t('payments.title')}
        subtitle={t('payments.subtitle')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => void onExport()}
              disabled={isLoading || total === 0 || exporting}
            >
              <Download aria-hidden="true" />
              {t('payments.export')}
            </Button>
            <Button
              ref={addButton}
              onClick={() => openForm(undefined)}
              aria-expanded={formOpen}
              aria-controls="record-payment"
            >
              <Plus aria-hidden="true" />
              {t('payments.addPayment')}
            </Button>
          </>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        <div id="record-payment">
          {formOpen && (
            <PaymentForm
              key={correcting?.id ?? 'new'}
              accounts={accounts.data}
              correcting={correcting}
              onClose={closeForm}
            />
          )}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('payments.table.title')}</CardTitle>
            {!isLoading && !page.isError && (
              <CardDescription data-testid="payments-total">
                {t('payments.table.count', { count: total, formattedCount: formatNumber(total) })}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            <PaymentsFilters
              filters={filters}
              accounts={accountList}
              onChange={setFilter}
              onClear={() => setSearch(new URLSearchParams(), { replace: true })}
            />
            {table}
            {total > pages.pageSize && (
              <Pagination {...pages.pagination(total, page)} label={t('payments.table.pages')} />
            )}
          </CardContent>
        </Card>
        <CancelRecordDialog open={cancelOpen} onOpenChange={setCancelOpen} target={cancelling} />
      </main>
    </>
  );
}
