import type { AccountBookDay, AccountBookLine } from '@common/schemas/accounts';
import { compare } from '@common/decimal';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate, formatINR } from '@/lib/format';

const KIND_BADGE: Record<AccountBookLine['kind'], BadgeVariant> = {
  payment: 'blue',
  expense: 'amber',
  purchaseExpense: 'purple',
  lotCharge: 'purple',
};

const isPositive = (amount: string) => compare(amount, '0') > 0;
/** A balance below 0 (an overdrawn bank account) in red. */
const balanceClass = (amount: string) => (compare(amount, '0') < 0 ? 'text-red-700' : undefined);

/**
 * One day of the book: its opening balance, each line in the order it was recorded with the running
 * balance, the day's money in and out, and its closing balance. A table from the small-tablet width up
 * (and on paper); on a phone a row per line whose description, amount and balance are always whole.
 */
export function BookDay({ day }: { day: AccountBookDay }) {
  const { t } = useTranslation();
  const headingId = useId();
  const date = formatDate(day.date);
  const dash = t('common.fallback.dash');
  const kind = (line: AccountBookLine) => (
    <Badge variant={KIND_BADGE[line.kind]}>{t(`cashBank.lineKinds.${line.kind}`)}</Badge>
  );

  return (
    <section aria-labelledby={headingId} className="book-day space-y-2" data-testid="book-day">
      <h3 id={headingId} className="text-base font-semibold text-foreground print:break-after-avoid">
        {t('cashBank.book.dayTitle', { date })}
      </h3>

      <div className="hidden sm:block print:block">
        <Table regionLabel={t('cashBank.book.region', { date })} className="print:table-fixed">
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">{t('cashBank.book.number')}</TableHead>
              <TableHead>{t('cashBank.book.description')}</TableHead>
              {/* Fixed widths, so the columns of one day line up with the next day's. */}
              <TableHead className="w-1/5 print:w-1/6">{t('cashBank.book.party')}</TableHead>
              <TableHead className="w-32 text-right print:w-24">{t('cashBank.book.moneyIn')}</TableHead>
              <TableHead className="w-32 text-right print:w-24">{t('cashBank.book.moneyOut')}</TableHead>
              <TableHead className="w-36 text-right print:w-28">{t('cashBank.book.balance')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow data-testid="book-opening-row" className="bg-muted/50">
              <TableCell />
              <TableCell colSpan={4} className="font-medium">
                {t('cashBank.book.opening')}
              </TableCell>
              <TableCell
                className={cn(
                  'whitespace-nowrap text-right font-medium tabular-nums',
                  balanceClass(day.openingBalance),
                )}
              >
                {formatINR(day.openingBalance)}
              </TableCell>
            </TableRow>
            {day.lines.map((line, index) => (
              <TableRow key={`${line.kind}-${line.id}`} data-testid="book-line">
                <TableCell className="text-muted-foreground tabular-nums">{index + 1}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap items-center gap-2">
                    {kind(line)}
                    <span className="wrap-anywhere">{line.description}</span>
                  </div>
                </TableCell>
                <TableCell className="break-words">{line.partyName ?? dash}</TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums text-green-800">
                  {isPositive(line.moneyIn) ? formatINR(line.moneyIn) : dash}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums text-amber-800">
                  {isPositive(line.moneyOut) ? formatINR(line.moneyOut) : dash}
                </TableCell>
                <TableCell
                  className={cn(
                    'whitespace-nowrap text-right font-medium tabular-nums',
                    balanceClass(line.balance),
                  )}
                >
                  {formatINR(line.balance)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow data-testid="book-day-total">
              <TableCell />
              <TableCell colSpan={2} className="font-semibold">
                {t('cashBank.book.totalAndClosing')}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums text-green-800">
                {formatINR(day.moneyIn)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums text-amber-800">
                {formatINR(day.moneyOut)}
              </TableCell>
              <TableCell
                className={cn(
                  'whitespace-nowrap text-right font-bold tabular-nums',
                  balanceClass(day.closingBalance),
                )}
              >
                {formatINR(day.closingBalance)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>

      <ol
        className="divide-y divide-border rounded-md border border-border sm:hidden print:hidden"
        aria-label={t('cashBank.book.list', { date })}
      >
        <li className="flex items-center justify-between gap-3 bg-muted/50 px-3 py-2 text-sm">
          <span className="font-medium">{t('cashBank.book.opening')}</span>
          <span className={cn('font-medium tabular-nums', balanceClass(day.openingBalance))}>
            {formatINR(day.openingBalance)}
          </span>
        </li>
        {day.lines.map((line) => {
          const moneyIn = isPositive(line.moneyIn);
          return (
            <li key={`${line.kind}-${line.id}`} className="space-y-1 px-3 py-2" data-testid="book-line-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="text-sm font-medium wrap-anywhere">{line.description}</p>
                  {line.partyName && (
                    <p className="text-xs text-muted-foreground wrap-anywhere">{line.partyName}</p>
                  )}
                </div>
                <p
                  className={cn(
                    'shrink-0 text-right text-sm font-semibold tabular-nums',
                    moneyIn ? 'text-green-800' : 'text-amber-800',
                  )}
                >
                  {moneyIn
                    ? t('cashBank.book.in', { amount: formatINR(line.moneyIn) })
                    : t('cashBank.book.out', { amount: formatINR(line.moneyOut) })}
                </p>
              </div>
              <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
                {kind(line)}
                <span className={cn('tabular-nums', balanceClass(line.balance))}>
                  {t('cashBank.book.balanceAfter', { amount: formatINR(line.balance) })}
                </span>
              </div>
            </li>
          );
        })}
        <li className="space-y-1 bg-muted/50 px-3 py-2 text-sm">
          <div className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
            <span className="text-green-800">
              {t('cashBank.book.in', { amount: formatINR(day.moneyIn) })}
            </span>
            <span className="text-amber-800">
              {t('cashBank.book.out', { amount: formatINR(day.moneyOut) })}
            </span>
          </div>
          <div className="flex items-center justify-between gap-3">
            <span className="font-semibold">{t('cashBank.book.closing')}</span>
            <span className={cn('font-bold tabular-nums', balanceClass(day.closingBalance))}>
              {formatINR(day.closingBalance)}
            </span>
          </div>
        </li>
      </ol>
    </section>
  );
}
