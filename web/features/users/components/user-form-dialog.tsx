import { roles } from '@common/schemas/auth';
import { userCreateInput, userUpdateInput, type UserRecord } from '@common/schemas/users';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver, type FormValues } from '@/lib/form-values';
import { useCreateUser, type UserCreateBody } from '../api/create-user';
import { syncSignedInUser, useUpdateUser, type UserUpdateBody } from '../api/update-user';

interface UserFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user being edited; absent when adding. */
  user: UserRecord | undefined;
}

/** 'Add User' / 'Edit User'. The form mounts with the dialog, so it starts fresh each time. */
export function UserFormDialog({ open, onOpenChange, user }: UserFormDialogProps) {
  const { t } = useTranslation();
  const onDone = () => onOpenChange(false);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusToOpener
      title={user ? t('users.form.editTitle') : t('users.form.addTitle')}
      description={
        user ? t('users.form.editDescription', { email: user.email }) : t('users.form.addDescription')
      }
    >
      {user ? <EditUserForm user={user} onDone={onDone} /> : <AddUserForm onDone={onDone} />}
    </FormDialog>
  );
}

function useRoleOptions() {
  const { t } = useTranslation();
  return roles.map((role) => ({ value: role, label: t(`users.roles.${role}`) }));
}

type AddValues = FormValues<typeof userCreateInput, 'role'>;

function AddUserForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const createUser = useCreateUser();
  const roleOptions = useRoleOptions();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddValues, unknown, UserCreateBody>({
    resolver: schemaResolver(userCreateInput),
    defaultValues: { email: '', username: '', password: '', role: 'staff' },
  });

  const onSubmit = handleSubmit((body) =>
    createUser.mutate(body, {
      onSuccess: onDone,
      onError: (error) =>
        setFieldIssues(
          setError,
          apiFieldErrors(error),
          lastSegmentIn(['email', 'username', 'password', 'role']),
        ),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField label={t('users.form.email')} htmlFor="user-email" error={errors.email?.message} required>
        <Input
          id="user-email"
          type="email"
          autoComplete="off"
          maxLength={320}
          placeholder={t('users.form.emailPlaceholder')}
          {...register('email')}
        />
      </FormField>
      <FormField
        label={t('users.form.username')}
        htmlFor="user-username"
        error={errors.username?.message}
        required
      >
        <Input
          id="user-username"
          autoComplete="off"
          maxLength={100}
          placeholder={t('users.form.usernamePlaceholder')}
          {...register('username')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('users.form.password')}
          htmlFor="user-password"
          error={errors.password?.message}
          hint={t('users.form.passwordHint')}
          required
        >
          <Input id="user-password" type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField label={t('users.form.role')} htmlFor="user-role" error={errors.role?.message} required>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <OptionsSelect
                id="user-role"
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                options={roleOptions}
                ref={field.ref}
                onBlur={field.onBlur}
                aria-required
              />
            )}
          />
        </FormField>
      </div>
      <DialogFormActions pending={createUser.isPending} submitLabel={t('users.form.create')} />
    </form>
  );
}

type EditValues = FormValues<typeof userUpdateInput, 'role'>;

function EditUserForm({ user, onDone }: { user: UserRecord; onDone: () => void }) {
  const { t } = useTranslation();
  const updateUser = useUpdateUser();
  const roleOptions = useRoleOptions();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditValues, unknown, UserUpdateBody>({
    resolver: schemaResolver(userUpdateInput),
    defaultValues: { username: user.username, role: user.role, active: user.active },
  });

  // A refusal (the last active admin) shows as the error toast and leaves the dialog open to change it.
  const onSubmit = handleSubmit((body) =>
    updateUser.mutate(
      { id: user.id, body },
      {
        onSuccess: (updated) => {
          syncSignedInUser(updated);
          onDone();
        },
        onError: (error) =>
          setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(['username', 'role', 'active'])),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t('users.form.username')}
        htmlFor="user-username"
        error={errors.username?.message}
        required
      >
        <Input id="user-username" autoComplete="off" maxLength={100} {...register('username')} />
      </FormField>
      <FormField label={t('users.form.role')} htmlFor="user-role" error={errors.role?.message} required>
        <Controller
          control={control}
          name="role"
          render={({ field }) => (
            <OptionsSelect
              id="user-role"
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
              options={roleOptions}
              ref={field.ref}
              onBlur={field.onBlur}
              aria-required
            />
          )}
        />
      </FormField>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox
              id="user-active"
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(v) => field.onChange(v === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor="user-active" className="font-normal">
              {t('users.form.active')}
            </Label>
          </div>
        )}
      />
      <DialogFormActions pending={updateUser.isPending} submitLabel={t('users.form.update')} />
    </form>
  );
}
