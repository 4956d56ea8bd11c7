import type { RecordStatus } from '@common/schemas/corrections';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { struck } from '@/components/record-status';
import { formatINR } from '@/lib/format';

interface BillAmountsProps {
  bill: { status: RecordStatus; totalAmount: string; paidAmount: string; outstanding: string };
  /** Test ids of the total, the amount paid and the amount still due, as the screen names them. */
  testIds: { total: string; paid: string; outstanding: string };
  /** Beneath the figures: the way to settle what is due ("Record payment"). */
  children?: ReactNode;
}

/**
 * A bill's Total Amount cell: the total, and beneath it, smaller, what has been paid and what is still due.
 * Three money columns side by side did not fit a 1280 px laptop's card beside the rest of the row
 * (docs/screens.md#tables-fit-the-screen). A cancelled bill shows its total only, struck through: it is owed nothing.
 */
export function BillAmounts({ bill, testIds, children }: BillAmountsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-end gap-0.5 tabular-nums">
      <span className={struck(bill, 'whitespace-nowrap font-medium')} data-testid={testIds.total}>
        {formatINR(bill.totalAmount)}
      </span>
      {bill.status === 'active' && (
        <>
          <span className="whitespace-nowrap text-xs text-muted-foreground">
            <span data-testid={testIds.paid}>{formatINR(bill.paidAmount)}</span> {t('billPayments.paidAfter')}
          </span>
          <span className="whitespace-nowrap text-xs font-medium">
            <span data-testid={testIds.outstanding}>{formatINR(bill.outstanding)}</span>{' '}
            {t('billPayments.dueAfter')}
          </span>
        </>
      )}
      {children}
    </div>
  );
}
