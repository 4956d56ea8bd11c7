import type { Expense, ExpenseType } from '@common/schemas/expenses';
import { useTranslation } from 'react-i18next';
import { RecordActions } from '@/components/record-actions';
import { CorrectionNote, struck } from '@/components/record-status';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatINR } from '@/lib/format';

/** docs/screens.md#expenses: transport blue, storage green, labor purple, processing amber, other grey. */
const TYPE_VARIANT: Record<ExpenseType, BadgeVariant> = {
  transport: 'blue',
  storage: 'green',
  labor: 'purple',
  processing: 'amber',
  other: 'grey',
};

interface ExpensesTableProps {
  /** One page, as the server sent it. */
  rows: readonly Expense[];
  /** Correct and Cancel on an active expense (docs/screens.md#cancel-and-correct). */
  onCorrect: (id: number) => void;
  onCancel: (id: number) => void;
}

export function ExpensesTable({ rows, onCorrect, onCancel }: ExpensesTableProps) {
  const { t } = useTranslation();
  const ref = (id: number | null) =>
    id === null ? t('common.fallback.dash') : t('expenses.table.idRef', { id: String(id) });
  const actions = (expense: Expense, className?: string) => (
    <RecordActions
      entity="expense"
      record={expense}
      onCorrect={onCorrect}
      onCancel={onCancel}
      className={className}
    />
  );
  return (
    <>
      <div className="hidden sm:block">
        <Table regionLabel={t('expenses.table.region')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('expenses.table.date')}</TableHead>
              <TableHead>{t('expenses.table.type')}</TableHead>
              <TableHead>{t('expenses.table.description')}</TableHead>
              <TableHead className="text-right">{t('expenses.table.amount')}</TableHead>
              <TableHead>{t('expenses.table.purchaseId')}</TableHead>
              <TableHead>{t('expenses.table.saleId')}</TableHead>
              {/* Named for screen readers only: its icon buttons say what they do (as on the Sales screen). */}
              <TableHead className="px-2">
                <span className="sr-only">{t('corrections.actions.header')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((expense) => (
              <TableRow key={expense.id} data-testid="expense-row" data-status={expense.status}>
                <TableCell className={struck(expense, 'whitespace-nowrap')}>
                  {formatDate(expense.expenseDate)}
                </TableCell>
                <TableCell>
                  <Badge variant={TYPE_VARIANT[expense.type]}>{t(`expenses.types.${expense.type}`)}</Badge>
                </TableCell>
                <TableCell className="min-w-48 max-w-md">
                  <div className={struck(expense, 'whitespace-pre-line wrap-anywhere')}>
                    {expense.description}
                  </div>
                  <CorrectionNote record={expense} />
                </TableCell>
                <TableCell
                  className={struck(expense, 'whitespace-nowrap text-right font-medium tabular-nums')}
                >
                  {formatINR(expense.amount)}
                </TableCell>
                <TableCell className="tabular-nums">{ref(expense.purchaseId)}</TableCell>
                <TableCell className="tabular-nums">{ref(expense.saleId)}</TableCell>
                <TableCell className="px-2">{actions(expense)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      {/* On a phone each expense is a card: type, date and amount, the description whole, its links and actions. */}
      <ul className="space-y-2 sm:hidden" aria-label={t('expenses.table.list')}>
        {rows.map((expense) => (
          <li
            key={expense.id}
            className="rounded-md border border-border p-3"
            data-testid="expense-card"
            data-status={expense.status}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <Badge variant={TYPE_VARIANT[expense.type]}>{t(`expenses.types.${expense.type}`)}</Badge>
                <span className={struck(expense, 'whitespace-nowrap text-xs text-muted-foreground')}>
                  {formatDate(expense.expenseDate)}
                </span>
              </div>
              <p className={struck(expense, 'shrink-0 text-right font-semibold tabular-nums')}>
                {formatINR(expense.amount)}
              </p>
            </div>
            <p className={struck(expense, 'mt-1 whitespace-pre-line text-sm wrap-anywhere')}>
              {expense.description}
            </p>
            <div className="mt-2 flex flex-wrap items-end justify-between gap-2 border-t border-border pt-2">
              <div className="min-w-0 text-xs text-muted-foreground">
                {(expense.purchaseId !== null || expense.saleId !== null) && (
                  <p className="flex flex-wrap gap-x-3">
                    {expense.purchaseId !== null && (
                      <span>{t('expenses.table.forPurchase', { id: String(expense.purchaseId) })}</span>
                    )}
                    {expense.saleId !== null && (
                      <span>{t('expenses.table.forSale', { id: String(expense.saleId) })}</span>
                    )}
                  </p>
                )}
                <CorrectionNote record={expense} />
              </div>
              {actions(expense, 'ml-auto')}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
