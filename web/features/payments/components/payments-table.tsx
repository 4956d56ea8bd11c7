import { compare } from '@common/decimal';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecordActions } from '@/components/record-actions';
import { CorrectionNote, struck } from '@/components/record-status';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatINR } from '@/lib/format';
import type { Payment } from '@common/schemas/payments';
import type { PaymentRow } from '../payment-rows';
import { accountName } from '@/lib/account-name';

/** Money in green with an arrow in, money out amber with an arrow out; the word says it too. */
function DirectionBadge({ direction }: { direction: Payment['direction'] }) {
  const { t } = useTranslation();
  const Icon = direction === 'received' ? ArrowDownLeft : ArrowUpRight;
  return (
    <Badge variant={direction === 'received' ? 'green' : 'amber'}>
      <Icon aria-hidden="true" />
      {t(`payments.directions.${direction}`)}
    </Badge>
  );
}

/**
 * One page of payments: a table from the small-tablet width up, and below it a card per payment whose
 * date, party, direction and amount are always whole on a 390 px phone, with no sideways scrolling.
 */
interface PaymentsTableProps {
  rows: readonly PaymentRow[];
  /** Correct and Cancel on an active payment (docs/screens.md#cancel-and-correct). */
  onCorrect: (id: number) => void;
  onCancel: (id: number) => void;
}

export function PaymentsTable({ rows, onCorrect, onCancel }: PaymentsTableProps) {
  const { t } = useTranslation();
  const partyName = (row: PaymentRow) => row.party?.name ?? t('common.fallback.unknownParty');
  const accountOf = (row: PaymentRow) =>
    row.account ? accountName(row.account.name, t) : t('payments.unknownAccount');
  const hasAdvance = (p: Payment) => p.status === 'active' && compare(p.unallocated, '0') > 0;
  const actions = (p: Payment, className?: string) => (
    <RecordActions
      entity="payment"
      record={p}
      onCorrect={onCorrect}
      onCancel={onCancel}
      className={className}
    />
  );
  return (
    <>
      <div className="hidden sm:block">
        {/* Nine columns: cells a little narrower than elsewhere (as on Sales), so that a long name has room to wrap by words. */}
        <Table regionLabel={t('payments.table.region')} className="[&_td]:px-2 [&_th]:px-2">
          <TableHeader>
            <TableRow>
              <TableHead>{t('payments.table.date')}</TableHead>
              <TableHead>{t('payments.table.party')}</TableHead>
              <TableHead>{t('payments.table.direction')}</TableHead>
              {/* The mode over the account: one column, so that the row fits a 1280 px laptop's card
                  (docs/screens.md#tables-fit-the-screen). */}
              <TableHead className="whitespace-normal">
                {t('payments.table.mode')} · {t('payments.table.account')}
              </TableHead>
              <TableHead>{t('payments.table.reference')}</TableHead>
              <TableHead className="text-right">{t('payments.table.amount')}</TableHead>
              {/* "On account" may take two lines: the column holds a short figure or a dash. */}
              <TableHead className="whitespace-normal text-right">
                {t('payments.table.unallocated')}
              </TableHead>
              {/* Named for screen readers only: its icon buttons say what they do (as on the Sales screen). */}
              <TableHead>
                <span className="sr-only">{t('corrections.actions.header')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.payment.id} data-testid="payment-row" data-status={row.payment.status}>
                <TableCell className={struck(row.payment, 'whitespace-nowrap')}>
                  {formatDate(row.payment.paymentDate)}
                </TableCell>
                {/* Wide enough to wrap a long name by its words: breaking anywhere let the table squeeze it to a
                    few letters a line. */}
                <TableCell className="min-w-36">
                  <div className={struck(row.payment, 'font-medium break-words')}>{partyName(row)}</div>
                  {row.party && (
                    <div className="text-xs text-muted-foreground">
                      {t(`common.partyTypes.${row.party.type}`)}
                    </div>
                  )}
                  <CorrectionNote record={row.payment} />
                </TableCell>
                <TableCell>
                  <DirectionBadge direction={row.payment.direction} />
                </TableCell>
                <TableCell className="min-w-24 wrap-anywhere">
                  <div className="whitespace-nowrap font-medium">
                    {t(`payments.modes.${row.payment.mode}`)}
                  </div>
                  <div className="text-xs text-muted-foreground">{accountOf(row)}</div>
                </TableCell>
                {/* A long reference (a UTR, a cheque's bank and number) breaks anywhere rather than widen the row. */}
                <TableCell className="min-w-20 max-w-48 wrap-anywhere">
                  {row.payment.reference ?? t('common.fallback.dash')}
                </TableCell>
                <TableCell
                  className={struck(row.payment, 'whitespace-nowrap text-right font-medium tabular-nums')}
                >
                  {formatINR(row.payment.amount)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  {hasAdvance(row.payment) ? formatINR(row.payment.unallocated) : t('common.fallback.dash')}
                </TableCell>
                <TableCell>{actions(row.payment, 'grid grid-cols-[repeat(2,auto)]')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="space-y-2 sm:hidden" aria-label={t('payments.table.list')}>
        {rows.map((row) => (
          <li
            key={row.payment.id}
            className="rounded-md border border-border p-3"
            data-testid="payment-card"
            data-status={row.payment.status}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className={struck(row.payment, 'font-medium wrap-anywhere')}>{partyName(row)}</p>
                <p className="text-xs text-muted-foreground">{formatDate(row.payment.paymentDate)}</p>
              </div>
              <p className={struck(row.payment, 'shrink-0 text-right font-semibold tabular-nums')}>
                {formatINR(row.payment.amount)}
              </p>
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              <DirectionBadge direction={row.payment.direction} />
              <span>{t(`payments.modes.${row.payment.mode}`)}</span>
              <span className="wrap-anywhere">{accountOf(row)}</span>
              {row.payment.reference && <span className="wrap-anywhere">{row.payment.reference}</span>}
              {hasAdvance(row.payment) && (
                <span>{t('payments.table.advance', { amount: formatINR(row.payment.unallocated) })}</span>
              )}
            </div>
            <div className="mt-2 flex flex-wrap items-end justify-between gap-2 border-t border-border pt-2">
              <CorrectionNote record={row.payment} className="mt-0" />
              {actions(row.payment, 'ml-auto')}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
