import { Hash, IndianRupee, Scale, Wheat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatDate, formatINR, formatNumber, formatQuantity } from '@/lib/format';
import type { DateRange } from '@/lib/date-range';
import type { TradeReportSummary } from '@common/schemas/reports';
import type { ReportView } from '../report-filters';

interface ReportSummaryCardsProps {
  view: ReportView;
  /** From /api/reports/summary; undefined until it answers. */
  summary: TradeReportSummary | undefined;
  /** The range the report was generated for. */
  range: DateRange;
  loading: boolean;
}

export function ReportSummaryCards({ view, summary, range, loading }: ReportSummaryCardsProps) {
  const { t } = useTranslation();
  const figures = summary ?? { totalAmount: '0', totalQuantity: '0', count: 0, avgRate: '0' };
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={view === 'sales' ? t('reports.summary.totalSales') : t('reports.summary.totalPurchases')}
        caption={t('reports.result.range', {
          from: formatDate(range.startDate),
          to: formatDate(range.endDate),
        })}
        value={formatINR(figures.totalAmount)}
        icon={IndianRupee}
        iconClassName={view === 'sales' ? 'bg-blue-100 text-blue-700' : 'bg-green-100 text-green-700'}
        loading={loading || !summary}
      />
      <StatCard
        label={t('reports.summary.totalQuantity')}
        caption={t('reports.summary.quantityCaption')}
        value={formatQuantity(figures.totalQuantity)}
        icon={Wheat}
        iconClassName="bg-amber-100 text-amber-700"
        loading={loading || !summary}
      />
      <StatCard
        label={t('reports.summary.transactions')}
        caption={t('reports.summary.transactionsCaption')}
        value={formatNumber(figures.count, 0)}
        icon={Hash}
        iconClassName="bg-purple-100 text-purple-700"
        loading={loading || !summary}
      />
      <StatCard
        label={t('reports.summary.avgRate')}
        caption={t('reports.summary.avgRateCaption')}
        value={formatINR(figures.avgRate)}
        icon={Scale}
        iconClassName="bg-slate-100 text-slate-700"
        loading={loading || !summary}
      />
    </div>
  );
}
