import type { UserRecord } from '@common/schemas/users';
import { KeyRound, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatTimestampDate } from '@/lib/format';

interface UsersTableProps {
  rows: UserRecord[];
  /** The signed-in admin, marked "You". */
  currentUserId: number | undefined;
  onEdit: (user: UserRecord) => void;
  onSetPassword: (user: UserRecord) => void;
}

/** A table on wider screens; on a phone each user is a card (docs/screens.md#users). */
export function UsersTable({ rows, currentUserId, onEdit, onSetPassword }: UsersTableProps) {
  const { t } = useTranslation();
  const badges = (user: UserRecord) => (
    <>
      <Badge variant={user.role === 'admin' ? 'purple' : 'blue'}>{t(`users.roles.${user.role}`)}</Badge>
      <Badge variant={user.active ? 'green' : 'grey'}>
        {user.active ? t('users.status.active') : t('users.status.inactive')}
      </Badge>
    </>
  );
  const actions = (user: UserRecord) => (
    <div className="flex justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-9"
        aria-label={t('users.rowActions.edit', { name: user.username })}
        title={t('users.rowActions.edit', { name: user.username })}
        onClick={() => onEdit(user)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {/* Setting one's own here would end this very session: the sidebar's Change password keeps it. */}
      {user.id !== currentUserId && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('users.rowActions.setPassword', { name: user.username })}
          title={t('users.rowActions.setPassword', { name: user.username })}
          onClick={() => onSetPassword(user)}
        >
          <KeyRound aria-hidden="true" />
        </Button>
      )}
    </div>
  );
  const name = (user: UserRecord) => (
    <>
      {user.username}
      {user.id === currentUserId && (
        <span className="ml-2 text-xs font-normal text-muted-foreground">({t('users.you')})</span>
      )}
    </>
  );

  return (
    <>
      <div className="hidden sm:block">
        <Table regionLabel={t('users.listTitle')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('users.columns.username')}</TableHead>
              <TableHead>{t('users.columns.email')}</TableHead>
              <TableHead>{t('users.columns.role')}</TableHead>
              <TableHead>{t('users.columns.status')}</TableHead>
              <TableHead>{t('users.columns.createdAt')}</TableHead>
              <TableHead className="text-right">{t('users.columns.actions')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((user) => (
              <TableRow key={user.id} data-testid="user-row">
                <TableCell className="min-w-36 font-medium">{name(user)}</TableCell>
                <TableCell className="wrap-anywhere">{user.email}</TableCell>
                <TableCell>
                  <Badge variant={user.role === 'admin' ? 'purple' : 'blue'}>
                    {t(`users.roles.${user.role}`)}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Badge variant={user.active ? 'green' : 'grey'}>
                    {user.active ? t('users.status.active') : t('users.status.inactive')}
                  </Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatTimestampDate(user.createdAt)}</TableCell>
                <TableCell className="text-right">{actions(user)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="space-y-2 p-3 sm:hidden" aria-label={t('users.list')}>
        {rows.map((user) => (
          <li key={user.id} className="rounded-md border border-border p-3" data-testid="user-card">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{name(user)}</p>
                <p className="text-xs text-muted-foreground wrap-anywhere">{user.email}</p>
              </div>
              {actions(user)}
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {badges(user)}
              <span className="ml-auto text-xs text-muted-foreground">
                {formatTimestampDate(user.createdAt)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
