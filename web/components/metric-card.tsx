import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

interface MetricCardProps {
  title: string;
  value: string;
  caption: string;
  icon: LucideIcon;
  /** The card is `testId`, its figure `${testId}-value`. */
  testId: string;
  /** Colour of the figure (e.g. red for a loss). */
  valueClassName?: string | undefined;
  iconClassName?: string | undefined;
}

/** A headline figure with its title, icon and caption (the dashboard's and the inventory's cards). */
export function MetricCard({
  title,
  value,
  caption,
  icon: Icon,
  testId,
  valueClassName,
  iconClassName,
}: MetricCardProps) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2 sm:pb-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon className={cn('size-5 text-muted-foreground', iconClassName)} aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className={cn('text-2xl font-bold tabular-nums', valueClassName)} data-testid={`${testId}-value`}>
          {value}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
      </CardContent>
    </Card>
  );
}

export function MetricCardSkeleton() {
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <Skeleton className="h-4 w-24" />
      </CardHeader>
      <CardContent className="space-y-2">
        <Skeleton className="h-8 w-32" />
        <Skeleton className="h-3 w-28" />
      </CardContent>
    </Card>
  );
}
