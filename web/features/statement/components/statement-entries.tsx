import type { LedgerEntry, Statement } from '@common/schemas/ledger';
import { isZero } from '@common/decimal';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatINR } from '@/lib/format';
import type { DateRange } from '@/lib/date-range';
import { BalanceAmount } from './balance-amount';
import { ReversalMark } from '@/components/reversal-mark';

function Amount({ value }: { value: string }) {
  const { t } = useTranslation();
  return isZero(value) ? (
    <span className="text-muted-foreground">{t('common.fallback.dash')}</span>
  ) : (
    <>{formatINR(value)}</>
  );
}

/**
 * The period's entries between an opening and a closing row, with each entry's running balance: a table
 * from the small-tablet width up (and on paper), a card per entry on a phone.
 */
export function StatementEntries({ statement, range }: { statement: Statement; range: DateRange }) {
  const { t } = useTranslation();
  const typeLabel = (e: LedgerEntry) => t(`statement.transactionTypes.${e.transactionType}`);
  return (
    <>
      <div className="hidden sm:block">
        <Table
          containerClassName="rounded-md border border-border"
          regionLabel={t('statement.entries.region')}
        >
          <TableHeader>
            <TableRow>
              <TableHead>{t('statement.entries.columns.date')}</TableHead>
              <TableHead>{t('statement.entries.columns.type')}</TableHead>
              <TableHead>{t('statement.entries.columns.description')}</TableHead>
              <TableHead className="text-right">{t('statement.entries.columns.debit')}</TableHead>
              <TableHead className="text-right">{t('statement.entries.columns.credit')}</TableHead>
              <TableHead className="text-right">{t('statement.entries.columns.balance')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            <TableRow className="bg-muted/50" data-testid="statement-opening-row">
              <TableCell className="whitespace-nowrap">{formatDate(range.startDate)}</TableCell>
              <TableCell colSpan={4} className="font-medium">
                {t('statement.entries.openingRow')}
              </TableCell>
              <TableCell className="text-right font-semibold">
                <BalanceAmount balance={statement.openingBalance} />
              </TableCell>
            </TableRow>
            {statement.entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell className="whitespace-nowrap">{formatDate(e.transactionDate)}</TableCell>
                <TableCell className="whitespace-nowrap">{typeLabel(e)}</TableCell>
                <TableCell className="min-w-48 text-muted-foreground wrap-anywhere">
                  {e.description}
                  <ReversalMark entry={e} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  <Amount value={e.debit} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">
                  <Amount value={e.credit} />
                </TableCell>
                <TableCell className="text-right font-semibold">
                  <BalanceAmount balance={e.balance} />
                </TableCell>
              </TableRow>
            ))}
            <TableRow className="bg-muted/50 font-semibold" data-testid="statement-closing-row">
              <TableCell className="whitespace-nowrap">{formatDate(range.endDate)}</TableCell>
              <TableCell colSpan={2}>{t('statement.entries.closingRow')}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatINR(statement.totalDebit)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatINR(statement.totalCredit)}
              </TableCell>
              <TableCell className="text-right">
                <BalanceAmount balance={statement.closingBalance} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {statement.entries.length === 0 && (
          <p className="py-4 text-center text-sm text-muted-foreground">{t('statement.entries.empty')}</p>
        )}
      </div>

      <ul className="space-y-2 sm:hidden" aria-label={t('statement.entries.list')}>
        {statement.entries.map((e) => (
          <li key={e.id} className="rounded-md border border-border p-3" data-testid="statement-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium">{typeLabel(e)}</p>
                <p className="text-xs text-muted-foreground">{formatDate(e.transactionDate)}</p>
              </div>
              <p className="shrink-0 text-right font-semibold tabular-nums">
                {isZero(e.credit)
                  ? t('statement.entries.debitShort', { amount: formatINR(e.debit) })
                  : t('statement.entries.creditShort', { amount: formatINR(e.credit) })}
              </p>
            </div>
            <p className="mt-1 text-xs text-muted-foreground wrap-anywhere">
              {e.description}
              <ReversalMark entry={e} />
            </p>
            <p className="mt-1 text-right text-sm">
              <span className="text-muted-foreground">{t('statement.entries.columns.balance')} </span>
              <BalanceAmount balance={e.balance} className="font-semibold" />
            </p>
          </li>
        ))}
        {statement.entries.length === 0 && (
          <li className="py-4 text-center text-sm text-muted-foreground">{t('statement.entries.empty')}</li>
        )}
      </ul>
    </>
  );
}
