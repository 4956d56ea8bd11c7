import { sumAt, toNumber } from '@common/decimal';
import { trendPeriods, type SalesTrendPoint, type TrendPeriod } from '@common/schemas/dashboard';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { OptionsSelect } from '@/components/options-select';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatINR } from '@/lib/format';
import { useSalesTrend } from '../api/get-sales-trend';
import { formatCompactINR, formatShortDate } from '../chart-format';
import { ChartMessage } from './chart-message';

const SALES_COLOUR = '#15803d';
const PURCHASES_COLOUR = '#1d4ed8';

export function SalesTrendChart() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<TrendPeriod>('7days');
  const { data, isPending, isError } = useSalesTrend(period);

  return (
    <Card className="min-w-0" data-testid="sales-trend">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('dashboard.trend.title')}</CardTitle>
        <OptionsSelect
          size="sm"
          className="w-auto min-w-40"
          aria-label={t('dashboard.trend.period')}
          value={period}
          onValueChange={(v) => setPeriod(v as TrendPeriod)}
          options={trendPeriods.map((p) => ({ value: p, label: t(`dashboard.trend.periods.${p}`) }))}
        />
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ChartMessage busy>{t('dashboard.loadingChart')}</ChartMessage>
        ) : isError ? (
          <ChartMessage alert>{t('dashboard.trend.fetchFailed')}</ChartMessage>
        ) : data.every((p) => toNumber(p.sales) === 0 && toNumber(p.purchases) === 0) ? (
          <ChartMessage>{t('dashboard.noData')}</ChartMessage>
        ) : (
          <TrendLines
            points={data}
            weekly={period === '3months'}
            summary={summarise(data, period, t(`dashboard.trend.periods.${period}`), t)}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** 3months is answered by week, each point dated by its Monday (docs/screens.md#dashboard). */
function summarise(
  points: SalesTrendPoint[],
  period: TrendPeriod,
  periodLabel: string,
  t: TFunction,
): string {
  return t(period === '3months' ? 'dashboard.trend.summaryWeekly' : 'dashboard.trend.summary', {
    period: periodLabel,
    from: formatDate(points[0]?.date),
    to: formatDate(points.at(-1)?.date),
    sales: formatINR(
      sumAt(
        points.map((p) => p.sales),
        2,
      ),
      0,
    ),
    purchases: formatINR(
      sumAt(
        points.map((p) => p.purchases),
        2,
      ),
      0,
    ),
  });
}

function TrendLines({
  points,
  weekly,
  summary,
}: {
  points: SalesTrendPoint[];
  weekly: boolean;
  summary: string;
}) {
  const { t } = useTranslation();
  // Numbers for drawing only; the text figures above come from the decimal strings.
  const data = points.map((p) => ({
    date: p.date,
    sales: toNumber(p.sales),
    purchases: toNumber(p.purchases),
  }));
  const showDots = data.length <= 31;
  return (
    <div role="img" aria-label={summary} className="h-72 w-full sm:h-80">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis
            dataKey="date"
            tickFormatter={formatShortDate}
            tick={{ fontSize: 12, fill: '#475569' }}
            minTickGap={16}
            tickMargin={8}
          />
          <YAxis
            tickFormatter={(v: number) => formatCompactINR(v)}
            tick={{ fontSize: 12, fill: '#475569' }}
            width={64}
            allowDecimals={false}
          />
          <Tooltip
            labelFormatter={(label) =>
              weekly
                ? t('dashboard.trend.weekOf', { date: formatDate(String(label)) })
                : formatDate(String(label))
            }
            formatter={(value) => formatINR(Number(value), 0)}
            separator=": "
            // Sales first, as in the title and the legend.
            itemSorter={(item) => (item.dataKey === 'sales' ? 0 : 1)}
          />
          {/* Declared order (Sales first, as in the title) rather than alphabetical. */}
          <Legend itemSorter={null} />
          <Line
            type="linear"
            dataKey="sales"
            name={t('dashboard.trend.sales')}
            stroke={SALES_COLOUR}
            strokeWidth={2}
            dot={showDots}
            isAnimationActive={false}
          />
          <Line
            type="linear"
            dataKey="purchases"
            name={t('dashboard.trend.purchases')}
            stroke={PURCHASES_COLOUR}
            strokeWidth={2}
            dot={showDots}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
