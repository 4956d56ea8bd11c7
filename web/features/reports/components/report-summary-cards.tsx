import { Hash, IndianRupee, Scale, Wheat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '@/components/stat-card';
import { formatDate, formatINR, formatNumber, formatQuantity } from '@/lib/format';
import type { DateRange } from '@/lib/date-range';
import type { ReportSummary, ReportView } from '../report-rows';

interface ReportSummaryCardsProps {
  view: ReportView;
  summary: ReportSummary;
  /** The range the report was generated for. */
  range: DateRange;
  loading: boolean;
}

export function ReportSummaryCards({ view, summary, range, loading }: ReportSummaryCardsProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label={view === 'sales' ? t('reports.summary.totalSales') : t('reports.summary.totalPurchases')}
        caption={t('reports.result.range', {
          from: formatDate(range.startDate),
          to: formatDate(range.endDate),
        })}
        value={formatINR(summary.totalAmount)}
        icon={IndianRupee}
        iconClassName={view === 'sales' ? 'bg-blue-100 text-blue-700' : 'bg-green-100 text-green-700'}
        loading={loading}
      />
      <StatCard
        label={t('reports.summary.totalQuantity')}
        caption={t('reports.summary.quantityCaption')}
        value={formatQuantity(summary.totalQuantity)}
        icon={Wheat}
        iconClassName="bg-amber-100 text-amber-700"
        loading={loading}
      />
      <StatCard
        label={t('reports.summary.transactions')}
        caption={t('reports.summary.transactionsCaption')}
        value={formatNumber(summary.count, 0)}
        icon={Hash}
        iconClassName="bg-purple-100 text-purple-700"
        loading={loading}
      />
      <StatCard
        label={t('reports.summary.avgRate')}
        caption={t('reports.summary.avgRateCaption')}
        value={formatINR(summary.avgRate)}
        icon={Scale}
        iconClassName="bg-slate-100 text-slate-700"
        loading={loading}
      />
    </div>
  );
}
