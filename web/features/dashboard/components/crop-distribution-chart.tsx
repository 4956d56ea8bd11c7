import { sumAt, toNumber } from '@common/decimal';
import type { CropDistributionItem } from '@common/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';
import { useCropDistribution } from '../api/get-crop-distribution';
import { formatPercent } from '../chart-format';
import { ChartMessage } from './chart-message';

/** At most 1 decimal (quintals here; percents in formatPercent): docs/screens.md#dashboard. */
const formatQuintals = (value: string | number) => formatNumber(value, 1);

// Distinguishable on white and for the common colour-vision deficiencies (Okabe–Ito based).
const COLOURS = [
  '#15803d',
  '#1d4ed8',
  '#b45309',
  '#7e22ce',
  '#be123c',
  '#0e7490',
  '#4d7c0f',
  '#a16207',
  '#475569',
];

export function CropDistributionChart() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCropDistribution();

  return (
    <Card className="min-w-0" data-testid="crop-distribution">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('dashboard.distribution.title')}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to="/inventory">{t('dashboard.distribution.viewDetails')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ChartMessage busy>{t('dashboard.loadingChart')}</ChartMessage>
        ) : isError ? (
          <ChartMessage alert>{t('dashboard.distribution.fetchFailed')}</ChartMessage>
        ) : data.length === 0 ? (
          <ChartMessage>{t('dashboard.noInventory')}</ChartMessage>
        ) : (
          <CropPie items={data} />
        )}
      </CardContent>
    </Card>
  );
}

function CropPie({ items }: { items: CropDistributionItem[] }) {
  const { t } = useTranslation();
  const total = toNumber(
    sumAt(
      items.map((i) => i.value),
      3,
    ),
  );
  // Shares for drawing and labels only.
  const data = items.map((i) => ({ name: i.name, value: toNumber(i.value), quantity: i.value }));
  const share = (value: number) => (total > 0 ? value / total : 0);
  const summary = t('dashboard.distribution.summary', {
    items: data
      .map((d) =>
        t('dashboard.distribution.item', {
          name: d.name,
          percent: formatPercent(share(d.value)),
          quantity: formatQuintals(d.quantity),
        }),
      )
      .join('; '),
  });

  return (
    <div role="img" aria-label={summary} className="h-72 w-full sm:h-80">
      <ResponsiveContainer width="100%" height="100%">
        <PieChart accessibilityLayer={false} margin={{ top: 16, right: 8, bottom: 0, left: 8 }}>
          <Pie
            data={data}
            dataKey="value"
            nameKey="name"
            cx="50%"
            cy="45%"
            outerRadius="62%"
            isAnimationActive={false}
            // Slivers under 3% would print labels on top of each other; the tooltip still has them.
            label={({ percent }) => ((percent ?? 0) >= 0.03 ? formatPercent(percent ?? 0) : '')}
            labelLine={false}
          >
            {data.map((d, i) => (
              <Cell key={d.name} fill={COLOURS[i % COLOURS.length]} />
            ))}
          </Pie>
          <Tooltip
            formatter={(value, _name, entry) =>
              t('dashboard.distribution.tooltip', {
                quantity: formatQuintals(
                  (entry.payload as { quantity?: string } | undefined)?.quantity ?? Number(value),
                ),
                percent: formatPercent(share(Number(value))),
              })
            }
          />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </div>
  );
}
