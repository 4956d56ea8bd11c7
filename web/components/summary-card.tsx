import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

interface SummaryCardProps {
  icon: LucideIcon;
  title: string;
  value: string;
  caption: string;
  testId: string;
}

/** A compact figure with its icon on the right (the sales and expenses cards). */
export function SummaryCard({ icon: Icon, title, value, caption, testId }: SummaryCardProps) {
  return (
    <Card className="p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <p className="mt-1 truncate text-2xl font-bold tabular-nums">{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
        </div>
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
    </Card>
  );
}

/** Four placeholder cards in the summary grid while the figures load. */
export function SummaryCardsSkeleton({ testId }: { testId?: string }) {
  return (
    <div
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      aria-busy="true"
      data-testid={testId}
    >
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-28" />
      ))}
    </div>
  );
}
