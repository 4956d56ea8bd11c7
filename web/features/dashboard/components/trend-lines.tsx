import type { SalesTrendPoint } from '@common/schemas/dashboard';
import { toNumber } from '@common/decimal';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatINR } from '@/lib/format';
import { formatCompactINR, formatShortDate } from '../chart-format';

// The sales trend's lines (recharts), a chunk of their own: ./sales-trend-chart.tsx loads them.

const SALES_COLOUR = '#15803d';
const PURCHASES_COLOUR = '#1d4ed8';

export function TrendLines({
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
