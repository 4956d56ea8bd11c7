import { compare } from '@common/decimal';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDate, formatINR } from '@/lib/format';
import type { PaymentDirection } from '@common/schemas/payments';
import type { AllocationCheck, OpenBill } from '../open-bills';

interface OpenBillsTableProps {
  direction: PaymentDirection;
  /** undefined until a party is chosen. */
  bills: readonly OpenBill[] | undefined;
  loading: boolean;
  /** The bills could not be read. */
  failed: boolean;
  allocations: Readonly<Record<string, string>>;
  check: AllocationCheck;
  onAllocationChange: (key: string, value: string) => void;
}

export const allocationInputId = (key: string) => `allocation-${key}`;

/** The party's open bills with an allocation each, and what stays unallocated (docs/money.md#allocation-which-bills-a-payment-settles). */
export function OpenBillsTable({
  direction,
  bills,
  loading,
  failed,
  allocations,
  check,
  onAllocationChange,
}: OpenBillsTableProps) {
  const { t } = useTranslation();
  const billName = (bill: OpenBill) =>
    bill.kind === 'opening'
      ? t('payments.bills.opening')
      : bill.kind === 'sale'
        ? t('payments.bills.sale', { id: String(bill.id) })
        : t('payments.bills.purchase', { id: String(bill.id) });
  const over = compare(check.unallocated, '0') < 0;

  let body;
  if (!bills) {
    body = <p className="text-sm text-muted-foreground">{t('payments.bills.choosePartyFirst')}</p>;
  } else if (failed) {
    body = (
      <p className="text-sm font-medium text-destructive" role="alert">
        {t('payments.bills.failed')}
      </p>
    );
  } else if (loading) {
    body = (
      <p className="text-sm text-muted-foreground" role="status">
        {t('payments.bills.loading')}
      </p>
    );
  } else if (bills.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('payments.bills.none')}</p>;
  } else {
    body = (
      <Table regionLabel={t('payments.bills.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('payments.bills.bill')}</TableHead>
            <TableHead className="hidden text-right sm:table-cell">
              {t('payments.bills.billAmount')}
            </TableHead>
            <TableHead className="hidden text-right sm:table-cell">
              {t('payments.bills.outstanding')}
            </TableHead>
            <TableHead className="text-right">{t('payments.bills.allocate')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {bills.map((bill) => {
            const id = allocationInputId(bill.key);
            const invalid = check.invalid.includes(bill.key);
            return (
              <TableRow key={bill.key} data-testid={`bill-${bill.key}`}>
                <TableCell>
                  <div className="font-medium">{billName(bill)}</div>
                  <div className="whitespace-nowrap text-xs text-muted-foreground">
                    {formatDate(bill.date)}
                  </div>
                  {/* On a phone the outstanding sits under the bill, so the allocation keeps its width. */}
                  <div className="whitespace-nowrap text-xs tabular-nums sm:hidden">
                    {t('payments.bills.outstandingOf', { amount: formatINR(bill.outstanding) })}
                  </div>
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-right tabular-nums sm:table-cell">
                  {formatINR(bill.amount)}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap text-right tabular-nums sm:table-cell">
                  {formatINR(bill.outstanding)}
                </TableCell>
                <TableCell className="text-right">
                  <DecimalInput
                    id={id}
                    step="0.01"
                    className="ml-auto w-28 text-right tabular-nums sm:w-36"
                    aria-label={t('payments.bills.allocateTo', {
                      bill: billName(bill),
                      date: formatDate(bill.date),
                    })}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? `${id}-error` : undefined}
                    value={allocations[bill.key] ?? ''}
                    onChange={(e) => onAllocationChange(bill.key, e.target.value)}
                  />
                  {invalid && (
                    <p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-destructive">
                      {t('payments.bills.overOutstanding', { outstanding: formatINR(bill.outstanding) })}
                    </p>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell className="sm:hidden">{t('payments.bills.allocated')}</TableCell>
            <TableCell colSpan={3} className="hidden sm:table-cell">
              {t('payments.bills.allocated')}
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums" data-testid="allocated-total">
              {formatINR(check.allocated)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    );
  }

  return (
    <section aria-labelledby="open-bills-title" className="space-y-3" data-testid="open-bills">
      <div>
        <h3 id="open-bills-title" className="text-base font-semibold">
          {t('payments.bills.title')}
        </h3>
        {bills && bills.length > 0 && (
          <p className="text-sm text-muted-foreground">
            {direction === 'received' ? t('payments.bills.receivedHint') : t('payments.bills.paidHint')}
          </p>
        )}
      </div>
      {body}
      <div
        className="flex items-center justify-between gap-3 rounded-md bg-muted/60 px-3 py-2"
        aria-live="polite"
      >
        <span className="text-sm font-medium">{t('payments.bills.unallocated')}</span>
        <span
          className={over ? 'font-semibold tabular-nums text-destructive' : 'font-semibold tabular-nums'}
          data-testid="unallocated"
        >
          {formatINR(check.unallocated)}
        </span>
      </div>
      {over && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {t('payments.form.overAllocated')}
        </p>
      )}
    </section>
  );
}
