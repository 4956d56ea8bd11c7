import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatINR } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useBalanceParties, type BalanceSide } from '../api/get-ledger';
import { absolute } from '../balance-side';

interface BalanceListProps {
  title: string;
  description: string;
  empty: string;
  /** Receivables (green) or payables (red). */
  side: BalanceSide;
}

/**
 * Receivables or payables: each party with the amount outstanding (payables as an absolute value), largest
 * first, paged by the server (docs/screens.md#ledger).
 */
export function BalanceList({ title, description, empty, side }: BalanceListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const pages = useCursorPages(side);
  const query = useBalanceParties(side, pages.pageSize, pages.cursor);
  const loading = query.isPending;
  const failed = query.isError;
  const parties = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  return (
    <Card
      role="region"
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className="flex min-w-0 flex-col"
    >
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id={titleId}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <div className="px-4 pb-4 sm:px-6 sm:pb-6">
        {loading ? (
          <div className="space-y-2">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : failed ? (
          <p className="rounded-md bg-red-50 px-4 py-6 text-center text-sm text-red-800">
            {t('ledger.errors.fetchParties')}
          </p>
        ) : parties.length === 0 ? (
          <p className="rounded-md bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
            {empty}
          </p>
        ) : (
          // Focusable so that keyboard users can scroll a long list (axe scrollable-region-focusable).
          <ul
            tabIndex={0}
            aria-label={title}
            className="max-h-80 divide-y divide-border overflow-y-auto rounded-md border border-border focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
          >
            {parties.map((party) => (
              <li key={party.id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <div className="min-w-0">
                  <p className="font-medium wrap-break-word text-foreground">{party.name}</p>
                  <p className="text-xs text-muted-foreground">{t(`common.partyTypes.${party.type}`)}</p>
                </div>
                <span
                  className={cn(
                    'shrink-0 font-semibold tabular-nums',
                    side === 'receivable' ? 'text-green-700' : 'text-red-700',
                  )}
                >
                  {formatINR(absolute(party.balance))}
                </span>
              </li>
            ))}
          </ul>
        )}
        {total > pages.pageSize && (
          <Pagination {...pages.pagination(total, query)} label={t('ledger.balancePages', { title })} />
        )}
      </div>
    </Card>
  );
}
