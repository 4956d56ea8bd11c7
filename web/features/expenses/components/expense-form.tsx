import { expenseTypes, isCashInHand } from '@common/schemas/choices';
import { expenseInput, type Expense, type ExpenseInput } from '@common/schemas/expenses';
import type { Purchase } from '@common/schemas/purchases';
import type { Sale } from '@common/schemas/sales';
import { useEffect, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CorrectionBanner } from '@/components/correction-banner';
import { FormActions, FormCard } from '@/components/form-card';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { Textarea } from '@/components/ui/textarea';
import {
  badRequestFieldErrors,
  bodyResolver,
  fieldOf,
  setFieldIssues,
  type FormBody,
} from '@/lib/form-errors';
import type { FormValues } from '@/lib/form-values';
import { businessDate, formatINR } from '@/lib/format';
import { useAccounts } from '@/lib/queries/accounts';
import { editableDecimal, useAmendRecord, useRecordName } from '@/lib/record-corrections';
import { useCreateExpense } from '../api/create-expense';
import { accountName } from '@/lib/account-name';

/**
 * The expense schema's fields as the form holds them: purchaseId and saleId 'none' or an id; accountId, the
 * account it was paid from, '' until the accounts arrive (the server then takes "Cash in hand").
 */
type ExpenseFormValues = FormValues<typeof expenseInput>;

const NONE = 'none';

/** What the form sends: exactly the schema's input, 'none' being no link (docs/api-conventions.md#transactions). */
function expenseBody(values: ExpenseFormValues): FormBody<ExpenseFormValues, ExpenseInput> {
  const body: ExpenseInput = {
    type: values.type as ExpenseInput['type'],
    description: values.description.trim(),
    amount: values.amount.trim(),
    purchaseId: values.purchaseId === NONE ? undefined : Number(values.purchaseId),
    saleId: values.saleId === NONE ? undefined : Number(values.saleId),
    expenseDate: values.expenseDate,
    accountId: values.accountId === '' ? undefined : Number(values.accountId),
  };
  return { body, fieldFor: fieldOf(values) };
}

function emptyForm(): ExpenseFormValues {
  return {
    type: '',
    description: '',
    amount: '',
    purchaseId: NONE,
    saleId: NONE,
    expenseDate: businessDate(),
    accountId: '',
  };
}

/** The form filled with an expense being corrected (docs/screens.md#cancel-and-correct). */
function formFor(expense: Expense): ExpenseFormValues {
  return {
    type: expense.type,
    description: expense.description,
    amount: editableDecimal(expense.amount),
    purchaseId: expense.purchaseId === null ? NONE : String(expense.purchaseId),
    saleId: expense.saleId === null ? NONE : String(expense.saleId),
    expenseDate: expense.expenseDate,
    accountId: expense.accountId === null ? '' : String(expense.accountId),
  };
}

interface ExpenseFormProps {
  purchases: readonly Purchase[];
  sales: readonly Sale[];
  /** An expense to correct: the form opens filled with it and saving amends it. */
  correcting?: Expense;
  onClose: () => void;
}

/** The 'Record New Expense' form, shown by 'Add Expense', hidden by Cancel; a new expense leaves it open, cleared. */
export function ExpenseForm({ purchases, sales, correcting, onClose }: ExpenseFormProps) {
  const { t } = useTranslation();
  const createExpense = useCreateExpense();
  const amendExpense = useAmendRecord<ExpenseInput, Expense>('expense');
  const recordName = useRecordName();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setFocus,
    setValue,
    getValues,
    formState,
  } = useForm<ExpenseFormValues, unknown, ExpenseInput>({
    defaultValues: correcting ? formFor(correcting) : emptyForm(),
    // Checked on submit only, against the shared schema; a field's error clears as it changes.
    resolver: bodyResolver({
      check: expenseBody,
      schema: () => expenseInput,
      t,
      focus: (field: FieldPath<ExpenseFormValues>) => {
        setFocus(field);
      },
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors } = formState;
  const accounts = useAccounts();

  // On opening, and after each new expense once the cleared form has rendered: the form stays open for
  // the next one (docs/screens.md#keyboard).
  const [saved, setSaved] = useState(0);
  useEffect(() => setFocus('type'), [setFocus, saved]);

  // Paid from "Cash in hand" unless the clerk picks another account (docs/money.md, Cash and bank books).
  const cashInHandId = accounts.data?.find((a) => isCashInHand(a.name))?.id;
  useEffect(() => {
    if (cashInHandId !== undefined && getValues('accountId') === '')
      setValue('accountId', String(cashInHandId));
  }, [cashInHandId, getValues, setValue]);

  const clear = () =>
    reset({ ...emptyForm(), accountId: cashInHandId === undefined ? '' : String(cashInHandId) });

  const close = () => {
    clear();
    onClose();
  };

  const onSubmit = handleSubmit((body) => {
    const { fieldFor } = expenseBody(getValues());
    const onError = (error: Error) => setFieldIssues(setError, badRequestFieldErrors(error), fieldFor);
    if (correcting) amendExpense.mutate({ id: correcting.id, body }, { onSuccess: close, onError });
    else
      createExpense.mutate(body, {
        onSuccess: () => {
          clear();
          setSaved((n) => n + 1);
        },
        onError,
      });
  });

  const pending = createExpense.isPending || amendExpense.isPending;
  const title = correcting
    ? t('corrections.correct.banner', { record: recordName('expense', correcting.id) })
    : t('expenses.form.title');

  return (
    <FormCard title={title} description={t('expenses.form.description')} onSubmit={onSubmit}>
      {correcting && (
        <CorrectionBanner entity="expense" id={correcting.id} onAbandon={close} disabled={pending} />
      )}
      {/* Screen and tab order: type, description, amount, links, date (docs/screens.md#expenses). */}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SelectField
          control={control}
          name="type"
          id="expense-type"
          label={t('expenses.form.type')}
          error={errors.type?.message}
          required
          placeholder={t('expenses.form.typePlaceholder')}
          options={expenseTypes.map((type) => ({ value: type, label: t(`expenses.types.${type}`) }))}
          onChange={() => clearErrors('type')}
          className="sm:col-span-2 xl:col-span-1"
        />

        <FormField
          label={t('expenses.form.descriptionLabel')}
          htmlFor="expense-description"
          error={errors.description?.message}
          required
          className="sm:col-span-2"
        >
          <Textarea
            id="expense-description"
            rows={3}
            placeholder={t('expenses.form.descriptionPlaceholder')}
            {...register('description', { onChange: () => clearErrors('description') })}
          />
        </FormField>

        <FormField
          label={t('expenses.form.amount')}
          htmlFor="expense-amount"
          error={errors.amount?.message}
          required
        >
          <DecimalInput
            id="expense-amount"
            step="0.01"
            {...register('amount', { onChange: () => clearErrors('amount') })}
          />
        </FormField>

        <SelectField
          control={control}
          name="purchaseId"
          id="expense-purchase"
          label={t('expenses.form.purchase')}
          error={errors.purchaseId?.message}
          options={[
            { value: NONE, label: t('expenses.form.none') },
            ...purchases.map((p) => ({
              value: String(p.id),
              label: t('expenses.form.purchaseOption', {
                id: String(p.id),
                amount: formatINR(p.finalAmount),
              }),
            })),
          ]}
        />

        <SelectField
          control={control}
          name="saleId"
          id="expense-sale"
          label={t('expenses.form.sale')}
          error={errors.saleId?.message}
          options={[
            { value: NONE, label: t('expenses.form.none') },
            ...sales.map((s) => ({
              value: String(s.id),
              label: t('expenses.form.saleOption', {
                id: String(s.id),
                amount: formatINR(s.totalAmount),
              }),
            })),
          ]}
        />

        <DateField
          control={control}
          name="expenseDate"
          id="expense-date"
          label={t('expenses.form.expenseDate')}
          error={errors.expenseDate?.message}
          required
          onChange={() => clearErrors('expenseDate')}
        />

        <SelectField
          control={control}
          name="accountId"
          id="expense-account"
          label={t('expenses.form.account')}
          error={errors.accountId?.message}
          placeholder={t('expenses.form.accountPlaceholder')}
          options={(accounts.data ?? []).map((a) => ({
            value: String(a.id),
            label: `${accountName(a.name, t)} (${t(`expenses.form.accountKinds.${a.kind}`)})`,
          }))}
          onChange={() => clearErrors('accountId')}
        />
      </div>

      <FormActions
        pending={pending}
        onCancel={close}
        submitLabel={correcting ? t('corrections.correct.submit') : t('expenses.form.submit')}
        pendingLabel={correcting ? t('corrections.correct.submitting') : t('expenses.form.submitting')}
      />
    </FormCard>
  );
}
