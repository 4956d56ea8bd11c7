import type { Crop } from '@common/schemas/crops';
import { Download, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { CancelTarget } from '@/components/cancel-record-dialog';
import { lazyDialog } from '@/components/lazy-dialog';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useCrops } from '@/lib/queries/crops';
import { useInventory } from '@/lib/queries/inventory';
import { InventoryFilters } from './components/inventory-filters';
import { InventorySummaryCards } from './components/inventory-summary-cards';
import { InventoryTable } from './components/inventory-table';
import { StockAdjustmentsList } from './components/stock-adjustments-list';
import { exportInventory } from './export-inventory';
import { filterStockRows, NO_FILTERS, stockTotals, toStockRows, type StockFilters } from './stock';
import { inventory } from '@/i18n/en/inventory';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ inventory });

const NO_CROPS: Crop[] = [];

// The form and the cancel dialog come with their code when first opened (docs/decisions/0010-first-load.md).
const AdjustStockDialog = lazyDialog(() =>
  import('./components/adjust-stock-dialog').then((m) => m.AdjustStockDialog),
);
const CancelRecordDialog = lazyDialog(() =>
  import('@/components/cancel-record-dialog').then((m) => m.CancelRecordDialog),
);

export function InventoryPage() {
  const { t } = useTranslation();
  const inventory = useInventory();
  const crops = useCrops();
  const [filters, setFilters] = useState<StockFilters>(NO_FILTERS);
  const [adjustOpen, setAdjustOpen] = useState(false);
  const [cancelling, setCancelling] = useState<CancelTarget | undefined>();
  const [cancelOpen, setCancelOpen] = useState(false);

  const cropList = crops.data ?? NO_CROPS;
  // Rows wait for the crops too, so names and units never flash as 'Unknown Crop'. A failed crops
  // read still shows the stock (with fallbacks) rather than nothing.
  const cropsSettled = !crops.isPending;
  const rows = useMemo(
    () =>
      inventory.data && cropsSettled
        ? toStockRows(inventory.data, new Map(cropList.map((c) => [c.id, c])))
        : undefined,
    [inventory.data, cropsSettled, cropList],
  );
  const totals = useMemo(() => (rows ? stockTotals(rows) : undefined), [rows]);
  const shown = useMemo(() => (rows ? filterStockRows(rows, filters) : undefined), [rows, filters]);
  const sortedCrops = useMemo(
    () => [...cropList].sort((a, b) => a.name.localeCompare(b.name, 'en-IN')),
    [cropList],
  );
  const cropsById = useMemo(() => new Map(cropList.map((c) => [c.id, c])), [cropList]);
  // The adjustments follow the screen's crop filter as it changes, as the stock table does.
  const adjustmentFilters = useMemo(() => ({ cropId: filters.cropId }), [filters.cropId]);
  const cancelAdjustment = (id: number) => {
    setCancelling({ entity: 'stock_adjustment', id });
    setCancelOpen(true);
  };

  return (
    <>
      <PageHeader
        title={t('inventory.title')}
        subtitle={t('inventory.subtitle')}
        actions={
          <>
            <Button
              type="button"
              variant="outline"
              disabled={!shown}
              onClick={() => shown && exportInventory(shown, t)}
            >
              <Download aria-hidden="true" />
              {t('inventory.export')}
            </Button>
            <Button type="button" onClick={() => setAdjustOpen(true)} disabled={!crops.data}>
              <SlidersHorizontal aria-hidden="true" />
              {t('inventory.adjustStock')}
            </Button>
          </>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        {inventory.isError && (
          <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-red-700">
            {t('inventory.fetchFailed')}
          </p>
        )}
        {crops.isError && (
          <p role="alert" className="rounded-lg border border-border bg-card p-4 text-sm text-red-700">
            {t('inventory.cropsFetchFailed')}
          </p>
        )}
        {!inventory.isError && (
          <>
            <InventorySummaryCards totals={totals} />
            <InventoryFilters filters={filters} onChange={setFilters} crops={sortedCrops} />
            <InventoryTable rows={shown} total={rows?.length ?? 0} />
            <StockAdjustmentsList filters={adjustmentFilters} crops={cropsById} onCancel={cancelAdjustment} />
          </>
        )}
        <AdjustStockDialog
          open={adjustOpen}
          onOpenChange={setAdjustOpen}
          crops={sortedCrops}
          buckets={inventory.data ?? []}
        />
        <CancelRecordDialog open={cancelOpen} onOpenChange={setCancelOpen} target={cancelling} />
      </main>
    </>
  );
}
