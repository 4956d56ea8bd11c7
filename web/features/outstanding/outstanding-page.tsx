import { ageBuckets } from '@common/schemas/choices';
import type { AgeBucket } from '@common/schemas/reports';
import { CalendarClock, CheckCircle2, Clock, Download, Hourglass, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setUrlFilter, useSearchParams } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { LabelledDateFilter } from '@/components/date-range-filter';
import { StatCard, StatGrid } from '@/components/stat-card';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { businessDate, formatINR, formatNumber } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { getAllOutstanding, useOutstandingPage } from './api/get-outstanding';
import { OutstandingTable } from './components/outstanding-table';
import { exportOutstanding } from './export-outstanding';
import { viewFromSearch } from './outstanding-view';
import { outstanding } from '@/i18n/en/outstanding';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ outstanding });

const BUCKET_CARDS: Record<AgeBucket, { icon: LucideIcon; tone: string }> = {
  '0-30': { icon: CheckCircle2, tone: 'bg-green-100 text-green-800' },
  '31-60': { icon: Clock, tone: 'bg-amber-100 text-amber-800' },
  '61-90': { icon: Hourglass, tone: 'bg-orange-100 text-orange-800' },
  '90+': { icon: TriangleAlert, tone: 'bg-red-100 text-red-800' },
};

/**
 * Receivables or payables by age as of a date (docs/screens.md#outstanding), from
 * GET /api/reports/outstanding paged on the server; the side and the date live in the address.
 */
export function OutstandingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const today = useMemo(() => businessDate(), []);
  const view = useMemo(() => viewFromSearch(params, today), [params, today]);
  const viewKey = JSON.stringify(view);
  const pages = useCursorPages(viewKey);
  const page = useOutstandingPage(view, pages.pageSize, pages.cursor);
  const [exporting, setExporting] = useState(false);
  const summary = page.data?.summary;
  const total = page.data?.total ?? 0;

  // The report is always as of some date: an emptied box changes nothing.
  const setView = (key: 'side' | 'asOf', value: string | undefined) => {
    if (value) setUrlFilter(key, value);
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const rows = await getAllOutstanding(view);
      exportOutstanding(rows, view.side, view.asOf, t);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('outstanding.exportFailed')),
      });
    } finally {
      setExporting(false);
    }
  };

  const bucketTitle = (b: AgeBucket) =>
    b === '90+'
      ? t('outstanding.cards.over90')
      : t('outstanding.cards.bucket', { bucket: t(`outstanding.buckets.${b}`) });
  const bucketCaption = (b: AgeBucket) =>
    b === '90+'
      ? t('outstanding.cards.captionOver90')
      : t('outstanding.cards.caption', { bucket: t(`outstanding.buckets.${b}`) });

  let table;
  if (page.isPending) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (page.isError) {
    table = (
      <p role="alert" className="py-6 text-center text-sm text-destructive">
        {errorMessage(page.error, t('outstanding.fetchFailed'))}
      </p>
    );
  } else if (total === 0) {
    table = (
      <EmptyState icon={CalendarClock} title={t('outstanding.empty')} hint={t('outstanding.emptyHint')} />
    );
  } else {
    table = <OutstandingTable rows={page.data.items} asOf={page.data.asOf} side={view.side} today={today} />;
  }

  return (
    <>
      <PageHeader
        title={t('outstanding.title')}
        subtitle={t('outstanding.subtitle')}
        actions={
          <Button
            variant="outline"
            onClick={() => void onExport()}
            disabled={page.isPending || total === 0 || exporting}
          >
            <Download aria-hidden="true" />
            {t('outstanding.export')}
          </Button>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        <div className="flex flex-wrap items-end gap-4">
          <div
            role="group"
            aria-label={t('outstanding.sides.label')}
            className="inline-flex h-10 items-center rounded-md bg-muted p-1"
          >
            {(['receivable', 'payable'] as const).map((side) => (
              <button
                key={side}
                type="button"
                aria-pressed={view.side === side}
                onClick={() => setView('side', side)}
                className={cn(
                  'inline-flex h-full items-center rounded-sm px-4 text-sm font-medium text-muted-foreground transition-all hover:text-foreground',
                  'focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                  view.side === side && 'bg-background text-foreground shadow-sm',
                )}
              >
                {t(`outstanding.sides.${side}`)}
              </button>
            ))}
          </div>
          <LabelledDateFilter
            required
            id="outstanding-as-of"
            label={t('outstanding.asOf')}
            value={view.asOf}
            onChange={(value) => setView('asOf', value)}
            boxClassName="w-44"
          />
        </div>

        <StatGrid label={t('outstanding.cards.label')}>
          {ageBuckets.map((b) => (
            <StatCard
              key={b}
              label={bucketTitle(b)}
              value={summary ? formatINR(summary.buckets[b]) : '-'}
              caption={bucketCaption(b)}
              icon={BUCKET_CARDS[b].icon}
              iconClassName={BUCKET_CARDS[b].tone}
              loading={page.isPending}
              testId={`outstanding-bucket-${b}`}
            />
          ))}
        </StatGrid>

        <Card>
          <CardHeader>
            <CardTitle>{t(`outstanding.sides.${view.side}`)}</CardTitle>
            {summary && (
              <CardDescription className="flex flex-wrap gap-x-4 gap-y-1" data-testid="outstanding-totals">
                <span>
                  {t('outstanding.table.count', {
                    count: summary.parties,
                    formattedCount: formatNumber(summary.parties),
                  })}
                </span>
                <span>{t('outstanding.totals.outstanding', { amount: formatINR(summary.outstanding) })}</span>
                <span>{t('outstanding.totals.advance', { amount: formatINR(summary.unallocated) })}</span>
                <span className="font-medium text-foreground">
                  {t('outstanding.totals.net', { amount: formatINR(summary.net) })}
                </span>
              </CardDescription>
            )}
            {page.data?.balances && (
              // The Dashboard's and the Ledger's receivable and payable at this date (docs/money.md#receivable-and-payable).
              <p className="text-xs text-muted-foreground" data-testid="outstanding-balances">
                {t('outstanding.balances', {
                  receivable: formatINR(page.data.balances.receivable),
                  owing: formatNumber(page.data.balances.receivableParties),
                  payable: formatINR(page.data.balances.payable),
                  owed: formatNumber(page.data.balances.payableParties),
                })}
              </p>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            {table}
            {total > pages.pageSize && (
              <Pagination {...pages.pagination(total, page)} label={t('outstanding.table.pages')} />
            )}
          </CardContent>
        </Card>
      </main>
    </>
  );
}
