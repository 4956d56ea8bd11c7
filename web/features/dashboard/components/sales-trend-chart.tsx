import { sumAt, toNumber } from '@common/decimal';
import { trendPeriods } from '@common/schemas/choices';
import type { SalesTrendPoint, TrendPeriod } from '@common/schemas/dashboard';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, formatINR } from '@/lib/format';
import { useSalesTrend } from '../api/get-sales-trend';
import { ChartMessage } from './chart-message';
import { TrendLines } from './trend-lines';

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
