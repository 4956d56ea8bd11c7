import { compare } from '@common/decimal';
import type { Crop } from '@common/schemas/crops';
import type { Party } from '@common/schemas/parties';
import type { PaymentStatus, Sale } from '@common/schemas/sales';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BillAmounts } from '@/components/bill-amounts';
import { RecordActions } from '@/components/record-actions';
import { CorrectionNote, struck } from '@/components/record-status';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatINR, formatQuantity } from '@/lib/format';

/** A sale with its party and crop looked up, for a row or a card. */
export interface SaleRow {
  sale: Sale;
  party: Party | undefined;
  crop: Crop | undefined;
}

/** Paid green, partial amber, anything else red (docs/screens.md#sales). */
function statusVariant(status: PaymentStatus): BadgeVariant {
  if (status === 'paid') return 'green';
  if (status === 'partial') return 'amber';
  return 'red';
}

// A cancelled sale is settled by nothing (its allocations were released): no payment is offered on it.
const isOpen = (sale: Sale) => sale.status === 'active' && compare(sale.outstanding, '0') > 0;

interface SalesTableProps {
  /** One page, as the server sent it. */
  rows: readonly SaleRow[];
  /** "Record payment" on a sale with something outstanding (docs/screens.md#sales). */
  onRecordPayment: (row: SaleRow) => void;
  /** Correct and Cancel on an active sale (docs/screens.md#cancel-and-correct). */
  onCorrect: (id: number) => void;
  onCancel: (id: number) => void;
}

/**
 * One page of sales: a table from the small-tablet width up, and below it a card per sale whose party,
 * total, paid, outstanding and "Record payment" are whole on a 390 px phone, with no sideways scrolling.
 */
export function SalesTable({ rows, onRecordPayment, onCorrect, onCancel }: SalesTableProps) {
  const { t } = useTranslation();
  const partyName = (row: SaleRow) => row.party?.name ?? t('common.fallback.unknownParty');
  // In the table without its icon, so that the outstanding column stays narrow enough for a desktop card.
  const recordButton = (row: SaleRow, withIcon: boolean) => (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="h-8 px-2.5 text-xs"
      onClick={() => onRecordPayment(row)}
    >
      {withIcon && <HandCoins aria-hidden="true" />}
      {t('billPayments.recordPayment')}
    </Button>
  );
  return (
    <>
      <div className="hidden sm:block">
        {/* Nine columns, paid and due under the total, the actions two by two: the row fits a 1280 px laptop's
            card with the longest names (docs/screens.md#tables-fit-the-screen). */}
        <Table regionLabel={t('sales.table.region')} className="[&_td]:px-2 [&_th]:px-2">
          <TableHeader>
            <TableRow>
              <TableHead>{t('sales.table.date')}</TableHead>
              <TableHead>{t('sales.table.party')}</TableHead>
              <TableHead>{t('sales.table.crop')}</TableHead>
              <TableHead className="text-right">{t('sales.table.quantity')}</TableHead>
              <TableHead className="text-right">{t('sales.table.rate')}</TableHead>
              {/* Two-word headers may wrap, so that the row fits a laptop's card. */}
              <TableHead className="whitespace-normal text-right">{t('sales.table.totalAmount')}</TableHead>
              <TableHead className="whitespace-normal">{t('sales.table.paymentStatus')}</TableHead>
              <TableHead className="whitespace-normal">{t('sales.table.qualityGrade')}</TableHead>
              {/* Named for screen readers only: its icon buttons say what they do. */}
              <TableHead>
                <span className="sr-only">{t('corrections.actions.header')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => {
              const { sale, party, crop } = row;
              return (
                <TableRow key={sale.id} data-testid="sale-row" data-status={sale.status}>
                  <TableCell className={struck(sale, 'whitespace-nowrap')}>
                    {formatDate(sale.saleDate)}
                  </TableCell>
                  <TableCell className="min-w-36">
                    <div className={struck(sale, 'font-medium wrap-anywhere')}>
                      {party?.name ?? t('common.fallback.unknownParty')}
                    </div>
                    {party && (
                      <div className="text-xs text-muted-foreground">
                        {t(`common.partyTypes.${party.type}`)}
                      </div>
                    )}
                    <CorrectionNote record={sale} />
                  </TableCell>
                  <TableCell className={struck(sale, 'min-w-20 wrap-anywhere')}>
                    {crop?.name ?? t('common.fallback.unknownCrop')}
                  </TableCell>
                  {/* The figure stays whole; its unit may go to the next line. */}
                  <TableCell className={struck(sale, 'text-right tabular-nums')}>
                    <span className="whitespace-nowrap">{formatQuantity(sale.quantity)}</span>{' '}
                    {t(`common.units.${crop?.unit ?? 'quintal'}`)}
                  </TableCell>
                  <TableCell className={struck(sale, 'whitespace-nowrap text-right tabular-nums')}>
                    {formatINR(sale.rate)}
                  </TableCell>
                  {/* The total, what is paid and due, and beneath them the way to settle it. */}
                  <TableCell className="text-right">
                    <BillAmounts
                      bill={sale}
                      testIds={{
                        total: 'sale-row-total',
                        paid: 'sale-paid',
                        outstanding: 'sale-outstanding',
                      }}
                    >
                      {isOpen(sale) && <div className="mt-1">{recordButton(row, false)}</div>}
                    </BillAmounts>
                  </TableCell>
                  {/* A cancelled sale is owed nothing: its payment status would mislead. */}
                  <TableCell>
                    {sale.status === 'active' && (
                      <Badge variant={statusVariant(sale.paymentStatus)}>
                        {t(`common.paymentStatus.${sale.paymentStatus}`)}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>{sale.qualityGrade ?? t('common.fallback.notApplicable')}</TableCell>
                  <TableCell>
                    <RecordActions
                      entity="sale"
                      record={sale}
                      onCorrect={onCorrect}
                      onCancel={onCancel}
                      className="grid grid-cols-[repeat(2,auto)]"
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>

      <ul className="space-y-2 sm:hidden" aria-label={t('sales.table.list')}>
        {rows.map((row) => {
          const { sale, crop } = row;
          return (
            <li
              key={sale.id}
              className="rounded-md border border-border p-3"
              data-testid="sale-card"
              data-status={sale.status}
            >
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className={struck(sale, 'font-medium wrap-anywhere')}>{partyName(row)}</p>
                  <p className="text-xs text-muted-foreground">
                    {crop?.name ?? t('common.fallback.unknownCrop')} ·{' '}
                    <span className="whitespace-nowrap">{formatDate(sale.saleDate)}</span>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={struck(sale, 'font-semibold tabular-nums')}>{formatINR(sale.totalAmount)}</p>
                  {sale.status === 'active' && (
                    <Badge variant={statusVariant(sale.paymentStatus)}>
                      {t(`common.paymentStatus.${sale.paymentStatus}`)}
                    </Badge>
                  )}
                </div>
              </div>
              <p className={struck(sale, 'mt-1 text-xs text-muted-foreground tabular-nums')}>
                {formatQuantity(sale.quantity)} {t(`common.units.${crop?.unit ?? 'quintal'}`)} ×{' '}
                {formatINR(sale.rate)}
                {sale.qualityGrade ? ` · ${t('sales.table.grade', { grade: sale.qualityGrade })}` : ''}
              </p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className={struck(sale, 'flex flex-wrap gap-x-3 tabular-nums')}>
                  <span>{t('billPayments.paidOf', { amount: formatINR(sale.paidAmount) })}</span>
                  <span className="font-medium">
                    {t('billPayments.outstandingOf', { amount: formatINR(sale.outstanding) })}
                  </span>
                </span>
                {isOpen(sale) && recordButton(row, true)}
              </div>
              <div className="mt-2 flex flex-wrap items-end justify-between gap-2 border-t border-border pt-2">
                <CorrectionNote record={sale} className="mt-0" />
                <RecordActions
                  entity="sale"
                  record={sale}
                  onCorrect={onCorrect}
                  onCancel={onCancel}
                  className="ml-auto"
                />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
