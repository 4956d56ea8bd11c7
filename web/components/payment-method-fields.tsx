import { paymentModes } from '@common/schemas/choices';
import type { Account } from '@common/schemas/accounts';
import type { PaymentMode } from '@common/schemas/payments';
import { useEffect } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/select-field';
import { accountKindFor, defaultAccountId } from '@/lib/bill-payment';
import { accountName } from '@/lib/account-name';

/** The fields these two selects own in a payment form's values. */
export interface PaymentMethodValues {
  mode: PaymentMode;
  accountId: string;
}

interface PaymentMethodFieldsProps<
  TValues extends FieldValues & PaymentMethodValues,
  TTransformed extends FieldValues = TValues,
> {
  form: UseFormReturn<TValues, unknown, TTransformed>;
  /** The ids are `${idPrefix}-mode` and `${idPrefix}-account` ('payment', 'bill-payment'). */
  idPrefix: string;
  /** undefined while they load: the "no bank accounts" hint waits for them. */
  accounts: readonly Account[] | undefined;
}

/**
 * A payment's Mode and Account selects (docs/money.md): the accounts offered are of the mode's kind (cash:
 * cash accounts; bank, UPI, cheque: bank accounts), and a new mode whose kind the chosen account does not
 * fit starts again from its default ("Cash in hand", or the only bank account).
 */
export function PaymentMethodFields<
  TValues extends FieldValues & PaymentMethodValues,
  TTransformed extends FieldValues = TValues,
>({ form, idPrefix, accounts }: PaymentMethodFieldsProps<TValues, TTransformed>) {
  const { t } = useTranslation();
  // A form of any shape that has these two fields: read and written through them only. (react-hook-form
  // cannot name a field of a generic form's values, so the form is seen as one of just these two.)
  const { control, getValues, setValue, clearErrors, formState } =
    form as unknown as UseFormReturn<PaymentMethodValues>;
  const mode = useWatch({ control, name: 'mode' });

  // The accounts may arrive after the form opened: a cash payment then still starts in "Cash in hand".
  useEffect(() => {
    if (accounts && getValues('accountId') === '')
      setValue('accountId', defaultAccountId(getValues('mode'), accounts));
  }, [accounts, getValues, setValue]);
  const accountList = accounts ?? [];
  const accountOptions = accountList
    .filter((a) => a.kind === accountKindFor(mode))
    .map((a) => ({ value: String(a.id), label: accountName(a.name, t) }));

  return (
    <>
      <SelectField
        control={control}
        name="mode"
        id={`${idPrefix}-mode`}
        label={t('payments.form.mode')}
        error={formState.errors.mode?.message}
        options={paymentModes.map((m) => ({ value: m, label: t(`payments.modes.${m}`) }))}
        onChange={() => {
          const next = getValues('mode');
          const current = accountList.find((a) => String(a.id) === getValues('accountId'));
          if (!current || current.kind !== accountKindFor(next)) {
            setValue('accountId', defaultAccountId(next, accountList));
          }
          clearErrors('accountId');
        }}
      />

      <SelectField
        control={control}
        name="accountId"
        id={`${idPrefix}-account`}
        label={t('payments.form.account')}
        error={formState.errors.accountId?.message}
        required={mode !== 'cash'}
        placeholder={t('payments.form.accountPlaceholder')}
        hint={
          mode !== 'cash' && accounts && accountOptions.length === 0
            ? t('payments.form.noBankAccounts')
            : undefined
        }
        options={accountOptions}
        onChange={() => clearErrors('accountId')}
      />
    </>
  );
}
