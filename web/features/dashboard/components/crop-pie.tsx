import { sumAt, toNumber } from '@common/decimal';
import type { CropDistributionItem } from '@common/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { formatNumber } from '@/lib/format';
import { formatPercent } from '../chart-format';
import { colourCrops } from '../crop-colours';

// The crop distribution's pie (recharts), a chunk of its own: ./crop-distribution-chart.tsx loads it.

/** At most 1 decimal (quintals here; percents in formatPercent): docs/screens.md#dashboard. */
const formatQuintals = (value: string | number) => formatNumber(value, 1);

export function CropPie({ items }: { items: CropDistributionItem[] }) {
  const { t } = useTranslation();
  const crops = colourCrops(items, t('dashboard.distribution.others'));
  const total = toNumber(
    sumAt(
      crops.map((i) => i.value),
      3,
    ),
  );
  // Shares for drawing and labels only.
  const data = crops.map((c) => ({ ...c, quantity: c.value, value: toNumber(c.value) }));
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
    <div>
      {/* Percent labels in slate (CSS beats recharts' fill attribute, the slice colour), so only the slices
          need the 3:1 graphic contrast and the labels keep 4.5:1. */}
      <div
        role="img"
        aria-label={summary}
        className="h-64 w-full sm:h-72 [&_.recharts-pie-label-text]:fill-slate-700"
      >
        <ResponsiveContainer width="100%" height="100%">
          <PieChart accessibilityLayer={false} margin={{ top: 16, right: 8, bottom: 16, left: 8 }}>
            <Pie
              data={data}
              dataKey="value"
              nameKey="name"
              cx="50%"
              cy="50%"
              outerRadius="72%"
              isAnimationActive={false}
              // Slivers under 3% would print labels on top of each other; the tooltip and legend have them.
              label={({ percent }) => ((percent ?? 0) >= 0.03 ? formatPercent(percent ?? 0) : '')}
              labelLine={false}
            >
              {data.map((d) => (
                <Cell key={d.name} fill={d.colour} />
              ))}
            </Pie>
            <Tooltip
              formatter={(value, _name, entry) =>
                t('dashboard.distribution.tooltip', {
                  quantity: formatQuantityOf(entry.payload, value),
                  percent: formatPercent(share(Number(value))),
                })
              }
            />
          </PieChart>
        </ResponsiveContainer>
      </div>
      {/* The legend is a list beside the picture, in the slices' order and colours (aria-hidden: the
          picture's label already reads every crop). It wraps on a phone instead of squeezing the pie. */}
      <ul
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
        data-testid="crop-legend"
        aria-hidden="true"
      >
        {data.map((d) => (
          <li key={d.name} className="flex min-w-0 items-center gap-1.5" data-colour={d.colour}>
            <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: d.colour }} />
            <span className="wrap-anywhere">{d.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function formatQuantityOf(payload: unknown, value: unknown): string {
  return formatQuintals((payload as { quantity?: string } | undefined)?.quantity ?? Number(value));
}
