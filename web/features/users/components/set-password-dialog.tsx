import { setPasswordInput, type UserRecord } from '@common/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { useSetUserPassword } from '../api/set-user-password';

interface SetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: UserRecord | undefined;
}

/** An admin sets a user's password (a forgotten one, say); every session of that user ends. */
export function SetPasswordDialog({ open, onOpenChange, user }: SetPasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusToOpener
      title={t('users.setPassword.title')}
      description={t('users.setPassword.description', { email: user?.email ?? '' })}
    >
      {user && <SetPasswordForm user={user} onDone={() => onOpenChange(false)} />}
    </FormDialog>
  );
}

function SetPasswordForm({ user, onDone }: { user: UserRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const setPassword = useSetUserPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(setPasswordInput), defaultValues: { password: '' } });

  const onSubmit = handleSubmit((body) =>
    setPassword.mutate(
      { id: user.id, body },
      {
        onSuccess: onDone,
        onError: (error) => setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(['password'])),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {/* The account's email for password managers; not shown. */}
      <input type="text" autoComplete="username" value={user.email} readOnly hidden />
      <FormField
        label={t('users.setPassword.password')}
        htmlFor="set-password"
        error={errors.password?.message}
        hint={t('users.form.passwordHint')}
        required
      >
        <Input id="set-password" type="password" autoComplete="new-password" {...register('password')} />
      </FormField>
      <DialogFormActions pending={setPassword.isPending} submitLabel={t('users.setPassword.submit')} />
    </form>
  );
}
