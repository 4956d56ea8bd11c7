import { Download, Plus, Receipt } from 'lucide-react';
import type { StatusFilter } from '@common/schemas/corrections';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelTarget } from '@/components/cancel-record-dialog';
import { PageHeader } from '@/components/page-header';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import type { PayableBill } from '@/lib/bill-payment';
import { errorMessage } from '@/lib/api-client';
import { paidWithRecord } from '@/lib/record-corrections';
import { toast } from '@/components/ui/use-toast';
import { useCrops } from '@/lib/queries/crops';
import { useInventory } from '@/lib/queries/inventory';
import { useParties } from '@/lib/queries/parties';
import { useSales } from '@/lib/queries/sales';
import { useSalesWithStatus } from './api/get-sales';
import type { SaleCorrection } from './components/sale-form';
import { SalesFilters } from './components/sales-filters';
import { SalesSummary } from './components/sales-summary';
import { SalesTable } from './components/sales-table';
import { useNewEntryRequest } from '@/lib/new-entry';
import { exportSales } from './export-sales';
import { filterSales, joinSales, NO_FILTERS, type SaleFilters, type SaleRow } from './sale-rows';
import { lazyDialog, lazyPanel } from '@/components/lazy-dialog';

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
  const [filters, setFilters] = useState<SaleFilters>(NO_FILTERS);
  // The bill stays while the dialog closes, so that its title does not flip during the animation.
  const [paying, setPaying] = useState<PayableBill | undefined>();
  const [payOpen, setPayOpen] = useState(false);
  const [recordStatus, setRecordStatus] = useState<StatusFilter>('active');
  const [correcting, setCorrecting] = useState<SaleCorrection | undefined>();
  const [cancelling, setCancelling] = useState<CancelTarget | undefined>();
  const [cancelOpen, setCancelOpen] = useState(false);
  // The cards count active sales only, whatever the list shows (docs/screens.md#cancel-and-correct).
  const activeSales = useSales();
  const sales = useSalesWithStatus(recordStatus);
  const parties = useParties();
  const crops = useCrops();
  const inventory = useInventory({ enabled: formOpen });

  const partyList = useMemo(() => parties.data ?? [], [parties.data]);
  const cropList = useMemo(() => crops.data ?? [], [crops.data]);
  const customers = useMemo(
    () =>
      partyList
        .filter((p) => p.type === 'trader' || p.type === 'exporter')
        .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
    [partyList],
  );
  const rows = useMemo(
    () => joinSales(sales.data ?? [], partyList, cropList),
    [sales.data, partyList, cropList],
  );
  const activeRows = useMemo(
    () =>
      joinSales(
        (activeSales.data ?? []).filter((s) => s.status !== 'cancelled'),
        partyList,
        cropList,
      ),
    [activeSales.data, partyList, cropList],
  );
  const filtered = useMemo(() => filterSales(rows, filters), [rows, filters]);
  const isLoading = sales.isPending || parties.isPending || crops.isPending;
  const cardsLoading = activeSales.isPending || parties.isPending || crops.isPending;

  // The form's first field takes the focus as it mounts (it scrolls there); a correction of another sale
  // mounts it afresh (its key).
  const openForm = (correction: SaleCorrection | undefined) => {
    setCorrecting(correction);
    setFormOpen(true);
  };
  const correct = async (id: number) => {
    const sale = sales.data?.find((s) => s.id === id);
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

  let table;
  if (isLoading) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (sales.isError) {
    table = <p className="py-6 text-center text-sm text-destructive">{t('sales.fetchFailed')}</p>;
  } else if (rows.length === 0 && recordStatus === 'active') {
    table = <EmptyState icon={Receipt} title={t('sales.empty')} hint={t('sales.emptyHint')} />;
  } else if (rows.length === 0) {
    table = <EmptyState title={t('sales.noMatches')} />;
  } else if (filtered.length === 0) {
    table = <EmptyState title={t('sales.noMatches')} />;
  } else {
    table = (
      <SalesTable
        rows={filtered}
        filterKey={`${recordStatus}:${JSON.stringify(filters)}`}
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
              onClick={() => exportSales(filtered, t)}
              disabled={isLoading || filtered.length === 0}
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
        <SalesSummary rows={activeRows} isLoading={cardsLoading} />
        <div id="record-sale">
          {formOpen && (
            <SaleForm
              key={correcting?.sale.id ?? 'new'}
              customers={customers}
              crops={cropList}
              inventory={inventory.data}
              correcting={correcting}
              onClose={closeForm}
            />
          )}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('sales.table.title')}</CardTitle>
            {!isLoading && rows.length > 0 && (
              <CardDescription>
                {t('sales.table.count', { shown: String(filtered.length), total: String(rows.length) })}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            {/* Shown with an empty active list too: cancelled sales are found through the status filter. */}
            {!isLoading && (
              <SalesFilters
                filters={filters}
                customers={customers}
                onChange={setFilters}
                recordStatus={recordStatus}
                onRecordStatusChange={setRecordStatus}
              />
            )}
            {table}
          </CardContent>
        </Card>
        <RecordPaymentDialog open={payOpen} onOpenChange={setPayOpen} bill={paying} />
        <CancelRecordDialog open={cancelOpen} onOpenChange={setCancelOpen} target={cancelling} />
      </main>
    </>
  );
}
