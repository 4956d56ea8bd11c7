import { sumAt, toNumber } from '@common/decimal';
import type { CropDistributionItem } from '@common/schemas/dashboard';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { formatPercent } from '../chart-format';
import { polar, slicePath, slices } from '../chart-scale';
import { colourCrops } from '../crop-colours';
import { ChartTooltip, useElementSize } from './chart-frame';

// The crop distribution's pie, drawn as plain SVG (../chart-scale.ts says why).

/** At most 1 decimal (quintals here; percents in formatPercent): docs/screens.md#dashboard. */
const formatQuintals = (value: string) => formatNumber(value, 1);

/** The labels' slate: the slices need 3:1 graphic contrast, the labels 4.5:1. */
const LABEL_COLOUR = '#334155';
/** Slivers under 3% would print labels on top of each other; the tooltip and legend have them. */
const MIN_LABELLED_SHARE = 0.03;

export function CropPie({ items }: { items: CropDistributionItem[] }) {
  const { t } = useTranslation();
  const [frame, { width, height }] = useElementSize<HTMLDivElement>();
  // The slice under the pointer, and the pointer (where its figures are shown).
  const [active, setActive] = useState<{ index: number; x: number; y: number } | null>(null);

  const crops = colourCrops(items, t('dashboard.distribution.others'));
  // Shares for drawing and labels only: the quantities shown are the server's decimal strings.
  const total = toNumber(
    sumAt(
      crops.map((c) => c.value),
      3,
    ),
  );
  const parts = slices(
    crops.map((c) => toNumber(c.value)),
    total,
  );
  const describe = (i: number) =>
    t('dashboard.distribution.tooltip', {
      quantity: formatQuintals(crops[i]!.value),
      percent: formatPercent(parts[i]!.share),
    });
  const summary = t('dashboard.distribution.summary', {
    items: crops
      .map((c, i) =>
        t('dashboard.distribution.item', {
          name: c.name,
          percent: formatPercent(parts[i]!.share),
          quantity: formatQuintals(c.value),
        }),
      )
      .join('; '),
  });

  // The pie fills 72% of the room left by a margin that keeps its outside labels in view.
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.max(0, (0.72 * Math.min(width - 16, height - 32)) / 2);
  const point = (index: number) => (e: PointerEvent<SVGPathElement>) => {
    const box = e.currentTarget.ownerSVGElement!.getBoundingClientRect();
    setActive({ index, x: e.clientX - box.left, y: e.clientY - box.top });
  };

  return (
    <div>
      <div role="img" aria-label={summary} className="h-64 w-full sm:h-72">
        <div ref={frame} className="relative size-full">
          {width > 0 && height > 0 && (
            <svg
              data-testid="pie-plot"
              width={width}
              height={height}
              className="block"
              onPointerLeave={() => setActive(null)}
            >
              {parts.map((p, i) => (
                <path
                  key={crops[i]!.name}
                  data-testid="pie-slice"
                  d={slicePath(cx, cy, radius, p.start, p.end)}
                  fill={crops[i]!.colour}
                  stroke="#fff"
                  strokeWidth={1}
                  onPointerMove={point(i)}
                  onPointerDown={point(i)}
                />
              ))}
              <g fill={LABEL_COLOUR} fontSize={14}>
                {parts.map((p, i) => {
                  if (p.share < MIN_LABELLED_SHARE) return null;
                  const at = polar(cx, cy, radius + 20, (p.start + p.end) / 2);
                  const anchor = Math.abs(at.x - cx) < 1 ? 'middle' : at.x > cx ? 'start' : 'end';
                  return (
                    <text
                      key={crops[i]!.name}
                      data-testid="pie-label"
                      x={at.x}
                      y={at.y}
                      textAnchor={anchor}
                      dominantBaseline="central"
                    >
                      {formatPercent(p.share)}
                    </text>
                  );
                })}
              </g>
            </svg>
          )}
          {active && crops[active.index] && (
            <ChartTooltip at={active} chartWidth={width}>
              {/* The slice's colour as a swatch: as text, some of the 3:1 colours would be hard to read. */}
              <p className="flex items-center gap-1.5">
                <span
                  className="size-3 shrink-0 rounded-sm"
                  style={{ backgroundColor: crops[active.index]!.colour }}
                />
                <span>
                  {crops[active.index]!.name}: {describe(active.index)}
                </span>
              </p>
            </ChartTooltip>
          )}
        </div>
      </div>
      {/* The legend is a list beside the picture, in the slices' order and colours (aria-hidden: the
          picture's label already reads every crop). It wraps on a phone instead of squeezing the pie. */}
      <ul
        className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
        data-testid="crop-legend"
        aria-hidden="true"
      >
        {crops.map((c) => (
          <li key={c.name} className="flex min-w-0 items-center gap-1.5" data-colour={c.colour}>
            <span className="size-3 shrink-0 rounded-sm" style={{ backgroundColor: c.colour }} />
            <span className="wrap-anywhere">{c.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
