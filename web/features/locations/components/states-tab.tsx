import type { State } from '@common/schemas/locations';
import { MapPin, Plus } from 'lucide-react';
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
import { useDeleteState } from '../api/delete-state';
import { lazyDialog } from '@/components/lazy-dialog';

const StateFormDialog = lazyDialog(() => import('./state-form-dialog').then((m) => m.StateFormDialog));

interface StatesTabProps {
  states: State[];
  isPending: boolean;
  error: Error | null;
}

export function StatesTab({ states, isPending, error }: StatesTabProps) {
  const { t } = useTranslation();
  const deleteState = useDeleteState();
  const dialogs = useRowDialogs<State>();
  const actions = (state: State) => (
    <RowActions
      editLabel={t('locations.states.rowActions.edit', { name: state.name })}
      deleteLabel={t('locations.states.rowActions.delete', { name: state.name })}
      onEdit={() => dialogs.openEdit(state)}
      onDelete={() => dialogs.askDelete(state)}
    />
  );

  return (
    <Card className="overflow-hidden">
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <CardTitle>{t('locations.states.listTitle')}</CardTitle>
        <Button type="button" onClick={dialogs.openCreate}>
          <Plus aria-hidden="true" />
          {t('locations.states.add')}
        </Button>
      </CardHeader>

      {error && (
        <p
          role="alert"
          className="mx-4 mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800 sm:mx-6"
        >
          <span className="font-semibold">{t('locations.states.fetchFailed')}</span>: {error.message}
        </p>
      )}

      {isPending ? (
        <TableSkeleton columns={4} />
      ) : error ? null : states.length === 0 ? (
        <EmptyState icon={MapPin} title={t('locations.states.empty')} className="border-t border-border" />
      ) : (
        <>
          <Table
            regionLabel={t('locations.states.listTitle')}
            // From the small-tablet width up; a phone reads the cards below (docs/screens.md#phone-lists).
            containerClassName="hidden border-t border-border rounded-none sm:block"
          >
            <TableHeader>
              <TableRow>
                <TableHead>{t('locations.states.columns.name')}</TableHead>
                <TableHead>{t('locations.states.columns.code')}</TableHead>
                <TableHead>{t('locations.states.columns.createdAt')}</TableHead>
                <TableHead className="text-right">{t('locations.states.columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {states.map((state) => (
                <TableRow key={state.id}>
                  <TableCell className="min-w-36 font-medium">{state.name}</TableCell>
                  <TableCell className="font-mono">{state.code}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatTimestampDate(state.createdAt)}</TableCell>
                  <TableCell className="text-right">{actions(state)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <CardList label={t('locations.states.listTitle')} className="border-t border-border p-3">
            {states.map((state) => (
              <CardListItem key={state.id} data-testid="state-card">
                <CardHead title={state.name} meta={<span className="font-mono">{state.code}</span>} />
                <CardFooter className="justify-between">
                  <span className="text-xs text-muted-foreground">
                    {t('locations.states.columns.createdAt')} {formatTimestampDate(state.createdAt)}
                  </span>
                  {actions(state)}
                </CardFooter>
              </CardListItem>
            ))}
          </CardList>
        </>
      )}

      <StateFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} state={dialogs.editing} />
      <ConfirmDeleteDialog
        open={dialogs.deleteOpen}
        onOpenChange={dialogs.setDeleteOpen}
        title={t('locations.states.deleteDialog.title')}
        description={t('locations.states.deleteDialog.description', { name: dialogs.deleting?.name ?? '' })}
        onConfirm={() => dialogs.deleting && deleteState.mutate(dialogs.deleting.id)}
      />
    </Card>
  );
}
