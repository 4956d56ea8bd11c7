import type { StatusFilter } from '@common/schemas/corrections';
import type { Expense } from '@common/schemas/expenses';
import { Download, Plus, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CancelTarget } from '@/components/cancel-record-dialog';
import { PageHeader } from '@/components/page-header';
import { StatCardsSkeleton } from '@/components/stat-card';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePurchases } from '@/lib/queries/purchases';
import { useSales } from '@/lib/queries/sales';
import { useExpenses } from './api/get-expenses';
import { ExpensesFilters } from './components/expenses-filters';
import { ExpensesSummary } from './components/expenses-summary';
import { ExpensesTable } from './components/expenses-table';
import { filterExpenses, NO_FILTERS, type ExpenseFilters } from './expense-filters';
import { exportExpenses } from './export-expenses';
import { lazyDialog, lazyPanel } from '@/components/lazy-dialog';

const ExpenseForm = lazyPanel(() => import('./components/expense-form').then((m) => m.ExpenseForm));

const CancelRecordDialog = lazyDialog(() =>
  import('@/components/cancel-record-dialog').then((m) => m.CancelRecordDialog),
);

export function ExpensesPage() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [filters, setFilters] = useState<ExpenseFilters>(NO_FILTERS);
  const [recordStatus, setRecordStatus] = useState<StatusFilter>('active');
  const [correcting, setCorrecting] = useState<Expense | undefined>();
  const [cancelling, setCancelling] = useState<CancelTarget | undefined>();
  const [cancelOpen, setCancelOpen] = useState(false);
  const expenses = useExpenses(recordStatus);
  // The form's link choices load once it opens.
  const purchases = usePurchases({ enabled: formOpen });
  const sales = useSales({ enabled: formOpen });

  const all = useMemo(() => expenses.data ?? [], [expenses.data]);
  const filtered = useMemo(
    () => filterExpenses(all, filters, (type) => t(`expenses.types.${type}`)),
    [all, filters, t],
  );
  // The cards count active expenses only (docs/screens.md#cancel-and-correct).
  const activeShown = useMemo(() => filtered.filter((e) => e.status !== 'cancelled'), [filtered]);

  const openForm = (expense: Expense | undefined) => {
    setCorrecting(expense);
    setFormOpen(true);
  };
  const correct = (id: number) => {
    const expense = all.find((e) => e.id === id);
    if (expense) openForm(expense);
  };
  const cancel = (id: number) => {
    setCancelling({ entity: 'expense', id });
    setCancelOpen(true);
  };
  const closeForm = () => {
    setFormOpen(false);
    setCorrecting(undefined);
  };

  let table;
  if (expenses.isPending) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (expenses.isError) {
    table = <p className="py-6 text-center text-sm text-destructive">{t('expenses.fetchFailed')}</p>;
  } else if (all.length === 0 && recordStatus === 'active') {
    table = <EmptyState icon={Wallet} title={t('expenses.empty')} hint={t('expenses.emptyHint')} />;
  } else if (filtered.length === 0) {
    table = <EmptyState title={t('expenses.noMatches')} />;
  } else {
    table = (
      <ExpensesTable
        rows={filtered}
        filterKey={`${recordStatus}:${JSON.stringify(filters)}`}
        onCorrect={correct}
        onCancel={cancel}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('expenses.title')}
        subtitle={t('expenses.subtitle')}
        actions={
          <>
            <Button
              variant="outline"
              onClick={() => exportExpenses(filtered, t)}
              disabled={expenses.isPending || filtered.length === 0}
            >
              <Download aria-hidden="true" />
              {t('expenses.export')}
            </Button>
            <Button
              onClick={() => openForm(undefined)}
              aria-expanded={formOpen}
              aria-controls="record-expense"
            >
              <Plus aria-hidden="true" />
              {t('expenses.addExpense')}
            </Button>
          </>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        {expenses.isPending ? (
          <StatCardsSkeleton testId="expense-cards-loading" />
        ) : (
          <ExpensesSummary expenses={activeShown} />
        )}
        <div id="record-expense">
          {formOpen && (
            <ExpenseForm
              key={correcting?.id ?? 'new'}
              purchases={purchases.data ?? []}
              sales={sales.data ?? []}
              correcting={correcting}
              onClose={closeForm}
            />
          )}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('expenses.table.title')}</CardTitle>
            {!expenses.isPending && all.length > 0 && (
              <CardDescription>
                {t('expenses.table.count', { shown: String(filtered.length), total: String(all.length) })}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            {/* Shown with an empty active list too: cancelled expenses are found through the status filter. */}
            {!expenses.isPending && (
              <ExpensesFilters
                filters={filters}
                onChange={setFilters}
                recordStatus={recordStatus}
                onRecordStatusChange={setRecordStatus}
              />
            )}
            {table}
          </CardContent>
        </Card>
        <CancelRecordDialog open={cancelOpen} onOpenChange={setCancelOpen} target={cancelling} />
      </main>
    </>
  );
}
