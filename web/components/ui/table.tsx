import { useEffect, useRef, useState } from 'react';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type TableProps = React.ComponentProps<'table'> & {
  /** Classes for the horizontally scrolling wrapper `div`. */
  containerClassName?: string;
  /**
   * Accessible name of the scroll region, announced when the table is wider than the screen
   * and the wrapper becomes keyboard-focusable. Defaults to `common.table.scrollRegion`.
   */
  regionLabel?: string;
};

/**
 * Table wrapped in an `overflow-x-auto` container so wide tables scroll on phones.
 * When (and only when) the table overflows, the wrapper becomes a focusable, labelled region
 * so keyboard users can scroll it (WCAG 2.1.1 / axe `scrollable-region-focusable`).
 * Right-align numeric columns by passing `className="text-right"` to TableHead/TableCell.
 */
export function Table({ className, containerClassName, regionLabel, ref, ...props }: TableProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => setOverflowing(container.scrollWidth > container.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    if (tableRef.current) observer.observe(tableRef.current);
    return () => observer.disconnect();
  }, []);

  const setTableRef = (node: HTMLTableElement | null) => {
    tableRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      className={cn(
        'relative w-full overflow-x-auto rounded-md focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        containerClassName,
      )}
      {...(overflowing
        ? { tabIndex: 0, role: 'region', 'aria-label': regionLabel ?? t('common.table.scrollRegion') }
        : {})}
    >
      <table
        ref={setTableRef}
        data-slot="table"
        className={cn('w-full caption-bottom border-collapse text-sm', className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead
      data-slot="table-header"
      className={cn('bg-muted/60 [&_tr]:border-b [&_tr]:border-border', className)}
      {...props}
    />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<'tfoot'>) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn('border-t border-border bg-muted/60 font-medium [&>tr]:last:border-b-0', className)}
      {...props}
    />
  );
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function TableHead({ className, scope = 'col', ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      scope={scope}
      className={cn(
        'h-10 whitespace-nowrap px-3 text-left align-middle text-xs font-semibold uppercase tracking-wide text-muted-foreground [&:has([role=checkbox])]:pr-0',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return (
    <td
      data-slot="table-cell"
      className={cn('px-3 py-2.5 align-middle [&:has([role=checkbox])]:pr-0', className)}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption
      data-slot="table-caption"
      className={cn('mt-3 text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}
