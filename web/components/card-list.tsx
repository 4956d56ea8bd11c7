import type { ReactNode } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A list's rows as cards below the `sm` width (640 px), where a table would need sideways scrolling; the
 * table stays the view from `sm` up (docs/screens.md#phone-lists). Every figure is whole: amounts never
 * shrink, names and texts wrap around them.
 */
export function CardList({ label, className, ...props }: React.ComponentProps<'ul'> & { label: string }) {
  return (
    <ul
      aria-label={label}
      data-slot="card-list"
      className={cn('space-y-2 sm:hidden', className)}
      {...props}
    />
  );
}

export function CardListItem({ className, ...props }: React.ComponentProps<'li'>) {
  return <li className={cn('rounded-md border border-border p-3', className)} {...props} />;
}

interface CardHeadProps {
  /** The row's name (party, crop, state …); wraps, never pushes the figure off the card. */
  title: ReactNode;
  /** A line under the title: a type, a date, a badge. */
  meta?: ReactNode;
  /** The row's key figure, kept whole at the right. */
  figure?: ReactNode;
  figureClassName?: string;
  /** What the figure is ('Base Price', 'Total Value'), in small type under it. */
  figureLabel?: string;
}

/** The card's first line: the name (and what it is) on the left, the key figure whole on the right. */
export function CardHead({ title, meta, figure, figureClassName, figureLabel }: CardHeadProps) {
  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <div className="font-medium wrap-anywhere">{title}</div>
        {meta && <div className="mt-0.5 text-xs text-muted-foreground">{meta}</div>}
      </div>
      {figure !== undefined && (
        <div className="shrink-0 text-right">
          <div data-figure="" className={cn('font-semibold whitespace-nowrap tabular-nums', figureClassName)}>
            {figure}
          </div>
          {figureLabel && <div className="text-xs text-muted-foreground">{figureLabel}</div>}
        </div>
      )}
    </div>
  );
}

export interface CardFigure {
  label: string;
  value: ReactNode;
  className?: string;
}

/** Further figures as label and value pairs, one to a line; a value never wraps or shrinks. */
export function CardFigures({ items, className }: { items: readonly CardFigure[]; className?: string }) {
  return (
    <dl className={cn('mt-2 space-y-1 text-xs', className)}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-wrap justify-between gap-x-2">
          <dt className="text-muted-foreground">{item.label}</dt>
          <dd data-figure="" className={cn('whitespace-nowrap tabular-nums', item.className)}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The card's last line: what it carries on the left (notes, links), its actions on the right. */
export function CardFooter({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'mt-2 flex flex-wrap items-center justify-end gap-2 border-t border-border pt-2',
        className,
      )}
    >
      {children}
    </div>
  );
}
