import type { Expense } from '@common/schemas/expenses';
import { Download, Plus, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setSearch, useUrlFilters } from '@/lib/router';
import type { CancelTarget } from '@/components/cancel-record-dialog';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { StatCardsSkeleton } from '@/components/stat-card';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/api-client';
import { downloadExport } from '@/lib/download-export';
import { formatNumber } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useExpensesPage, useExpensesSummary, useLinkChoices } from './api/get-expenses';
import { ExpensesFilters } from './components/expenses-filters';
import { ExpensesSummary } from './components/expenses-summary';
import { ExpensesTable } from './components/expenses-table';
import { FILTER_KEYS, filterParams, filtersFromSearch, summaryFilters } from './expense-filters';
import { lazyDialog, lazyPanel } from '@/components/lazy-dialog';
import { expenses } from '@/i18n/en/expenses';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ expenses });

const ExpenseForm = lazyPanel(() => import('./components/expense-form').then((m) => m.ExpenseForm));

const CancelRecordDialog = lazyDialog(() =>
  import('@/components/cancel-record-dialog').then((m) => m.CancelRecordDialog),
);

export function ExpensesPage() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [correcting, setCorrecting] = useState<Expense | undefined>();
  const [cancelling, setCancelling] = useState<CancelTarget | undefined>();
  const [cancelOpen, setCancelOpen] = useState(false);
  const [exporting, setExporting] = useState(false);

  // Filters in the URL (as on Sales and Purchases), pages by the server's keyset cursor, cards from its
  // aggregate over the same filters (docs/screens.md#expenses).
  const [filters, setFilter] = useUrlFilters(filtersFromSearch);
  const filterKey = JSON.stringify(filters);
  const pages = useCursorPages(filterKey);
  const page = useExpensesPage(filters, pages.pageSize, pages.cursor);
  const cardFilters = useMemo(() => summaryFilters(filters), [filters]);
  const summary = useExpensesSummary(cardFilters);
  // The form's link choices load once it opens.
  const links = useLinkChoices(formOpen, {
    purchaseId: correcting?.purchaseId ?? undefined,
    saleId: correcting?.saleId ?? undefined,
  });

  const [searchText, setSearchText] = useDebouncedSearch(filters.q, (q) => setFilter('q', q));

  const rows = page.data?.items ?? [];
  const total = page.data?.total ?? 0;
  const filtered = FILTER_KEYS.some((key) => filters[key]);

  const openForm = (expense: Expense | undefined) => {
    setCorrecting(expense);
    setFormOpen(true);
  };
  const correct = (id: number) => {
    const expense = rows.find((e) => e.id === id);
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
  // Every matching row, streamed by the server, not just the page on screen (docs/screens.md#exports); the
  // search as the box shows it, even if typing has not paused long enough to reach the list yet.
  const exportRows = async () => {
    setExporting(true);
    try {
      await downloadExport('expenses', filterParams({ ...filters, q: searchText.trim() || undefined }));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('expenses.exportFailed')),
      });
    } finally {
      setExporting(false);
    }
  };

  let table;
  if (page.isPending) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (page.isError) {
    table = <p className="py-6 text-center text-sm text-destructive">{t('expenses.fetchFailed')}</p>;
  } else if (total === 0 && !filtered) {
    table = <EmptyState icon={Wallet} title={t('expenses.empty')} hint={t('expenses.emptyHint')} />;
  } else if (total === 0) {
    table = <EmptyState title={t('expenses.noMatches')} />;
  } else {
    table = <ExpensesTable rows={rows} onCorrect={correct} onCancel={cancel} />;
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
              onClick={() => void exportRows()}
              disabled={page.isPending || total === 0 || exporting}
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
        {summary.data ? (
          <ExpensesSummary summary={summary.data} />
        ) : (
          <StatCardsSkeleton testId="expense-cards-loading" />
        )}
        <div id="record-expense">
          {formOpen && (
            <ExpenseForm
              key={correcting?.id ?? 'new'}
              purchases={links.purchases}
              sales={links.sales}
              correcting={correcting}
              onClose={closeForm}
            />
          )}
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('expenses.table.title')}</CardTitle>
            {!page.isPending && !page.isError && (
              <CardDescription data-testid="expenses-total">
                {t('expenses.table.total', { count: total, formattedCount: formatNumber(total) })}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            {/* Shown with an empty active list too: cancelled expenses are found through the status filter. */}
            <ExpensesFilters
              filters={filters}
              searchText={searchText}
              onSearchChange={setSearchText}
              onChange={setFilter}
              onClear={() => setSearch(new URLSearchParams(), { replace: true })}
            />
            {table}
            {!page.isPending && total > pages.pageSize && (
              <Pagination {...pages.pagination(total, page)} label={t('expenses.table.pages')} />
            )}
          </CardContent>
        </Card>
        <CancelRecordDialog open={cancelOpen} onOpenChange={setCancelOpen} target={cancelling} />
      </main>
    </>
  );
}
