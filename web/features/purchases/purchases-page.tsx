import type { Party } from '@common/schemas/parties';
import type { Purchase, PurchaseAmended } from '@common/schemas/purchases';
import { Download, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
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
import type { PayableBill } from '@/lib/bill-payment';
import { formatNumber } from '@/lib/format';
import { useCrops } from '@/lib/queries/crops';
import { usePartiesById } from '@/lib/queries/party-search';
import { paidWithRecord } from '@/lib/record-corrections';
import { useNewEntryRequest } from '@/lib/new-entry';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { FILTER_KEYS, usePurchasesPage, useRecentPurchases } from './api/get-purchases';
import { PurchaseForm, type PurchaseCorrection } from './components/purchase-form';
import { PurchasesFilters } from './components/purchases-filters';
import { PurchasesTable } from './components/purchases-table';
import { RECENT_PURCHASES, RecentPurchases } from './components/recent-purchases';
import { filtersFromSearch } from './purchase-filters';
import { lazyDialog, lazyNote } from '@/components/lazy-dialog';
import { purchases } from '@/i18n/en/purchases';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ purchases });

const CorrectionOutcomeNote = lazyNote(() =>
  import('@/components/correction-banner').then((m) => m.CorrectionOutcomeNote),
);

const RecordPaymentDialog = lazyDialog(() =>
  import('@/components/record-payment-dialog').then((m) => m.RecordPaymentDialog),
);

const CancelRecordDialog = lazyDialog(() =>
  import('@/components/cancel-record-dialog').then((m) => m.CancelRecordDialog),
);

export function PurchasesPage() {
  const { t } = useTranslation();
  const recent = useRecentPurchases(RECENT_PURCHASES);
  const crops = useCrops();
  const cropList = crops.data ?? [];

  // All purchases: filters in the URL (as on the Payments screen), pages by the server's keyset cursor.
  const [filters, setFilter] = useUrlFilters(filtersFromSearch);
  const filterKey = JSON.stringify(filters);
  const pages = useCursorPages(filterKey);
  const page = usePurchasesPage(filters, pages.pageSize, pages.cursor);
  const total = page.data?.total ?? 0;
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  // The farmers of the rows shown, by id: the whole party list is never fetched.
  const recentFarmers = usePartiesById((recent.data?.items ?? []).map((p) => p.partyId));
  const pageFarmers = usePartiesById((page.data?.items ?? []).map((p) => p.partyId));
  const listLoading = page.isPending || pageFarmers.pending || crops.isPending;

  // Every purchase the filters match, streamed by the server as the file (docs/screens.md#exports).
  const [exporting, setExporting] = useState(false);
  const onExport = async () => {
    setExporting(true);
    try {
      // Fetched on the first export, not with the screen: its cold load is at its budget (ADR 0010).
      const { downloadExport } = await import('@/lib/download-export');
      await downloadExport('purchases', { ...filters });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('purchases.all.exportFailed')),
      });
    } finally {
      setExporting(false);
    }
  };

  // The bill stays while the dialog closes, so that its title does not flip during the animation.
  const [paying, setPaying] = useState<PayableBill | undefined>();
  const [payOpen, setPayOpen] = useState(false);
  const recordPayment = (purchase: Purchase, farmer: Party | undefined) => {
    setPaying({
      kind: 'purchase',
      id: purchase.id,
      partyId: purchase.partyId,
      partyName: farmer?.name ?? t('common.fallback.unknownFarmer'),
      date: purchase.purchaseDate,
      amount: purchase.totalAmount,
      paidAmount: purchase.paidAmount,
      outstanding: purchase.outstanding,
    });
    setPayOpen(true);
  };

  const [correcting, setCorrecting] = useState<PurchaseCorrection | undefined>();
  // What the last correction saved did (payments moved, money left on account), until dismissed.
  const [outcome, setOutcome] = useState<{ oldId: number; record: PurchaseAmended } | undefined>();
  // After a correction the new-purchase form takes the focus (the old one's fields are gone).
  const [afterCorrection, setAfterCorrection] = useState(false);
  const [cancelling, setCancelling] = useState<CancelTarget | undefined>();
  const [cancelOpen, setCancelOpen] = useState(false);
  // Alt+P (docs/screens.md#keyboard): the form is always here; its farmer takes the focus.
  useNewEntryRequest(() => document.getElementById('purchase-farmer')?.focus());
  const findPurchase = (id: number) =>
    recent.data?.items.find((p) => p.id === id) ?? page.data?.items.find((p) => p.id === id);
  const correct = async (id: number) => {
    const purchase = findPurchase(id);
    if (!purchase) return;
    try {
      setCorrecting({ purchase, paidWith: await paidWithRecord('purchase', purchase) });
      setOutcome(undefined);
      setAfterCorrection(false);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('purchases.fetchFailed')),
      });
    }
  };
  const cancel = (id: number) => {
    setCancelling({ entity: 'purchase', id });
    setCancelOpen(true);
  };

  let list;
  if (listLoading) {
    list = <RowsSkeleton rows={5} busy />;
  } else if (page.isError) {
    list = <p className="py-6 text-center text-sm text-destructive">{t('purchases.fetchFailed')}</p>;
  } else if (total === 0 && !filtered) {
    list = <EmptyState icon={ShoppingCart} title={t('purchases.all.empty')} />;
  } else if (total === 0) {
    list = <EmptyState title={t('purchases.all.noMatches')} />;
  } else {
    list = (
      <PurchasesTable
        purchases={page.data?.items ?? []}
        parties={pageFarmers.byId}
        crops={cropList}
        onCorrect={(id) => void correct(id)}
        onCancel={cancel}
      />
    );
  }

  return (
    <>
      <PageHeader title={t('purchases.title')} subtitle={t('purchases.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        {outcome && (
          <CorrectionOutcomeNote
            entity="purchase"
            oldId={outcome.oldId}
            record={outcome.record}
            onDismiss={() => setOutcome(undefined)}
          />
        )}
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          {/* Mounted afresh for each correction and after one, so it starts from the record or empty. */}
          <PurchaseForm
            key={correcting ? `correct-${correcting.purchase.id}` : 'new'}
            crops={cropList}
            correcting={correcting}
            onCorrectionDone={(amended) => {
              if (amended && correcting) setOutcome({ oldId: correcting.purchase.id, record: amended });
              setCorrecting(undefined);
              setAfterCorrection(true);
            }}
            autoFocus={afterCorrection}
          />
          <RecentPurchases
            purchases={recent.data?.items}
            parties={recentFarmers.byId}
            crops={cropList}
            isLoading={recent.isPending || recentFarmers.pending || crops.isPending}
            isError={recent.isError}
            onRecordPayment={recordPayment}
            onCorrect={(id) => void correct(id)}
            onCancel={cancel}
          />
        </div>
        <Card>
          <CardHeader className="flex-row flex-wrap items-start justify-between gap-2">
            <div className="flex flex-col gap-1.5">
              <CardTitle>{t('purchases.all.title')}</CardTitle>
              {!listLoading && !page.isError && (
                <CardDescription data-testid="purchases-total">
                  {t('purchases.all.count', { count: total, formattedCount: formatNumber(total) })}
                </CardDescription>
              )}
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => void onExport()}
              disabled={listLoading || total === 0 || exporting}
            >
              <Download aria-hidden="true" />
              {t('purchases.all.export')}
            </Button>
          </CardHeader>
          <CardContent className="space-y-4">
            <PurchasesFilters
              filters={filters}
              crops={cropList}
              onChange={setFilter}
              onClear={() => setSearch(new URLSearchParams(), { replace: true })}
            />
            {list}
            {total > pages.pageSize && (
              <Pagination {...pages.pagination(total, page)} label={t('purchases.all.pages')} />
            )}
          </CardContent>
        </Card>
        <RecordPaymentDialog open={payOpen} onOpenChange={setPayOpen} bill={paying} />
        <CancelRecordDialog open={cancelOpen} onOpenChange={setCancelOpen} target={cancelling} />
      </main>
    </>
  );
}
