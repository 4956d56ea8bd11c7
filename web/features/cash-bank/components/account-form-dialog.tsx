import { isCashInHand } from '@common/schemas/choices';
import { accountInput, accountKinds, type Account } from '@common/schemas/accounts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OptionsSelect } from '@/components/options-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { schemaResolver, type FormValues } from '@/lib/form-values';
import { useCreateAccount, type AccountBody } from '../api/create-account';
import { useUpdateAccount } from '../api/update-account';

/** The account schema's fields as the dialog holds them: openingBalance '' = 0, openingDate '' = none. */
type AccountFormValues = FormValues<typeof accountInput, 'kind'>;

interface AccountFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account being edited; absent when adding. */
  account: Account | undefined;
  /** Called with the saved account (a new one becomes the account shown). */
  onSaved: (account: Account) => void;
}

/**
 * 'Add Account' / 'Edit Account'. The form mounts with the dialog, so it starts fresh each time. The
 * button that opened it is not a Radix trigger: the focus goes back to it when the dialog closes.
 */
export function AccountFormDialog({ open, onOpenChange, account, onSaved }: AccountFormDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={account ? t('cashBank.form.editTitle') : t('cashBank.form.addTitle')}
      description={account ? t('cashBank.form.editDescription') : t('cashBank.form.addDescription')}
      returnFocusToOpener
    >
      <AccountForm
        account={account}
        onDone={(saved) => {
          onOpenChange(false);
          onSaved(saved);
        }}
      />
    </FormDialog>
  );
}

function AccountForm({ account, onDone }: { account: Account | undefined; onDone: (a: Account) => void }) {
  const { t } = useTranslation();
  const createAccount = useCreateAccount();
  const updateAccount = useUpdateAccount();
  const pending = createAccount.isPending || updateAccount.isPending;
  // Expenses without an account and purchase expense rows are paid from it by its name (docs/money.md).
  const cashInHand = account !== undefined && isCashInHand(account.name);

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AccountFormValues, unknown, AccountBody>({
    resolver: schemaResolver(accountInput),
    defaultValues: {
      name: account?.name ?? '',
      kind: account?.kind ?? 'bank',
      openingBalance: account?.openingBalance ?? '',
      openingDate: account?.openingDate ?? '',
    },
  });

  const onServerError = (error: Error) =>
    setFieldIssues(
      setError,
      apiFieldErrors(error),
      lastSegmentIn(['name', 'kind', 'openingBalance', 'openingDate']),
    );

  const onSubmit = handleSubmit((body) => {
    if (account) {
      updateAccount.mutate({ id: account.id, body }, { onSuccess: onDone, onError: onServerError });
    } else {
      createAccount.mutate(body, { onSuccess: onDone, onError: onServerError });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormField
        label={t('cashBank.form.name')}
        htmlFor="account-name"
        error={errors.name?.message}
        hint={cashInHand ? t('cashBank.form.cashInHandFixed') : undefined}
        required
      >
        <Input
          id="account-name"
          autoComplete="off"
          maxLength={200}
          readOnly={cashInHand}
          placeholder={t('cashBank.form.namePlaceholder')}
          {...register('name')}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('cashBank.form.kind')}
          htmlFor="account-kind"
          error={errors.kind?.message}
          required
        >
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <OptionsSelect
                value={field.value}
                onValueChange={field.onChange}
                name={field.name}
                options={accountKinds.map((kind) => ({ value: kind, label: t(`cashBank.kinds.${kind}`) }))}
                id="account-kind"
                ref={field.ref}
                onBlur={field.onBlur}
                disabled={cashInHand}
                aria-required
              />
            )}
          />
        </FormField>
        <DateField
          control={control}
          name="openingDate"
          id="account-opening-date"
          label={t('cashBank.form.openingDate')}
          error={errors.openingDate?.message}
        />
      </div>
      <FormField
        label={t('cashBank.form.openingBalance')}
        htmlFor="account-opening-balance"
        error={errors.openingBalance?.message}
        hint={t('cashBank.form.openingBalanceHint')}
      >
        {/* Text, not a number input: a bank account may open below 0, and the value stays a string. */}
        <Input
          id="account-opening-balance"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          {...register('openingBalance')}
        />
      </FormField>
      <DialogFormActions
        pending={pending}
        submitLabel={account ? t('cashBank.form.update') : t('cashBank.form.create')}
      />
    </form>
  );
}
