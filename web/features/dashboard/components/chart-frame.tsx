import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export interface Size {
  width: number;
  height: number;
}

/**
 * The size of the element `ref` is put on, kept up to date as the card resizes (a phone turned, the sidebar
 * shown): the charts are drawn in pixels so that their text stays 12–14 px at any width. 0 × 0 until measured.
 */
export function useElementSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setSize((old) =>
        old.width === Math.floor(width) && old.height === Math.floor(height)
          ? old
          : { width: Math.floor(width), height: Math.floor(height) },
      );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

interface ChartTooltipProps {
  /** Where the pointer is, in the chart's own pixels; the box sits beside it, on whichever side has room. */
  at: { x: number; y: number };
  chartWidth: number;
  children: ReactNode;
}

/**
 * The box of figures shown while the pointer is over a chart (the picture's label already reads them all),
 * beside the pointer on the side with more room, and never wider than that room.
 */
export function ChartTooltip({ at, chartWidth, children }: ChartTooltipProps) {
  const leftSide = at.x > chartWidth - at.x;
  const room = (leftSide ? at.x : chartWidth - at.x) - 12;
  return (
    <div
      data-testid="chart-tooltip"
      className="pointer-events-none absolute z-10 w-max rounded-md border border-border bg-background px-3 py-2 text-sm shadow-md"
      style={{
        top: Math.max(0, at.y - 24),
        maxWidth: Math.min(288, room),
        ...(leftSide ? { right: chartWidth - at.x + 12 } : { left: at.x + 12 }),
      }}
    >
      {children}
    </div>
  );
}
