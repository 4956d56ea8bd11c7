import type { City, State } from '@common/schemas/locations';
import type { Party } from '@common/schemas/parties';
import { Plus, Users } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUrlFilters } from '@/lib/router';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useCities } from '@/lib/queries/cities';
import { useStates } from '@/lib/queries/states';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useDebouncedSearch } from '@/lib/use-debounced-search';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteParty } from './api/delete-party';
import { usePartiesPage } from './api/get-parties-page';
import { ALL, PartyFilters } from './components/party-filters';
import { PartiesTable } from './components/parties-table';
import { PARTY_FILTER_KEYS, partyFiltersFromSearch } from './party-list-filters';
import { lazyDialog } from '@/components/lazy-dialog';

const PartyFormDialog = lazyDialog(() =>
  import('./components/party-form-dialog').then((m) => m.PartyFormDialog),
);

const OpeningBalanceDialog = lazyDialog(() =>
  import('./components/opening-balance-dialog').then((m) => m.OpeningBalanceDialog),
);

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
const EMPTY_STATES: State[] = [];
const EMPTY_CITIES: City[] = [];

export function PartiesPage() {
  const { t } = useTranslation();
  const statesQuery = useStates();
  const citiesQuery = useCities();
  const deleteParty = useDeleteParty();
  const dialogs = useRowDialogs<Party>();
  // The party whose opening balance is open; kept while the dialog closes, so its title does not flip.
  const [opening, setOpening] = useState<{ party: Party | undefined; open: boolean }>({
    party: undefined,
    open: false,
  });
  const openOpening = useCallback((party: Party) => setOpening({ party, open: true }), []);

  // Filters in the URL (a reload keeps the search), the list paged and searched by the server
  // (docs/screens.md#masters): thousands of parties are never downloaded to be filtered here.
  const [filters, setFilter] = useUrlFilters(partyFiltersFromSearch);
  const filterKey = JSON.stringify(filters);
  const pages = useCursorPages(filterKey);
  const partiesQuery = usePartiesPage(filters, pages.pageSize, pages.cursor);
  // Each key shows at once; the server is asked once typing pauses.
  const [search, setSearch] = useDebouncedSearch(filters.q, (value) => setFilter('q', value));

  const states = useMemo(() => [...(statesQuery.data ?? EMPTY_STATES)].sort(byName), [statesQuery.data]);
  const cities = useMemo(() => [...(citiesQuery.data ?? EMPTY_CITIES)].sort(byName), [citiesQuery.data]);
  const statesById = useMemo(() => new Map(states.map((s) => [s.id, s])), [states]);
  const citiesById = useMemo(() => new Map(cities.map((c) => [c.id, c])), [cities]);

  const rows = partiesQuery.data?.items ?? [];
  const total = partiesQuery.data?.total ?? 0;
  const filtersActive = PARTY_FILTER_KEYS.some((key) => filters[key]);
  const fetchError = partiesQuery.error ?? statesQuery.error ?? citiesQuery.error;
  const fetchErrorText = partiesQuery.error
    ? t('parties.fetchFailed')
    : statesQuery.error
      ? t('parties.fetchStatesFailed')
      : t('parties.fetchCitiesFailed');

  return (
    <>
      <PageHeader
        title={t('parties.title')}
        subtitle={t('parties.subtitle')}
        actions={
          <Button type="button" onClick={dialogs.openCreate}>
            <Plus aria-hidden="true" />
            {t('parties.add')}
          </Button>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        <Card className="p-4">
          <PartyFilters
            search={search}
            onSearchChange={setSearch}
            type={filters.type ?? ALL}
            onTypeChange={(value) => setFilter('type', value === ALL ? undefined : value)}
            stateId={filters.stateId ?? ALL}
            onStateChange={(value) => setFilter('stateId', value === ALL ? undefined : value)}
            states={states}
          />
        </Card>

        {fetchError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <span className="font-semibold">{fetchErrorText}</span>: {fetchError.message}
          </p>
        )}

        <Card className="overflow-hidden">
          {partiesQuery.isPending ? (
            <TableSkeleton columns={6} />
          ) : partiesQuery.isError ? null : total === 0 ? (
            <EmptyState
              icon={Users}
              title={t('parties.empty')}
              hint={filtersActive ? t('parties.noMatchesHint') : undefined}
            />
          ) : (
            <>
              <PartiesTable
                rows={rows}
                statesById={statesById}
                citiesById={citiesById}
                onEdit={dialogs.openEdit}
                onDelete={dialogs.askDelete}
                onOpening={openOpening}
              />
              <Pagination {...pages.pagination(total, partiesQuery)} label={t('parties.pagination')} />
            </>
          )}
        </Card>
      </main>

      <PartyFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        party={dialogs.editing}
        defaultType={filters.type ?? ''}
        states={states}
        cities={cities}
      />
      <OpeningBalanceDialog
        party={opening.party}
        open={opening.open}
        onOpenChange={(open) => setOpening((o) => ({ ...o, open }))}
      />
      <ConfirmDeleteDialog
        open={dialogs.deleteOpen}
        onOpenChange={dialogs.setDeleteOpen}
        title={t('parties.deleteDialog.title')}
        description={t('parties.deleteDialog.description', { name: dialogs.deleting?.name ?? '' })}
        onConfirm={() => dialogs.deleting && deleteParty.mutate(dialogs.deleting.id)}
      />
    </>
  );
}
