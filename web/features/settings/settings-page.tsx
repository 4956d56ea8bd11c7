import type { Charge } from '@common/schemas/settings';
import { Plus, Receipt, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { settings } from '@/i18n/en/settings';
import { addScreenTexts } from '@/i18n/i18n';
import { useAuthStore } from '@/lib/auth-store';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useBusinessProfile } from '@/lib/queries/business-profile';
import { useCharges } from './api/get-charges';
import { useDeleteCharge } from './api/delete-charge';
import { useUpdateCharge } from './api/update-charge';
import { BusinessProfileCard } from './components/business-profile-card';
import { ChargesTable } from './components/charges-table';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ settings });

const BusinessProfileDialog = lazyDialog(() =>
  import('./components/business-profile-dialog').then((m) => m.BusinessProfileDialog),
);

const ChargeFormDialog = lazyDialog(() =>
  import('./components/charge-form-dialog').then((m) => m.ChargeFormDialog),
);

/**
 * Business & Charges (docs/settings-and-charges.md): the business profile printed on every document and the
 * charge schedule applied to new lots. Everyone reads them; admins edit.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const profileQuery = useBusinessProfile();
  const chargesQuery = useCharges();
  const dialogs = useRowDialogs<Charge>();
  const updateCharge = useUpdateCharge();
  const deleteCharge = useDeleteCharge();
  const [editingProfile, setEditingProfile] = useState(false);

  const toggleActive = (c: Charge) =>
    updateCharge.mutate({
      id: c.id,
      body: {
        name: c.name,
        nameHi: c.nameHi ?? undefined,
        appliesTo: c.appliesTo,
        basis: c.basis,
        rate: c.rate,
        bornBy: c.bornBy,
        kind: c.kind,
        active: !c.active,
      },
    });

  const failed = profileQuery.error ?? chargesQuery.error;

  return (
    <>
      <PageHeader title={t('settings.title')} subtitle={t('settings.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        {!isAdmin && (
          <p className="flex items-center gap-2 rounded-md border border-border bg-muted p-3 text-sm">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            {t('settings.readOnly')}
          </p>
        )}
        {failed && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <span className="font-semibold">{t('settings.fetchFailed')}</span>: {failed.message}
          </p>
        )}

        {profileQuery.isPending ? (
          <Card className="space-y-3 p-6">
            <Skeleton className="h-6 w-48" />
            <Skeleton className="h-24 w-full" />
          </Card>
        ) : profileQuery.isError ? null : (
          <BusinessProfileCard
            profile={profileQuery.data}
            onEdit={isAdmin ? () => setEditingProfile(true) : undefined}
          />
        )}

        <Card className="overflow-hidden">
          <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="space-y-1.5">
              <CardTitle>{t('settings.charges.title')}</CardTitle>
              <CardDescription>{t('settings.charges.description')}</CardDescription>
            </div>
            {isAdmin && (
              <Button type="button" onClick={dialogs.openCreate} className="shrink-0">
                <Plus aria-hidden="true" />
                {t('settings.charges.add')}
              </Button>
            )}
          </CardHeader>
          <div className="px-4 pb-4 sm:px-0 sm:pb-0">
            {chargesQuery.isPending ? (
              <TableSkeleton columns={7} />
            ) : chargesQuery.isError ? null : chargesQuery.data.length === 0 ? (
              <EmptyState
                icon={Receipt}
                title={t('settings.charges.empty')}
                hint={isAdmin ? t('settings.charges.emptyHint') : undefined}
              />
            ) : (
              <ChargesTable
                rows={chargesQuery.data}
                actions={
                  isAdmin
                    ? { onEdit: dialogs.openEdit, onToggleActive: toggleActive, onDelete: dialogs.askDelete }
                    : undefined
                }
              />
            )}
          </div>
        </Card>
      </main>

      {isAdmin && (
        <>
          {profileQuery.data && (
            <BusinessProfileDialog
              open={editingProfile}
              onOpenChange={setEditingProfile}
              profile={profileQuery.data}
            />
          )}
          <ChargeFormDialog
            open={dialogs.formOpen}
            onOpenChange={dialogs.setFormOpen}
            charge={dialogs.editing}
          />
          <ConfirmDeleteDialog
            open={dialogs.deleteOpen}
            onOpenChange={dialogs.setDeleteOpen}
            title={t('settings.charges.deleteDialog.title')}
            description={t('settings.charges.deleteDialog.description', {
              name: dialogs.deleting?.name ?? '',
            })}
            onConfirm={() => dialogs.deleting && deleteCharge.mutate(dialogs.deleting.id)}
          />
        </>
      )}
    </>
  );
}
