import { addDays } from '@common/business-day';
import type { Crop } from '@common/schemas/crops';
import type { Party } from '@common/schemas/parties';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import type { DateRange } from '@/lib/date-range';
import { useCrops } from '@/lib/queries/crops';
import { useParties } from '@/lib/queries/parties';
import { purchasesQueryOptions, usePurchases } from '@/lib/queries/purchases';
import { salesQueryOptions, useSales } from '@/lib/queries/sales';
import { ReportGenerator } from './components/report-generator';
import { ReportSummaryCards } from './components/report-summary-cards';
import { ReportTable } from './components/report-table';
import { ReportTiles } from './components/report-tiles';
import { exportReport } from './export-report';
import {
  filterRows,
  reportView,
  summarize,
  toReportRows,
  type ReportType,
  type ReportView,
} from './report-rows';
import { businessDate } from '@/lib/format';

/** docs/screens.md#reports: the last 30 days through today, in the business's time zone. */
function defaultRange(): DateRange {
  const today = businessDate();
  return { startDate: addDays(today, -30), endDate: today };
}

/** The parties a view can name: sales go to traders and exporters, purchases come from farmers. */
function partiesFor(view: ReportView, parties: readonly Party[]): Party[] {
  return parties
    .filter((p) => (view === 'sales' ? p.type !== 'farmer' : p.type === 'farmer'))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function ReportsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  const [type, setType] = useState<ReportType>('sales');
  const [search, setSearch] = useState('');
  const [dates, setDates] = useState<DateRange>(defaultRange);
  const [datesError, setDatesError] = useState<string>();
  // The range the report was generated for: the inputs take effect on Generate.
  const [range, setRange] = useState<DateRange>(dates);
  const [partyFilter, setPartyFilter] = useState('all');
  const [cropFilter, setCropFilter] = useState('all');

  const view = reportView(type);
  const salesQuery = useSales({ range, enabled: view === 'sales' });
  const purchasesQuery = usePurchases({ range, enabled: view === 'purchase' });
  const active = view === 'sales' ? salesQuery : purchasesQuery;
  const partiesQuery = useParties();
  const cropsQuery = useCrops();

  const partyOptions = useMemo(() => partiesFor(view, partiesQuery.data ?? []), [view, partiesQuery.data]);
  const cropOptions = useMemo(
    () => [...(cropsQuery.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [cropsQuery.data],
  );
  // A party chosen for one view does not apply to the other (a farmer buys nothing from us).
  const partyValue = partyOptions.some((p) => String(p.id) === partyFilter) ? partyFilter : 'all';
  const cropValue = cropOptions.some((c) => String(c.id) === cropFilter) ? cropFilter : 'all';

  const rows = useMemo(() => {
    const partiesById = new Map<number, Party>((partiesQuery.data ?? []).map((p) => [p.id, p]));
    const cropsById = new Map<number, Crop>((cropsQuery.data ?? []).map((c) => [c.id, c]));
    const all = toReportRows(view, salesQuery.data ?? [], purchasesQuery.data ?? [], partiesById, cropsById);
    return filterRows(all, {
      search,
      partyId: partyValue === 'all' ? undefined : Number(partyValue),
      cropId: cropValue === 'all' ? undefined : Number(cropValue),
    });
  }, [
    view,
    salesQuery.data,
    purchasesQuery.data,
    partiesQuery.data,
    cropsQuery.data,
    search,
    partyValue,
    cropValue,
  ]);
  const summary = useMemo(() => summarize(rows), [rows]);
  const loading = active.isPending || partiesQuery.isPending || cropsQuery.isPending;

  const generate = () => {
    if (!dates.startDate || !dates.endDate) {
      setDatesError(t('reports.generator.datesRequired'));
      return;
    }
    if (dates.startDate > dates.endDate) {
      setDatesError(t('reports.generator.datesOrder'));
      return;
    }
    setDatesError(undefined);
    setRange(dates);
    // Generate always asks the server again, even for a range fetched before.
    const options = view === 'sales' ? salesQueryOptions(dates) : purchasesQueryOptions(dates);
    void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true });
  };

  return (
    <>
      <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        <ReportTiles type={type} onSelect={setType} />
        <ReportGenerator
          search={search}
          onSearchChange={setSearch}
          type={type}
          onTypeChange={setType}
          dates={dates}
          onDatesChange={setDates}
          datesError={datesError}
          partyFilter={partyValue}
          onPartyFilterChange={setPartyFilter}
          parties={partyOptions}
          cropFilter={cropValue}
          onCropFilterChange={setCropFilter}
          crops={cropOptions}
          onGenerate={generate}
          generating={active.isFetching}
        />
        <ReportSummaryCards view={view} summary={summary} range={range} loading={loading} />
        <ReportTable
          view={view}
          range={range}
          rows={rows}
          filterKey={[view, range.startDate, range.endDate, search, partyValue, cropValue].join('\n')}
          totalAmount={summary.totalAmount}
          loading={loading}
          failed={active.isError}
          generatedAt={active.dataUpdatedAt}
          onExport={() => exportReport(type, view, range, rows, t)}
        />
      </main>
    </>
  );
}
