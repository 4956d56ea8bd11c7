import { Download, Plus, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { StatCardsSkeleton } from '@/components/stat-card';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePurchases } from '@/lib/queries/purchases';
import { useSales } from '@/lib/queries/sales';
import { useExpenses } from './api/get-expenses';
import { ExpenseForm } from './components/expense-form';
import { ExpensesFilters } from './components/expenses-filters';
import { ExpensesSummary } from './components/expenses-summary';
import { ExpensesTable } from './components/expenses-table';
import { filterExpenses, NO_FILTERS, type ExpenseFilters } from './expense-filters';
import { exportExpenses } from './export-expenses';

export function ExpensesPage() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [filters, setFilters] = useState<ExpenseFilters>(NO_FILTERS);
  const expenses = useExpenses();
  // The form's link choices load once it opens.
  const purchases = usePurchases({ enabled: formOpen });
  const sales = useSales({ enabled: formOpen });

  const all = useMemo(() => expenses.data ?? [], [expenses.data]);
  const filtered = useMemo(
    () => filterExpenses(all, filters, (type) => t(`expenses.types.${type}`)),
    [all, filters, t],
  );

  let table;
  if (expenses.isPending) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (expenses.isError) {
    table = <p className="py-6 text-center text-sm text-destructive">{t('expenses.fetchFailed')}</p>;
  } else if (all.length === 0) {
    table = <EmptyState icon={Wallet} title={t('expenses.empty')} hint={t('expenses.emptyHint')} />;
  } else if (filtered.length === 0) {
    table = <EmptyState title={t('expenses.noMatches')} />;
  } else {
    table = <ExpensesTable rows={filtered} filterKey={JSON.stringify(filters)} />;
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
            <Button onClick={() => setFormOpen(true)} aria-expanded={formOpen} aria-controls="record-expense">
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
          <ExpensesSummary expenses={filtered} />
        )}
        <div id="record-expense">
          {formOpen && (
            <ExpenseForm
              purchases={purchases.data ?? []}
              sales={sales.data ?? []}
              onClose={() => setFormOpen(false)}
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
            {all.length > 0 && <ExpensesFilters filters={filters} onChange={setFilters} />}
            {table}
          </CardContent>
        </Card>
      </main>
    </>
  );
}
