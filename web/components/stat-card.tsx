import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FoldToggle, useFold } from '@/components/fold-toggle';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

interface StatCardProps {
  label: string;
  value: ReactNode;
  caption: ReactNode;
  icon: LucideIcon;
  /** Colour of the value (e.g. green for receivable, red for payable). */
  valueClassName?: string | undefined;
  /** Colours of the icon badge. */
  iconClassName?: string | undefined;
  /** Shows the label with placeholders while the figure is not known yet. */
  loading?: boolean;
  /** The card is `testId`, its figure `${testId}-value`. */
  testId?: string;
  /** Classes of the card (`print:hidden` for a figure the printed page already shows elsewhere). */
  className?: string | undefined;
}

/**
 * One summary figure, the same on every screen: label and icon badge on top, the figure, a caption.
 * A labelled region, so that its label names it for screen readers (and tests).
 */
export function StatCard({
  label,
  value,
  caption,
  icon: Icon,
  valueClassName,
  iconClassName = 'bg-accent text-accent-foreground',
  loading,
  testId,
  className,
}: StatCardProps) {
  const id = useId();
  // Crores of rupees with paise ('₹20,67,95,625.60') must fit a quarter-width card on one line.
  const long = typeof value === 'string' && value.length > 12;
  return (
    <Card
      role="region"
      aria-labelledby={id}
      aria-busy={loading || undefined}
      className={cn('min-w-0 p-4 sm:p-5', className)}
      data-testid={testId}
    >
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
              'mt-1 font-bold tabular-nums wrap-anywhere text-foreground',
              long ? 'text-xl' : 'text-2xl',
              valueClassName,
            )}
            data-testid={testId ? `${testId}-value` : undefined}
          >
            {value}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
        </>
      )}
    </Card>
  );
}

/** The grid that holds four cards on a desktop, two on a tablet, one on a phone. */
export const STAT_GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4';

interface StatGridProps {
  /** What the cards sum up ('Sales summary'); names the section and, on a phone, the button that unfolds it. */
  label?: string | undefined;
  children: ReactNode;
  className?: string;
  busy?: boolean;
  testId?: string;
}

/**
 * The summary cards above a list, in the grid of STAT_GRID. On a phone they fold behind one button named by
 * their label, so that the list under them starts on the first screen; a tap unfolds them
 * (docs/screens.md#phone-lists). From the small-tablet width up they are always shown and the button is not.
 */
export function StatGrid({ label, children, className, busy, testId }: StatGridProps) {
  const { t } = useTranslation();
  const fold = useFold();
  return (
    <section aria-label={label} aria-busy={busy || undefined} className={className} data-testid={testId}>
      <FoldToggle {...fold.toggle} testId="summary-toggle" className="rounded-lg px-4 shadow-sm">
        <span className="min-w-0">{label ?? t('common.summary.title')}</span>
      </FoldToggle>
      {/* On paper the cards are shown whether or not they were folded on the phone that prints them. */}
      <div id={fold.id} className={cn(STAT_GRID, fold.open ? 'max-sm:mt-3' : 'max-sm:hidden print:grid!')}>
        {children}
      </div>
    </section>
  );
}

/**
 * Four placeholder cards in the summary grid while the figures load; on a phone one bar, the height of the
 * folded cards' button (StatGrid).
 */
export function StatCardsSkeleton({ testId }: { testId?: string }) {
  return (
    <div className={STAT_GRID} aria-busy="true" data-testid={testId}>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className={cn('h-28', i === 0 ? 'max-sm:h-11' : 'max-sm:hidden')} />
      ))}
    </div>
  );
}
