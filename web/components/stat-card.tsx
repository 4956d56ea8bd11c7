import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  caption: ReactNode;
  icon: LucideIcon;
  /** Colour of the value (e.g. green for receivable, red for payable). */
  valueClassName?: string;
  /** Colours of the icon badge. */
  iconClassName?: string;
  loading?: boolean;
}

/** One summary figure: a labelled region, so that its label names it for screen readers (and tests). */
export function StatCard({
  label,
  value,
  caption,
  icon: Icon,
  valueClassName,
  iconClassName,
  loading,
}: StatCardProps) {
  const id = useId();
  return (
    <Card role="region" aria-labelledby={id} aria-busy={loading || undefined} className="min-w-0 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id={id} className="text-sm font-medium text-muted-foreground">
          {label}
        </h2>
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-full', iconClassName)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      {loading ? (
        <>
          <Skeleton className="mt-1 h-8 w-32" />
          <Skeleton className="mt-2 h-3 w-24" />
        </>
      ) : (
        <>
          <p
            className={cn(
              'mt-1 text-2xl font-bold tabular-nums wrap-anywhere text-foreground',
              valueClassName,
            )}
          >
            {value}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
        </>
      )}
    </Card>
  );
}
