import { changeOwnPasswordInput } from '@common/schemas/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuthStore } from '@/lib/auth-store';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { useChangePassword } from '../api/change-password';

interface ChangePasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The signed-in user changes their own password (docs/screens.md#users), from the sidebar's footer. A
 * wrong current password comes back as that field's error; the other sessions end, this one stays.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('users.changePassword.title')}
      description={t('users.changePassword.description')}
    >
      <ChangePasswordForm onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changeOwnPasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit((body) =>
    changePassword.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const first = setFieldIssues(
          setError,
          apiFieldErrors(error),
          lastSegmentIn(['currentPassword', 'newPassword']),
        );
        if (first) setFocus(first);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {/* The account's email for password managers; not shown. */}
      <input type="text" autoComplete="username" value={email} readOnly hidden />
      <FormField
        label={t('users.changePassword.currentPassword')}
        htmlFor="current-password"
        error={errors.currentPassword?.message}
        required
      >
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          {...register('currentPassword')}
        />
      </FormField>
      <FormField
        label={t('users.changePassword.newPassword')}
        htmlFor="new-password"
        error={errors.newPassword?.message}
        hint={t('users.form.passwordHint')}
        required
      >
        <Input id="new-password" type="password" autoComplete="new-password" {...register('newPassword')} />
      </FormField>
      <DialogFormActions pending={changePassword.isPending} submitLabel={t('users.changePassword.submit')} />
    </form>
  );
}
