import type { UserRecord } from '@common/schemas/users';
import { Plus, ShieldAlert, UserCog } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { TableSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuthStore } from '@/lib/auth-store';
import { useRowDialogs } from '@/lib/use-row-dialogs';
import { useUsers } from './api/get-users';
import { UsersTable } from './components/users-table';
import { lazyDialog } from '@/components/lazy-dialog';

const UserFormDialog = lazyDialog(() =>
  import('./components/user-form-dialog').then((m) => m.UserFormDialog),
);

const SetPasswordDialog = lazyDialog(() =>
  import('./components/set-password-dialog').then((m) => m.SetPasswordDialog),
);

/** Users (docs/screens.md#users): admins add users, change roles, deactivate and set passwords. */
export function UsersPage() {
  const { t } = useTranslation();
  const me = useAuthStore((s) => s.user);
  const isAdmin = me?.role === 'admin';
  const usersQuery = useUsers(isAdmin);
  const dialogs = useRowDialogs<UserRecord>();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [passwordFor, setPasswordFor] = useState<UserRecord | undefined>();
  const askPassword = useCallback((user: UserRecord) => {
    setPasswordFor(user);
    setPasswordOpen(true);
  }, []);

  if (!isAdmin) {
    // Staff reach this screen only by its address: say whose it is rather than show a failed load.
    return (
      <>
        <PageHeader title={t('users.title')} subtitle={t('users.subtitle')} />
        <main className="p-4 sm:p-6">
          <Card className="p-6">
            <EmptyState
              icon={ShieldAlert}
              title={t('users.adminsOnly.title')}
              hint={t('users.adminsOnly.message')}
            />
          </Card>
        </main>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <Button type="button" onClick={dialogs.openCreate}>
            <Plus aria-hidden="true" />
            {t('users.add')}
          </Button>
        }
      />
      <main className="space-y-6 p-4 sm:p-6">
        {usersQuery.isError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            <span className="font-semibold">{t('users.fetchFailed')}</span>: {usersQuery.error.message}
          </p>
        )}
        <Card className="overflow-hidden">
          {usersQuery.isPending ? (
            <TableSkeleton columns={6} />
          ) : usersQuery.isError ? null : usersQuery.data.length === 0 ? (
            <EmptyState icon={UserCog} title={t('users.empty')} />
          ) : (
            <UsersTable
              rows={usersQuery.data}
              currentUserId={me.id}
              onEdit={dialogs.openEdit}
              onSetPassword={askPassword}
            />
          )}
        </Card>
      </main>

      <UserFormDialog open={dialogs.formOpen} onOpenChange={dialogs.setFormOpen} user={dialogs.editing} />
      <SetPasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} user={passwordFor} />
    </>
  );
}
