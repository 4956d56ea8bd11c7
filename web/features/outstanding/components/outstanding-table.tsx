import { ageBuckets } from '@common/schemas/choices';
import type { PartyType } from '@common/schemas/parties';
import type { OutstandingRow } from '@common/schemas/reports';
import { compare, isZero } from '@common/decimal';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useApplyOnAccount } from '@/lib/on-account';
import { Link } from '@/lib/router';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate, formatINR } from '@/lib/format';
import { statementPath } from '../outstanding-view';

function Amount({ value, className }: { value: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <TableCell className={cn('whitespace-nowrap text-right tabular-nums', className)}>
      {isZero(value) ? (
        <span className="text-muted-foreground">{t('common.fallback.dash')}</span>
      ) : (
        formatINR(value)
      )}
    </TableCell>
  );
}

/** Net below 0 (an advance larger than the bills) reads red. */
const netTone = (net: string) => (compare(net, '0') < 0 ? 'text-red-700' : undefined);

/**
 * Applies a party's money on account to its oldest open bills (docs/screens.md#money-on-account): offered
 * where the row has both an advance and something outstanding, on today's report only (a past date's
 * figures are history; applying changes today's bills).
 */
function ApplyOnAccount({ row, side, className }: { row: OutstandingRow; side: Side; className?: string }) {
  const { t } = useTranslation();
  const apply = useApplyOnAccount();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className={cn('h-8 px-2 text-xs', className)}
      disabled={apply.isPending}
      aria-label={t('onAccount.applyFor', { amount: formatINR(row.unallocated), name: row.partyName })}
      data-testid="apply-on-account"
      onClick={() =>
        apply.mutate({ partyId: row.partyId, direction: side === 'receivable' ? 'received' : 'paid' })
      }
    >
      {apply.isPending ? t('onAccount.applying') : t('onAccount.applyShort')}
    </Button>
  );
}

type Side = 'receivable' | 'payable';

/**
 * One page of the report: a table from the laptop width up, and below it a card per party whose name,
 * outstanding, buckets, advance and net stay whole on a 390 px phone without sideways scrolling.
 * Each party's name opens its statement up to the report's date.
 */
export function OutstandingTable({
  rows,
  asOf,
  side,
  today,
}: {
  rows: readonly OutstandingRow[];
  asOf: string;
  side: Side;
  today: string;
}) {
  const { t } = useTranslation();
  const canApply = (r: OutstandingRow) =>
    asOf === today && compare(r.unallocated, '0') > 0 && compare(r.outstanding, '0') > 0;
  const bucketLabel = (b: (typeof ageBuckets)[number]) => t(`outstanding.buckets.${b}`);
  const partyLink = (r: OutstandingRow) => (
    <Link
      to={statementPath(r.partyId, asOf)}
      className="font-medium text-primary underline-offset-4 hover:underline focus-visible:underline"
      aria-label={t('outstanding.table.statementOf', { name: r.partyName })}
    >
      {r.partyName}
    </Link>
  );
  const typeLabel = (r: OutstandingRow) => t(`common.partyTypes.${r.partyType as PartyType}`);
  return (
    <>
      <div className="hidden lg:block">
        {/* Nine columns: cells a little narrower than elsewhere, so that a balance in crores fits a 1280 px
            laptop's card (docs/screens.md#tables-fit-the-screen). */}
        <Table regionLabel={t('outstanding.table.region')} className="[&_td]:px-2 [&_th]:px-2">
          <TableHeader>
            <TableRow>
              <TableHead>{t('outstanding.table.party')}</TableHead>
              {ageBuckets.map((b) => (
                <TableHead key={b} className="text-right">
                  {bucketLabel(b)}
                </TableHead>
              ))}
              <TableHead className="text-right">{t('outstanding.table.outstanding')}</TableHead>
              <TableHead className="text-right">{t('outstanding.table.advance')}</TableHead>
              <TableHead className="text-right">{t('outstanding.table.net')}</TableHead>
              <TableHead>{t('outstanding.table.oldest')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.partyId} data-testid="outstanding-row">
                <TableCell className="min-w-40">
                  {partyLink(r)}
                  <div className="text-xs text-muted-foreground">{typeLabel(r)}</div>
                </TableCell>
                {ageBuckets.map((b) => (
                  <Amount key={b} value={r.buckets[b]} />
                ))}
                <Amount value={r.outstanding} className="font-semibold" />
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {isZero(r.unallocated) ? (
                    <span className="text-muted-foreground">{t('common.fallback.dash')}</span>
                  ) : (
                    formatINR(r.unallocated)
                  )}
                  {canApply(r) && <ApplyOnAccount row={r} side={side} className="ml-2" />}
                </TableCell>
                <Amount value={r.net} className={cn('font-semibold', netTone(r.net))} />
                <TableCell className="whitespace-nowrap">
                  {r.oldestBillDate ? formatDate(r.oldestBillDate) : t('common.fallback.dash')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="space-y-2 lg:hidden" aria-label={t('outstanding.table.list')}>
        {rows.map((r) => (
          <li key={r.partyId} className="rounded-md border border-border p-3" data-testid="outstanding-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0 wrap-anywhere">
                {partyLink(r)}
                <p className="text-xs text-muted-foreground">
                  {typeLabel(r)}
                  {r.oldestBillDate && (
                    <>
                      {' · '}
                      {t('outstanding.table.oldest')} {formatDate(r.oldestBillDate)}
                    </>
                  )}
                </p>
              </div>
              <p className="shrink-0 text-right font-semibold tabular-nums">{formatINR(r.outstanding)}</p>
            </div>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              {ageBuckets.map((b) => (
                <div key={b} className="flex justify-between gap-2">
                  <dt className="text-muted-foreground">{bucketLabel(b)}</dt>
                  <dd className="tabular-nums">{formatINR(r.buckets[b])}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{t('outstanding.table.advance')}</dt>
                <dd className="tabular-nums">{formatINR(r.unallocated)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">{t('outstanding.table.net')}</dt>
                <dd className={cn('font-semibold tabular-nums', netTone(r.net))}>{formatINR(r.net)}</dd>
              </div>
            </dl>
            {canApply(r) && (
              <div className="mt-2 flex items-center justify-between gap-2 text-xs">
                <span>
                  {t('onAccount.applyFor', { amount: formatINR(r.unallocated), name: r.partyName })}
                </span>
                <ApplyOnAccount row={r} side={side} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
