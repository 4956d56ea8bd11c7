import type { Crop } from '@common/schemas/crops';
import type { Party } from '@common/schemas/parties';
import type { Purchase } from '@common/schemas/purchases';
import { useTranslation } from 'react-i18next';
import { BillAmounts } from '@/components/bill-amounts';
import { RecordActions } from '@/components/record-actions';
import { CorrectionNote, struck } from '@/components/record-status';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatINR, formatQuantity } from '@/lib/format';
import { statusVariant } from './recent-purchases';

interface PurchasesTableProps {
  purchases: readonly Purchase[];
  /** The farmers of these purchases, by id. */
  parties: ReadonlyMap<number, Party>;
  crops: readonly Crop[];
  onCorrect: (id: number) => void;
  onCancel: (id: number) => void;
}

/**
 * One page of All purchases: a table from the small-tablet width up, and below it a card per purchase whose
 * farmer, total and actions are whole on a 390 px phone. Cancelled ones are struck through, with the reason.
 */
export function PurchasesTable({ purchases, parties, crops, onCorrect, onCancel }: PurchasesTableProps) {
  const { t } = useTranslation();
  const cropById = new Map(crops.map((c) => [c.id, c]));
  const farmerName = (p: Purchase) => parties.get(p.partyId)?.name ?? t('common.fallback.unknownFarmer');
  const crop = (p: Purchase) => cropById.get(p.cropId);
  const quantity = (p: Purchase) =>
    `${formatQuantity(p.quantity)} ${t(`common.units.${crop(p)?.unit ?? 'quintal'}`)}`;
  const actions = (p: Purchase, className?: string) => (
    <RecordActions
      entity="purchase"
      record={p}
      onCorrect={onCorrect}
      onCancel={onCancel}
      className={className}
    />
  );
  const paymentBadge = (p: Purchase) =>
    p.status === 'active' ? (
      <Badge variant={statusVariant(p.paymentStatus)}>{t(`common.paymentStatus.${p.paymentStatus}`)}</Badge>
    ) : null;
  return (
    <>
      <div className="hidden sm:block">
        {/* As on Sales: paid and due under the total, the actions two by two, so that the row fits a 1280 px
            laptop's card with the longest names (docs/screens.md#tables-fit-the-screen). */}
        <Table regionLabel={t('purchases.all.region')} className="[&_td]:px-2 [&_th]:px-2">
          <TableHeader>
            <TableRow>
              <TableHead>{t('purchases.all.date')}</TableHead>
              <TableHead>{t('purchases.all.farmer')}</TableHead>
              <TableHead>{t('purchases.all.crop')}</TableHead>
              <TableHead className="text-right">{t('purchases.all.quantity')}</TableHead>
              <TableHead className="text-right">{t('purchases.all.rate')}</TableHead>
              <TableHead className="whitespace-normal text-right">{t('purchases.all.totalAmount')}</TableHead>
              <TableHead className="whitespace-normal">{t('purchases.all.paymentStatus')}</TableHead>
              {/* Named for screen readers only: its icon buttons say what they do (as on the Sales screen). */}
              <TableHead>
                <span className="sr-only">{t('corrections.actions.header')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {purchases.map((p) => (
              <TableRow key={p.id} data-testid="purchase-row" data-status={p.status}>
                <TableCell className={struck(p, 'whitespace-nowrap')}>{formatDate(p.purchaseDate)}</TableCell>
                <TableCell className="min-w-40">
                  <div className={struck(p, 'font-medium wrap-anywhere')}>{farmerName(p)}</div>
                  <CorrectionNote record={p} />
                </TableCell>
                <TableCell className={struck(p, 'min-w-20 wrap-anywhere')}>
                  {crop(p)?.name ?? t('common.fallback.unknownCrop')}
                  {p.qualityGrade && (
                    <div className="text-xs text-muted-foreground">
                      {t('purchases.recent.grade', { grade: p.qualityGrade })}
                    </div>
                  )}
                </TableCell>
                {/* The figure stays whole; its unit may go to the next line. */}
                <TableCell className={struck(p, 'text-right tabular-nums')}>
                  <span className="whitespace-nowrap">{formatQuantity(p.quantity)}</span>{' '}
                  {t(`common.units.${crop(p)?.unit ?? 'quintal'}`)}
                </TableCell>
                <TableCell className={struck(p, 'whitespace-nowrap text-right tabular-nums')}>
                  {formatINR(p.rate)}
                </TableCell>
                <TableCell className="text-right">
                  <BillAmounts
                    bill={p}
                    testIds={{
                      total: 'purchase-total',
                      paid: 'purchase-paid',
                      outstanding: 'purchase-outstanding',
                    }}
                  />
                </TableCell>
                <TableCell>{paymentBadge(p)}</TableCell>
                <TableCell>{actions(p, 'grid grid-cols-[repeat(2,auto)]')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="space-y-2 sm:hidden" aria-label={t('purchases.all.list')}>
        {purchases.map((p) => (
          <li
            key={p.id}
            className="rounded-md border border-border p-3"
            data-testid="purchase-card"
            data-status={p.status}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className={struck(p, 'font-medium wrap-anywhere')}>{farmerName(p)}</p>
                <p className={struck(p, 'text-xs text-muted-foreground')}>
                  {crop(p)?.name ?? t('common.fallback.unknownCrop')} ·{' '}
                  <span className="whitespace-nowrap">{formatDate(p.purchaseDate)}</span>
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className={struck(p, 'font-semibold tabular-nums')}>{formatINR(p.totalAmount)}</p>
                {paymentBadge(p)}
              </div>
            </div>
            <p className={struck(p, 'mt-1 text-xs text-muted-foreground tabular-nums')}>
              {quantity(p)} × {formatINR(p.rate)}
              {p.qualityGrade ? ` · ${t('purchases.recent.grade', { grade: p.qualityGrade })}` : ''}
            </p>
            <div className="mt-2 flex flex-wrap items-end justify-between gap-2 border-t border-border pt-2">
              <div className="min-w-0 text-sm">
                {p.status === 'active' && (
                  <span className="tabular-nums">
                    {t('billPayments.outstandingOf', { amount: formatINR(p.outstanding) })}
                  </span>
                )}
                <CorrectionNote record={p} />
              </div>
              {actions(p, 'ml-auto')}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
