import type { Crop } from '@common/schemas/crops';
import { Plus, Wheat } from 'lucide-react';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { SearchInput } from '@/components/search-input';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useCrops } from '@/lib/queries/crops';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useDeleteCrop } from './api/delete-crop';
import { CropsTable } from './components/crops-table';
import { crops } from '@/i18n/en/crops';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ crops });

const CropFormDialog = lazyDialog(() =>
  import('./components/crop-form-dialog').then((m) => m.CropFormDialog),
);

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

export function CropsPage() {
  const { t } = useTranslation();
  const cropsQuery = useCrops();
  const deleteCrop = useDeleteCrop();

  const [search, setSearch] = useState('');
  const dialogs = useRowDialogs<Crop>();

  const sorted = useMemo(
    () => [...(cropsQuery.data ?? [])].sort((a, b) => collator.compare(a.name, b.name)),
    [cropsQuery.data],
  );
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => {
    const needle = deferredSearch.trim().toLocaleLowerCase('en-IN');
    return needle ? sorted.filter((c) => c.name.toLocaleLowerCase('en-IN').includes(needle)) : sorted;
  }, [sorted, deferredSearch]);

  return (
    <>
      <PageHeader
        title={t('crops.title')}
        subtitle={t('crops.subtitle')}
        actions={
          <Button type="button" onClick={dialogs.openCreate}>
            <Plus aria-hidden="true" />
            {t('crops.add')}
          </Button>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        <Card className="p-4">
          <SearchInput
            aria-label={t('crops.search.label')}
            placeholder={t('crops.search.placeholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Card>

        {cropsQuery.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <span className="font-semibold">{t('crops.fetchFailed')}</span>: {cropsQuery.error.message}
          </p>
        )}

        <Card className="overflow-hidden">
          {cropsQuery.isPending ? (
            <TableSkeleton columns={5} />
          ) : cropsQuery.isError ? null : filtered.length === 0 ? (
            <EmptyState
              icon={Wheat}
              title={t('crops.empty')}
              hint={sorted.length > 0 ? t('crops.noMatchesHint') : undefined}
            />
          ) : (
            <CropsTable rows={filtered} onEdit={dialogs.openEdit} onDelete={dialogs.askDelete} />
          )}
        </Card>
      </main>

      <CropFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} crop={dialogs.editing} />
      <ConfirmDeleteDialog
        open={dialogs.deleteOpen}
        onOpenChange={dialogs.setDeleteOpen}
        title={t('crops.deleteDialog.title')}
        description={t('crops.deleteDialog.description', { name: dialogs.deleting?.name ?? '' })}
        onConfirm={() => dialogs.deleting && deleteCrop.mutate(dialogs.deleting.id)}
      />
    </>
  );
}
