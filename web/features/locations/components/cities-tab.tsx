import type { City, State } from '@common/schemas/locations';
import { Building2, Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { CardHead, CardFooter, CardList, CardListItem } from '@/components/card-list';
import { RowActions } from '@/components/row-actions';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatTimestampDate } from '@/lib/format';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteCity } from '../api/delete-city';
import { lazyDialog } from '@/components/lazy-dialog';

const CityFormDialog = lazyDialog(() => import('./city-form-dialog').then((m) => m.CityFormDialog));

interface CitiesTabProps {
  cities: City[];
  states: State[];
  isPending: boolean;
  error: Error | null;
  /** What failed: 'Failed to fetch cities', or 'Failed to fetch states' when the state names are missing. */
  errorTitle: string;
}

export function CitiesTab({ cities, states, isPending, error, errorTitle }: CitiesTabProps) {
  const { t } = useTranslation();
  const deleteCity = useDeleteCity();
  const dialogs = useRowDialogs<City>();
  const actions = (city: City) => (
    <RowActions
      editLabel={t('locations.cities.rowActions.edit', { name: city.name })}
      deleteLabel={t('locations.cities.rowActions.delete', { name: city.name })}
      onEdit={() => dialogs.openEdit(city)}
      onDelete={() => dialogs.askDelete(city)}
    />
  );

  const stateNames = useMemo(() => new Map(states.map((s) => [s.id, s.name])), [states]);

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle>{t('locations.cities.listTitle')}</CardTitle>
        <Button type="button" onClick={dialogs.openCreate}>
          <Plus aria-hidden="true" />
          {t('locations.cities.add')}
        </Button>
      </CardHeader>

      {error && (
        <p
          role="alert"
          className="mx-4 mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:mx-6"
        >
          <span className="font-semibold">{errorTitle}</span>: {error.message}
        </p>
      )}

      {isPending ? (
        <TableSkeleton columns={4} />
      ) : error ? null : cities.length === 0 ? (
        <EmptyState icon={Building2} title={t('locations.cities.empty')} className="border-t border-border" />
      ) : (
        <>
          <Table
            regionLabel={t('locations.cities.listTitle')}
            // From the small-tablet width up; a phone reads the cards below (docs/screens.md#phone-lists).
            containerClassName="hidden border-t border-border rounded-none sm:block"
          >
            <TableHeader>
              <TableRow>
                <TableHead>{t('locations.cities.columns.name')}</TableHead>
                <TableHead>{t('locations.cities.columns.state')}</TableHead>
                <TableHead>{t('locations.cities.columns.createdAt')}</TableHead>
                <TableHead className="text-right">{t('locations.cities.columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {cities.map((city) => (
                <TableRow key={city.id}>
                  <TableCell className="min-w-36 font-medium">{city.name}</TableCell>
                  <TableCell className="min-w-32">
                    {stateNames.get(city.stateId) ?? t('common.fallback.unknown')}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{formatTimestampDate(city.createdAt)}</TableCell>
                  <TableCell className="text-right">{actions(city)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <CardList label={t('locations.cities.listTitle')} className="border-t border-border p-3">
            {cities.map((city) => (
              <CardListItem key={city.id} data-testid="city-card">
                <CardHead
                  title={city.name}
                  meta={<>{stateNames.get(city.stateId) ?? t('common.fallback.unknown')}</>}
                />
                <CardFooter className="justify-between">
                  <span className="text-xs text-muted-foreground">
                    {t('locations.cities.columns.createdAt')} {formatTimestampDate(city.createdAt)}
                  </span>
                  {actions(city)}
                </CardFooter>
              </CardListItem>
            ))}
          </CardList>
        </>
      )}

      <CityFormDialog
        open={dialogs.formOpen}
        onOpenChange={dialogs.setFormOpen}
        city={dialogs.editing}
        states={states}
      />
      <ConfirmDeleteDialog
        open={dialogs.deleteOpen}
        onOpenChange={dialogs.setDeleteOpen}
        title={t('locations.cities.deleteDialog.title')}
        description={t('locations.cities.deleteDialog.description', { name: dialogs.deleting?.name ?? '' })}
        onConfirm={() => dialogs.deleting && deleteCity.mutate(dialogs.deleting.id)}
      />
    </Card>
  );
}
