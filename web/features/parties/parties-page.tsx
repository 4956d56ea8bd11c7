import type { City, State } from '@common/schemas/locations';
import type { Party } from '@common/schemas/parties';
import { Plus, Users } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useCities } from '@/lib/queries/cities';
import { useParties } from '@/lib/queries/parties';
import { useStates } from '@/lib/queries/states';
import { usePagedRows } from '@/lib/use-paged-rows';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteParty } from './api/delete-party';
import { ALL, PartyFilters } from './components/party-filters';
import { PartiesTable } from './components/parties-table';
import { lazyDialog } from '@/components/lazy-dialog';

const PartyFormDialog = lazyDialog(() =>
  import('./components/party-form-dialog').then((m) => m.PartyFormDialog),
);

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
const byName = (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
const EMPTY_STATES: State[] = [];
const EMPTY_CITIES: City[] = [];

export function PartiesPage() {
  const { t } = useTranslation();
  const partiesQuery = useParties();
  const statesQuery = useStates();
  const citiesQuery = useCities();
  const deleteParty = useDeleteParty();

  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL);
  const [stateFilter, setStateFilter] = useState(ALL);
  const dialogs = useRowDialogs<Party>();

  const states = useMemo(() => [...(statesQuery.data ?? EMPTY_STATES)].sort(byName), [statesQuery.data]);
  const cities = useMemo(() => [...(citiesQuery.data ?? EMPTY_CITIES)].sort(byName), [citiesQuery.data]);
  const statesById = useMemo(() => new Map(states.map((s) => [s.id, s])), [states]);
  const citiesById = useMemo(() => new Map(cities.map((c) => [c.id, c])), [cities]);

  // Sorted and lower-cased once per fetch; filtering then is a plain pass over the array.
  const indexed = useMemo(
    () =>
      [...(partiesQuery.data ?? [])]
        .sort(byName)
        .map((party) => ({ party, key: party.name.toLocaleLowerCase('en-IN') })),
    [partiesQuery.data],
  );
  // Typing stays responsive with thousands of parties: the list catches up a moment later.
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => {
    const needle = deferredSearch.trim().toLocaleLowerCase('en-IN');
    const stateId = stateFilter === ALL ? undefined : Number(stateFilter);
    return indexed
      .filter(
        ({ party, key }) =>
          (!needle || key.includes(needle)) &&
          (type === ALL || party.type === type) &&
          (stateId === undefined || party.stateId === stateId),
      )
      .map(({ party }) => party);
  }, [indexed, deferredSearch, type, stateFilter]);

  const { pageRows, pagination } = usePagedRows(filtered, [deferredSearch, type, stateFilter].join('\n'));

  const filtersActive = search.trim() !== '' || type !== ALL || stateFilter !== ALL;
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
            type={type}
            onTypeChange={setType}
            stateId={stateFilter}
            onStateChange={setStateFilter}
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
          ) : partiesQuery.isError ? null : filtered.length === 0 ? (
            <EmptyState
              icon={Users}
              title={t('parties.empty')}
              hint={filtersActive && indexed.length > 0 ? t('parties.noMatchesHint') : undefined}
            />
          ) : (
            <>
              <PartiesTable
                rows={pageRows}
                statesById={statesById}
                citiesById={citiesById}
                onEdit={dialogs.openEdit}
                onDelete={dialogs.askDelete}
              />
              <Pagination {...pagination} label={t('parties.pagination')} />
            </>
          )}
        </Card>
      </main>

      <PartyFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        party={dialogs.editing}
        defaultType={type === ALL ? '' : type}
        states={states}
        cities={cities}
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
