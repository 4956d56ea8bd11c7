import type { LedgerEntry, LedgerSummary, LedgerTransactionType } from '@common/schemas/ledger';
import type { Party } from '@common/schemas/parties';
import { isZero } from '@common/decimal';
import { Download, FileText, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { CardFigures, CardHead, CardList, CardListItem } from '@/components/card-list';
import { DateRangeFilter } from '@/components/date-range-filter';
import { ReversalMark } from '@/components/reversal-mark';
import { RowsSkeleton } from '@/components/table-skeleton';
import { PartyPicker } from '@/components/party-picker';
import { Pagination, type PaginationProps } from '@/components/pagination';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate, formatINR, formatNumber } from '@/lib/format';
import { absolute, isReceivable } from '../balance-side';
import { LEDGER_FILTER_KEYS, type LedgerFilters } from '../ledger-filters';

const NO_ENTRIES: readonly LedgerEntry[] = [];

const TYPE_TONES: Record<LedgerTransactionType, BadgeVariant> = {
  purchase: 'green',
  sale: 'blue',
  payment: 'purple',
  expense: 'amber',
  opening: 'grey',
  other: 'grey',
};

interface LedgerEntriesCardProps {
  /** The page shown, in (date, id) order with each entry's running balance from the server. */
  entries: readonly LedgerEntry[] | undefined;
  /** The first page is not here yet. */
  loading: boolean;
  failed: boolean;
  /** The entries' count and sums under the filters; undefined until known. */
  summary: LedgerSummary | undefined;
  /** Undefined when every entry fits one page. */
  pagination: PaginationProps | undefined;
  /** The party filtered on, once known: its statement is a link away. */
  chosenParty: Party | undefined;
  /** The parties of these entries, by id. */
  partiesById: ReadonlyMap<number, Party>;
  filters: LedgerFilters;
  /** `undefined` clears that filter. */
  onFilterChange(key: keyof LedgerFilters, value: string | undefined): void;
  onClearFilters(): void;
  onExport(): void;
  exporting: boolean;
}

export function LedgerEntriesCard({
  entries,
  loading,
  failed,
  summary,
  pagination,
  chosenParty,
  partiesById,
  filters,
  onFilterChange,
  onClearFilters,
  onExport,
  exporting,
}: LedgerEntriesCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const filterId = useId();
  const rangeId = useId();
  const pageRows = entries ?? NO_ENTRIES;
  const anyFilter = LEDGER_FILTER_KEYS.some((key) => filters[key]);
  const empty = summary ? summary.entries === 0 : pageRows.length === 0;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1.5">
          <CardTitle id={titleId}>{t('ledger.entries.title')}</CardTitle>
          <CardDescription>{t('ledger.entries.description')}</CardDescription>
          {summary && !failed && (
            <p className="text-sm font-medium text-foreground" data-testid="ledger-entries-total">
              {t('ledger.entries.count', {
                count: summary.entries,
                formattedCount: formatNumber(summary.entries),
              })}
              <span className="text-muted-foreground"> · </span>
              {t('ledger.entries.sums', {
                debit: formatINR(summary.debit),
                credit: formatINR(summary.credit),
              })}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          {chosenParty && (
            // The statement is another screen: linked by URL (docs/screens.md#party-statement).
            <Button variant="outline" asChild>
              <Link
                to={`/parties/${chosenParty.id}/statement`}
                aria-label={t('ledger.entries.statementOf', { name: chosenParty.name })}
              >
                <FileText aria-hidden="true" />
                {t('ledger.entries.statement')}
              </Link>
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            onClick={onExport}
            disabled={loading || exporting || empty}
            aria-busy={exporting || undefined}
          >
            <Download aria-hidden="true" />
            {t('common.actions.export')}
          </Button>
        </div>
      </CardHeader>

      {/* One column on a phone, two from a tablet; the dates are typed dd-mm-yyyy (docs/screens.md#filters). */}
      <div
        role="group"
        aria-label={t('ledger.entries.filters.label')}
        className="grid grid-cols-1 gap-3 px-4 pb-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-[minmax(0,18rem)_auto_auto_auto] lg:items-end lg:justify-start"
      >
        <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={filterId}>{t('ledger.entries.partyFilter')}</Label>
          <PartyPicker
            id={filterId}
            value={filters.partyId ?? ''}
            onValueChange={(value) => onFilterChange('partyId', value || undefined)}
            allLabel={t('ledger.entries.allParties')}
          />
        </div>
        <DateRangeFilter
          layout="stacked"
          idPrefix={rangeId}
          start={filters.startDate}
          end={filters.endDate}
          onStartChange={(value) => onFilterChange('startDate', value)}
          onEndChange={(value) => onFilterChange('endDate', value)}
          fromLabel={t('ledger.entries.filters.from')}
          toLabel={t('ledger.entries.filters.to')}
          cellClassName="min-w-0"
        />
        <Button
          type="button"
          variant="ghost"
          className="justify-self-start sm:col-span-2 lg:col-span-1"
          onClick={onClearFilters}
          disabled={!anyFilter}
        >
          <X aria-hidden="true" />
          {t('ledger.entries.filters.clear')}
        </Button>
      </div>

      <div className="px-4 pb-4 sm:px-6 sm:pb-6" aria-busy={loading || undefined}>
        {loading ? (
          <RowsSkeleton rows={4} />
        ) : failed ? (
          <EmptyState title={t('ledger.errors.fetchEntries')} />
        ) : pageRows.length === 0 ? (
          <EmptyState title={t('ledger.entries.empty')} />
        ) : (
          <>
            <Table
              containerClassName="hidden rounded-md border border-border sm:block"
              regionLabel={t('ledger.entries.title')}
              // Cells a little narrower than elsewhere, so that the balance fits a 1280 px desktop's card.
              className="[&_td]:px-2 [&_th]:px-2"
            >
              <TableHeader>
                <TableRow>
                  <TableHead>{t('ledger.entries.columns.date')}</TableHead>
                  <TableHead>{t('ledger.entries.columns.party')}</TableHead>
                  <TableHead className="whitespace-normal">
                    {t('ledger.entries.columns.transactionType')}
                  </TableHead>
                  <TableHead>{t('ledger.entries.columns.description')}</TableHead>
                  <TableHead className="text-right">{t('ledger.entries.columns.debit')}</TableHead>
                  <TableHead className="text-right">{t('ledger.entries.columns.credit')}</TableHead>
                  <TableHead className="text-right">{t('ledger.entries.columns.balance')}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {pageRows.map((entry) => {
                  const party = partiesById.get(entry.partyId);
                  return (
                    <TableRow key={entry.id}>
                      <TableCell className="whitespace-nowrap">{formatDate(entry.transactionDate)}</TableCell>
                      <TableCell className="min-w-36">
                        <p className="font-medium wrap-anywhere">
                          {party?.name ?? t('common.fallback.unknownParty')}
                        </p>
                        {party && (
                          <p className="text-xs text-muted-foreground">
                            {t(`common.partyTypes.${party.type}`)}
                          </p>
                        )}
                      </TableCell>
                      <TableCell>
                        <Badge variant={TYPE_TONES[entry.transactionType]}>
                          {t(`ledger.transactionTypes.${entry.transactionType}`)}
                        </Badge>
                      </TableCell>
                      <TableCell className="min-w-40 text-muted-foreground wrap-anywhere">
                        {entry.description}
                        <ReversalMark entry={entry} />
                      </TableCell>
                      <AmountCell value={entry.debit} />
                      <AmountCell value={entry.credit} />
                      <BalanceCell balance={entry.balance} />
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            {/* On a phone each entry is a card: party, type and date, the amount with its side, the balance. */}
            <CardList label={t('ledger.entries.title')}>
              {pageRows.map((entry) => {
                const party = partiesById.get(entry.partyId);
                const debit = !isZero(entry.debit);
                return (
                  <CardListItem key={entry.id} data-testid="ledger-card">
                    <CardHead
                      title={party?.name ?? t('common.fallback.unknownParty')}
                      meta={
                        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                          <Badge variant={TYPE_TONES[entry.transactionType]}>
                            {t(`ledger.transactionTypes.${entry.transactionType}`)}
                          </Badge>
                          <span className="whitespace-nowrap">{formatDate(entry.transactionDate)}</span>
                        </span>
                      }
                      figure={formatINR(debit ? entry.debit : entry.credit)}
                      figureLabel={
                        debit ? t('ledger.entries.columns.debit') : t('ledger.entries.columns.credit')
                      }
                    />
                    <p className="mt-1 text-sm text-muted-foreground wrap-anywhere">
                      {entry.description}
                      <ReversalMark entry={entry} />
                    </p>
                    <CardFigures
                      items={[
                        {
                          label: t('ledger.entries.columns.balance'),
                          value: <BalanceFigure balance={entry.balance} />,
                          className: cn('font-semibold', balanceTone(entry.balance)),
                        },
                      ]}
                    />
                  </CardListItem>
                );
              })}
            </CardList>
            {pagination && <Pagination {...pagination} label={t('ledger.entries.pages')} />}
          </>
        )}
      </div>
    </Card>
  );
}

/** A zero on the unused side of an entry reads as '-', as in a printed ledger. */
function AmountCell({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <TableCell className="whitespace-nowrap text-right tabular-nums">
      {isZero(value) ? (
        <span className="text-muted-foreground">{t('common.fallback.dash')}</span>
      ) : (
        formatINR(value)
      )}
    </TableCell>
  );
}

/** Dr (receivable) green, Cr (payable) red, nothing muted. */
function balanceTone(balance: string) {
  if (isZero(balance)) return 'text-muted-foreground';
  return isReceivable(balance) ? 'text-green-700' : 'text-red-700';
}

/** The running balance as an amount with its side: Dr (receivable) or Cr (payable). */
function BalanceFigure({ balance }: { balance: string }) {
  const { t } = useTranslation();
  const receivable = isReceivable(balance);
  return (
    <>
      {formatINR(absolute(balance))}
      {!isZero(balance) && (
        <>
          {/* Dr/Cr for the eye (as in a printed ledger), the full word for screen readers. */}
          <span className="ml-1 text-xs font-medium" aria-hidden="true">
            {receivable ? t('ledger.balanceSide.dr') : t('ledger.balanceSide.cr')}
          </span>
          <span className="sr-only">
            {' '}
            {receivable ? t('ledger.balanceType.receivable') : t('ledger.balanceType.payable')}
          </span>
        </>
      )}
    </>
  );
}

function BalanceCell({ balance }: { balance: string }) {
  return (
    <TableCell
      className={cn('whitespace-nowrap text-right font-semibold tabular-nums', balanceTone(balance))}
    >
      <BalanceFigure balance={balance} />
    </TableCell>
  );
}
