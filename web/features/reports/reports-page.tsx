import type { Party, PartyRole } from '@common/schemas/parties';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadExport } from '@/lib/download-export';
import type { DateRange } from '@/lib/date-range';
import { useCrops } from '@/lib/queries/crops';
import { useParty } from '@/lib/queries/party-search';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { downloadReportPdf } from './api/download-report-pdf';
import { profitAndLossKey, useProfitAndLoss } from './api/get-profit-and-loss';
import { tradeReportKey, useTradeReportPage, useTradeReportSummary } from './api/get-trade-report';
import { ProfitLossStatement } from './components/profit-loss-statement';
import { ReportGenerator } from './components/report-generator';
import { ReportSummaryCards } from './components/report-summary-cards';
import { ReportTable } from './components/report-table';
import { ReportTiles } from './components/report-tiles';
import { exportProfitAndLoss } from './export-report';
import {
  reportFiltersFromSearch,
  reportSearch,
  reportView,
  type ReportFilters,
  type ReportType,
  type ReportView,
} from './report-filters';
import { reports } from '@/i18n/en/reports';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ reports });

/** The parties a view can name: sales go to customers (traders and exporters), purchases come from farmers. */
const roleFor = (view: ReportView): PartyRole => (view === 'sales' ? 'customer' : 'farmer');
const hasRole = (party: Party, role: PartyRole) => (role === 'farmer') === (party.type === 'farmer');

// docs/screens.md#reports. The report shown lives in the URL (a bookmark or a reload keeps it); the server
// pages its rows and sums its cards over the same filters (/api/reports/trades and /summary), or states the
// profit and loss of the range (/api/reports/profit-and-loss).
export function ReportsPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => reportFiltersFromSearch(params), [params]);
  const view = reportView(filters.type);
  const isStatement = filters.type === 'profit_loss';
  const update = (next: Partial<ReportFilters>) => {
    // Replaced, not pushed: Back leaves the screen rather than stepping through every filter change.
    setParams((current) => reportSearch({ ...reportFiltersFromSearch(current), ...next }), { replace: true });
  };

  // The dates as edited take effect on Generate; the type, party, crop and search at once.
  const [edited, setEdited] = useState<{ for: string; dates: DateRange }>();
  const rangeKey = `${filters.startDate}/${filters.endDate}`;
  const dates =
    edited?.for === rangeKey ? edited.dates : { startDate: filters.startDate, endDate: filters.endDate };
  const [datesError, setDatesError] = useState<string>();
  const [search, setSearch] = useDebouncedSearch(filters.q, (q) => update({ q }));

  const chosenParty = useParty(filters.partyId ? Number(filters.partyId) : undefined);
  const cropsQuery = useCrops();
  const cropOptions = useMemo(
    () => [...(cropsQuery.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)),
    [cropsQuery.data],
  );
  // A party chosen for one view does not apply to the other (a farmer buys nothing from us).
  const partyValid =
    !filters.partyId || (chosenParty.data !== undefined && hasRole(chosenParty.data, roleFor(view)));
  const shown: ReportFilters =
    partyValid || chosenParty.isPending ? filters : { ...filters, partyId: undefined };

  const pages = useCursorPages(JSON.stringify(shown));
  const page = useTradeReportPage(shown, pages.pageSize, pages.cursor, !isStatement);
  const summary = useTradeReportSummary(shown, !isStatement);
  const statement = useProfitAndLoss(shown, isStatement);
  const total = page.data?.total ?? 0;
  const [exporting, setExporting] = useState(false);
  const [exportingPdf, setExportingPdf] = useState(false);
  const unitOf = (cropId: number) => cropOptions.find((c) => c.id === cropId)?.unit ?? 'quintal';

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
    setEdited(undefined);
    update({ startDate: dates.startDate, endDate: dates.endDate });
    // Generate always asks the server again, even for a range shown before.
    void queryClient.invalidateQueries({ queryKey: isStatement ? profitAndLossKey : tradeReportKey(view) });
  };

  const exportPdf = async () => {
    setExportingPdf(true);
    try {
      await downloadReportPdf(shown, i18n.language);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('reports.errors.exportPdf')),
      });
    } finally {
      setExportingPdf(false);
    }
  };

  // The workbook is the server's, streamed from a cursor over the report's own filters.
  const exportExcel = async () => {
    setExporting(true);
    try {
      await downloadExport('reports/trades', reportSearch(shown), 'xlsx');
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('reports.errors.export')),
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <div className="print-hide">
        <PageHeader title={t('reports.title')} subtitle={t('reports.subtitle')} />
      </div>
      <main className="space-y-6 p-4 sm:p-6">
        <ReportTiles type={filters.type} onSelect={(type: ReportType) => update({ type })} />
        <ReportGenerator
          rangeOnly={isStatement}
          search={search}
          onSearchChange={setSearch}
          type={filters.type}
          onTypeChange={(type) => update({ type })}
          dates={dates}
          onDatesChange={(next) => setEdited({ for: rangeKey, dates: next })}
          datesError={datesError}
          partyFilter={shown.partyId ?? ''}
          onPartyFilterChange={(v) => update({ partyId: v || undefined })}
          partyRole={roleFor(view)}
          cropFilter={shown.cropId ?? 'all'}
          onCropFilterChange={(v) => update({ cropId: v === 'all' ? undefined : v })}
          crops={cropOptions}
          onGenerate={generate}
          generating={isStatement ? statement.isFetching : page.isFetching || summary.isFetching}
        />
        {isStatement ? (
          <ProfitLossStatement
            range={shown}
            statement={statement.data}
            loading={statement.isPending}
            failed={statement.isError}
            crops={cropOptions}
            exportingPdf={exportingPdf}
            onExportPdf={() => void exportPdf()}
            onExportCsv={() => statement.data && exportProfitAndLoss(statement.data, unitOf, t)}
          />
        ) : (
          <>
            <ReportSummaryCards
              view={view}
              summary={summary.data}
              range={shown}
              loading={summary.isPending}
            />
            <ReportTable
              view={view}
              range={shown}
              rows={page.data?.items ?? []}
              total={total}
              pagination={total > pages.pageSize ? pages.pagination(total, page) : undefined}
              totalAmount={summary.data?.totalAmount ?? '0'}
              loading={page.isPending}
              failed={page.isError}
              generatedAt={page.dataUpdatedAt}
              exporting={exporting}
              onExportExcel={() => void exportExcel()}
              exportingPdf={exportingPdf}
              onExportPdf={() => void exportPdf()}
            />
          </>
        )}
      </main>
    </>
  );
}
