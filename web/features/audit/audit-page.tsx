import { History, ShieldAlert } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { setSearch, setUrlFilter, useSearchParams, useUrlFilters } from '@/lib/router';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthStore } from '@/lib/auth-store';
import { formatNumber } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { FILTER_KEYS, useAuditPage, type AuditFilters as Filters } from './api/get-audit';
import { useUsers } from './api/get-users';
import { filtersFromSearch } from './audit-filters';
import { AuditFilters } from './components/audit-filters';
import { AuditTable } from './components/audit-table';
import { audit } from '@/i18n/en/audit';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ audit });

const PAGE_SIZE = 50;

/** The audit trail (docs/screens.md#audit-trail): admins read who changed what, filtered by the URL. */
export function AuditPage() {
  const { t } = useTranslation();
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const [filters] = useUrlFilters(filtersFromSearch);
  // The entity id as the URL holds it, shown as typed even while it filters nothing.
  const [params] = useSearchParams();
  const filterKey = JSON.stringify(filters);

  // Keyset paging: the cursor of each page after the first, kept while the filters stay the same.
  const pages = useCursorPages(filterKey, PAGE_SIZE);
  const page = useAuditPage(filters, pages.pageSize, pages.cursor, isAdmin);
  const users = useUsers(isAdmin);
  const userList = useMemo(
    () => [...(users.data ?? [])].sort((a, b) => a.username.localeCompare(b.username, 'en-IN')),
    [users.data],
  );

  if (!isAdmin) {
    // Staff reach this screen only by its address: say whose it is rather than show a failed load.
    return (
      <>
        <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
        <main className="p-4 sm:p-6">
          <Card className="p-6">
            <EmptyState
              icon={ShieldAlert}
              title={t('audit.adminsOnly.title')}
              hint={t('audit.adminsOnly.message')}
            />
          </Card>
        </main>
      </>
    );
  }

  // An id means nothing without its record type: clearing the type clears it too.
  const setFilter = (key: keyof Filters, value: string | undefined) =>
    setUrlFilter(key, value, key === 'entity' ? ['entityId'] : []);

  const total = page.data?.total ?? 0;
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  let table;
  if (page.isPending) {
    table = <RowsSkeleton rows={5} busy />;
  } else if (page.isError) {
    table = (
      <p role="alert" className="py-6 text-center text-sm text-destructive">
        {t('audit.fetchFailed')}: {page.error.message}
      </p>
    );
  } else if (total === 0) {
    table = filtered ? (
      <EmptyState title={t('audit.noMatches')} />
    ) : (
      <EmptyState icon={History} title={t('audit.empty')} />
    );
  } else {
    table = <AuditTable rows={page.data.items} />;
  }

  return (
    <>
      <PageHeader title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        <Card>
          <CardHeader>
            <CardTitle>{t('audit.table.title')}</CardTitle>
            {!page.isPending && !page.isError && (
              <CardDescription data-testid="audit-total">
                {t('audit.table.count', { count: total, formattedCount: formatNumber(total) })}
              </CardDescription>
            )}
          </CardHeader>
          <CardContent className="space-y-4">
            <AuditFilters
              filters={filters}
              entityIdText={filters.entity ? (params.get('entityId') ?? '') : ''}
              users={userList}
              onChange={setFilter}
              onClear={() => setSearch(new URLSearchParams(), { replace: true })}
            />
            {table}
            {total > pages.pageSize && (
              <Pagination {...pages.pagination(total, page)} label={t('audit.table.pages')} />
            )}
          </CardContent>
        </Card>
      </main>
    </>
  );
}
