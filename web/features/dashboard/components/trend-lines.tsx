import type { SalesTrendPoint } from '@common/schemas/dashboard';
import { toNumber } from '@common/decimal';
import { useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatINR } from '@/lib/format';
import { formatCompactINR, formatShortDate } from '../chart-format';
import { labelledIndexes, valueTicks } from '../chart-scale';
import { ChartTooltip, useElementSize } from './chart-frame';

// The sales trend's two lines, drawn as plain SVG (../chart-scale.ts says why).

const SALES_COLOUR = '#15803d';
const PURCHASES_COLOUR = '#1d4ed8';
const GRID_COLOUR = '#e2e8f0';
const AXIS_COLOUR = '#94a3b8';
const TICK_COLOUR = '#475569';
/** Room for the value labels on the left, the date labels below, and half a date label on the right. */
const MARGIN = { top: 8, right: 24, bottom: 28, left: 64 };
/** About the width of a 12 px '22 Nov'. */
const DATE_LABEL_WIDTH = 40;

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
  const [frame, { width, height }] = useElementSize<HTMLDivElement>();
  // The point under the pointer, and the pointer's height (where its figures are shown).
  const [active, setActive] = useState<{ index: number; y: number } | null>(null);

  const series = [
    { key: 'sales', name: t('dashboard.trend.sales'), colour: SALES_COLOUR, field: 'sales' },
    { key: 'purchases', name: t('dashboard.trend.purchases'), colour: PURCHASES_COLOUR, field: 'purchases' },
  ] as const;
  // Numbers for drawing only; the figures in the tooltip come from the decimal strings.
  const values = series.map((s) => points.map((p) => toNumber(p[s.field])));
  const ticks = valueTicks(Math.max(...values.flat()));
  const top = ticks.at(-1)!;

  const n = points.length;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const bottom = MARGIN.top + plotHeight;
  const spacing = n > 1 ? plotWidth / (n - 1) : 0;
  const xAt = (i: number) => MARGIN.left + (n > 1 ? i * spacing : plotWidth / 2);
  const yAt = (v: number) => bottom - (v / top) * plotHeight;
  const labelled = labelledIndexes(n, spacing, DATE_LABEL_WIDTH);
  const showDots = n <= 31;

  const point = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const index = n > 1 ? Math.round((e.clientX - box.left - MARGIN.left) / spacing) : 0;
    setActive({ index: Math.min(n - 1, Math.max(0, index)), y: e.clientY - box.top });
  };
  const shown = active && points[active.index];

  return (
    <div role="img" aria-label={summary} className="flex h-72 w-full flex-col sm:h-80">
      <div ref={frame} className="relative min-h-0 flex-1">
        {width > 0 && height > 0 && (
          <svg
            data-testid="trend-plot"
            width={width}
            height={height}
            className="block touch-pan-y"
            onPointerMove={point}
            onPointerDown={point}
            onPointerLeave={() => setActive(null)}
          >
            <g stroke={GRID_COLOUR} strokeDasharray="3 3">
              {ticks.map((v) => (
                <line key={v} x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={yAt(v)} y2={yAt(v)} />
              ))}
              {labelled.map((i) => (
                <line key={i} x1={xAt(i)} x2={xAt(i)} y1={MARGIN.top} y2={bottom} />
              ))}
            </g>
            <g stroke={AXIS_COLOUR}>
              <line x1={MARGIN.left} x2={MARGIN.left} y1={MARGIN.top} y2={bottom} />
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={bottom} y2={bottom} />
              {ticks.map((v) => (
                <line key={v} x1={MARGIN.left - 6} x2={MARGIN.left} y1={yAt(v)} y2={yAt(v)} />
              ))}
              {labelled.map((i) => (
                <line key={i} x1={xAt(i)} x2={xAt(i)} y1={bottom} y2={bottom + 6} />
              ))}
            </g>
            <g fill={TICK_COLOUR} fontSize={12}>
              {ticks.map((v) => (
                <text key={v} x={MARGIN.left - 9} y={yAt(v)} textAnchor="end" dominantBaseline="central">
                  {formatCompactINR(v)}
                </text>
              ))}
              {labelled.map((i) => (
                <text key={i} x={xAt(i)} y={bottom + 9} textAnchor="middle" dominantBaseline="hanging">
                  {formatShortDate(points[i]!.date)}
                </text>
              ))}
            </g>
            {active && (
              <line
                x1={xAt(active.index)}
                x2={xAt(active.index)}
                y1={MARGIN.top}
                y2={bottom}
                stroke={AXIS_COLOUR}
              />
            )}
            {series.map((s, k) => (
              <g key={s.key} data-testid="trend-line" data-series={s.key}>
                <path
                  d={values[k]!.map((v, i) => `${i === 0 ? 'M' : 'L'}${xAt(i)},${yAt(v)}`).join('')}
                  fill="none"
                  stroke={s.colour}
                  strokeWidth={2}
                  strokeLinejoin="round"
                />
                {showDots &&
                  values[k]!.map((v, i) => (
                    <circle
                      key={i}
                      cx={xAt(i)}
                      cy={yAt(v)}
                      r={3}
                      fill="#fff"
                      stroke={s.colour}
                      strokeWidth={2}
                    />
                  ))}
                {active && (
                  <circle
                    cx={xAt(active.index)}
                    cy={yAt(values[k]![active.index]!)}
                    r={4}
                    fill={s.colour}
                    stroke="#fff"
                    strokeWidth={2}
                  />
                )}
              </g>
            ))}
          </svg>
        )}
        {active && shown && (
          <ChartTooltip at={{ x: xAt(active.index), y: active.y }} chartWidth={width}>
            <p className="mb-1 font-medium">
              {weekly
                ? t('dashboard.trend.weekOf', { date: formatDate(shown.date) })
                : formatDate(shown.date)}
            </p>
            {/* Sales first, as in the title and the legend. */}
            <ul>
              {series.map((s) => (
                <li key={s.key} style={{ color: s.colour }}>
                  {s.name}: {formatINR(shown[s.field], 0)}
                </li>
              ))}
            </ul>
          </ChartTooltip>
        )}
      </div>
      <ul className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm">
        {series.map((s) => (
          <li key={s.key} className="flex items-center gap-1.5" style={{ color: s.colour }}>
            <svg width="16" height="10" aria-hidden="true">
              <line x1="0" x2="16" y1="5" y2="5" stroke={s.colour} strokeWidth={2} />
              <circle cx="8" cy="5" r="3" fill="#fff" stroke={s.colour} strokeWidth={2} />
            </svg>
            <span>{s.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
