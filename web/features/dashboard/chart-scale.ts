// The geometry of the dashboard's two charts, drawn as plain SVG (./components/trend-lines.tsx,
// ./components/crop-pie.tsx): a charting library was about 100 kB of a cold load of the dashboard
// (docs/decisions/0010-first-load.md). Numbers here are for drawing only; every figure shown as text comes
// from the server's decimal strings.

/**
 * Ticks for a value axis from 0 up to at least `max`: about `count` whole-number steps of 1, 2, 2.5 or 5
 * times a power of ten (₹0, ₹40K, ₹80K …), the last one at or above `max`.
 */
export function valueTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  // Whole rupees: a step under 1 (or of 2.5) would print the same label twice.
  const step = Math.max(1, Math.ceil(nice * power));
  const ticks = [0];
  while (ticks.at(-1)! < max) ticks.push(ticks.length * step);
  return ticks;
}

/**
 * Which of `n` evenly spaced category labels to print so that neighbours keep `gap` pixels between them:
 * every k-th, counted back from the last (today's date is always labelled).
 */
export function labelledIndexes(n: number, spacing: number, labelWidth: number, gap = 16): number[] {
  const every = spacing > 0 ? Math.max(1, Math.ceil((labelWidth + gap) / spacing)) : n;
  const indexes: number[] = [];
  for (let i = n - 1; i >= 0; i -= every) indexes.unshift(i);
  return indexes;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The point at `degrees` on a circle, counted anticlockwise from three o'clock (screen y grows downwards),
 * as the crop pie runs from its largest slice.
 */
export function polar(cx: number, cy: number, r: number, degrees: number): Point {
  const a = (degrees * Math.PI) / 180;
  return { x: cx + r * Math.cos(a), y: cy - r * Math.sin(a) };
}

/** The SVG path of a pie slice from `start` to `end` degrees (anticlockwise); a whole circle for 360. */
export function slicePath(cx: number, cy: number, r: number, start: number, end: number): string {
  const f = (n: number) => Number(n.toFixed(3));
  if (end - start >= 359.999) {
    // An arc cannot end where it starts: two half circles.
    return `M${f(cx + r)},${f(cy)}A${f(r)},${f(r)} 0 1 0 ${f(cx - r)},${f(cy)}A${f(r)},${f(r)} 0 1 0 ${f(cx + r)},${f(cy)}Z`;
  }
  const from = polar(cx, cy, r, start);
  const to = polar(cx, cy, r, end);
  const large = end - start > 180 ? 1 : 0;
  return `M${f(cx)},${f(cy)}L${f(from.x)},${f(from.y)}A${f(r)},${f(r)} 0 ${large} 0 ${f(to.x)},${f(to.y)}Z`;
}

export interface Slice {
  /** Degrees, anticlockwise from three o'clock. */
  start: number;
  end: number;
  /** The slice's part of the whole, 0 to 1. */
  share: number;
}

/**
 * The slices of a pie of `values` (none negative) out of `total` (their sum, as the caller added up the
 * decimal strings), in their order, from three o'clock anticlockwise.
 */
export function slices(values: readonly number[], total: number): Slice[] {
  let start = 0;
  return values.map((v) => {
    const share = total > 0 ? v / total : 0;
    const slice = { start, end: start + share * 360, share };
    start = slice.end;
    return slice;
  });
}
