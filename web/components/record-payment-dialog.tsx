import { paymentInput } from '@common/schemas/payments';
import { compare } from '@common/decimal';
import { useMemo } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { OnAccountNotice } from '@/components/on-account-notice';
import { PaymentMethodFields } from '@/components/payment-method-fields';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { defaultAccountId, settleBill, type PayableBill } from '@/lib/bill-payment';
import { useCreatePayment, type CreatePaymentBody } from '@/lib/create-payment';
import {
  badRequestFieldErrors,
  bodyResolver,
  fieldOf,
  setFieldIssues,
  type FormBody,
} from '@/lib/form-errors';
import type { FormValues } from '@/lib/form-values';
import { businessDate, formatDate, formatINR } from '@/lib/format';
import { useAccounts } from '@/lib/queries/accounts';

/** The payment schema's fields the dialog asks for; the party, direction and allocation are the bill's. */
type RecordPaymentValues = Pick<
  FormValues<typeof paymentInput, 'mode'>,
  'amount' | 'mode' | 'accountId' | 'reference' | 'paymentDate'
>;

/** What the dialog sends: exactly the schema's input, allocated to this bill and no other. */
function billPaymentBody(
  values: RecordPaymentValues,
  bill: PayableBill,
): FormBody<RecordPaymentValues, CreatePaymentBody> {
  const split = settleBill(values.amount, bill.outstanding);
  const body: CreatePaymentBody = {
    partyId: bill.partyId,
    direction: bill.kind === 'sale' ? 'received' : 'paid',
    amount: values.amount.trim(),
    paymentDate: values.paymentDate,
    mode: values.mode,
    // Left out for cash with no account chosen: the server then uses "Cash in hand" (docs/money.md).
    ...(values.accountId === '' ? {} : { accountId: Number(values.accountId) }),
    ...(values.reference.trim() === '' ? {} : { reference: values.reference.trim() }),
    // Always this bill and no other: left out, the server would settle the party's oldest bills first.
    allocations: split
      ? [
          bill.kind === 'sale'
            ? { saleId: bill.id, amount: split.allocated }
            : { purchaseId: bill.id, amount: split.allocated },
        ]
      : [],
  };
  const formField = fieldOf(values);
  return { body, fieldFor: (path) => formField(path.replace(/^body\./, '')) };
}

interface RecordPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The bill being paid; kept by the screen while the dialog closes, so its title does not flip. */
  bill: PayableBill | undefined;
}

/**
 * "Record payment" for one open sale (money received) or purchase (money paid), from the Sales and
 * Purchase screens (docs/screens.md#sales). It starts with the bill's outstanding, in cash, today, and
 * allocates the payment to that bill only; Enter records, Esc closes.
 */
export function RecordPaymentDialog({ open, onOpenChange, bill }: RecordPaymentDialogProps) {
  const { t } = useTranslation();
  if (!bill) return null;
  const billName = t(`billPayments.dialog.${bill.kind}`, {
    id: String(bill.id),
    date: formatDate(bill.date),
  });
  const received = bill.kind === 'sale';
  return (
    // The row's button opened it without being a Radix trigger: the focus goes back to it on closing.
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(received ? 'billPayments.dialog.receivedTitle' : 'billPayments.dialog.paidTitle')}
      description={t(
        received ? 'billPayments.dialog.receivedDescription' : 'billPayments.dialog.paidDescription',
        { party: bill.partyName, bill: billName },
      )}
      returnFocusToOpener
    >
      <RecordPaymentForm key={`${bill.kind}-${bill.id}`} bill={bill} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RecordPaymentForm({ bill, onDone }: { bill: PayableBill; onDone: () => void }) {
  const { t } = useTranslation();
  const createPayment = useCreatePayment();
  const accounts = useAccounts();
  const accountList = useMemo(() => accounts.data ?? [], [accounts.data]);
  const form = useForm<RecordPaymentValues, unknown, CreatePaymentBody>({
    // Checked on submit only, against the shared schema; a field's error clears as it changes.
    resolver: bodyResolver({
      check: (values) => billPaymentBody(values, bill),
      schema: () => paymentInput,
      t,
      focus: (field: FieldPath<RecordPaymentValues>) => {
        form.setFocus(field);
      },
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    defaultValues: {
      amount: bill.outstanding,
      mode: 'cash',
      accountId: defaultAccountId('cash', accountList),
      reference: '',
      paymentDate: businessDate(),
    },
  });
  const { control, register, handleSubmit, setError, clearErrors, getValues, formState } = form;
  const { errors } = formState;
  const amount = useWatch({ control, name: 'amount' });
  const settled = settleBill(amount, bill.outstanding);

  const clearOnChange = (name: FieldPath<RecordPaymentValues>) => ({ onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit((body) => {
    const { fieldFor } = billPaymentBody(getValues(), bill);
    createPayment.mutate(body, {
      onSuccess: onDone,
      onError: (error) => setFieldIssues(setError, badRequestFieldErrors(error), fieldFor),
    });
  });

  const advance = settled && compare(settled.advance, '0') > 0 ? settled.advance : undefined;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {/* The party's earlier payments on account settle this bill before any new money (docs/money.md#payments). */}
      <OnAccountNotice
        partyId={bill.partyId}
        direction={bill.kind === 'sale' ? 'received' : 'paid'}
        partyType={bill.kind === 'purchase' ? 'farmer' : undefined}
        target={{ kind: bill.kind, id: bill.id }}
        onApplied={onDone}
      />
      <dl className="grid grid-cols-3 gap-2 rounded-md border border-border bg-muted/40 p-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{t('billPayments.dialog.billAmount')}</dt>
          <dd className="font-medium tabular-nums">{formatINR(bill.amount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('billPayments.dialog.paidSoFar')}</dt>
          <dd className="font-medium tabular-nums">{formatINR(bill.paidAmount)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{t('billPayments.dialog.outstanding')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="dialog-outstanding">
            {formatINR(bill.outstanding)}
          </dd>
        </div>
      </dl>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField
          label={t('payments.form.amount')}
          htmlFor="bill-payment-amount"
          error={errors.amount?.message}
          required
          hint={advance ? t('billPayments.dialog.advanceHint') : undefined}
        >
          <DecimalInput
            id="bill-payment-amount"
            step="0.01"
            // Focused on opening with the outstanding selected, so that typing a part payment replaces it.
            onFocus={(e) => e.currentTarget.select()}
            {...register('amount', clearOnChange('amount'))}
          />
        </FormField>

        <DateField
          control={form.control}
          name="paymentDate"
          id="bill-payment-date"
          label={t('payments.form.paymentDate')}
          error={errors.paymentDate?.message}
          required
          onChange={() => clearErrors('paymentDate')}
        />

        <PaymentMethodFields form={form} idPrefix="bill-payment" accounts={accounts.data} />

        <FormField
          label={t('payments.form.reference')}
          htmlFor="bill-payment-reference"
          error={errors.reference?.message}
          hint={t('payments.form.referenceHint')}
          className="sm:col-span-2"
        >
          <Input
            id="bill-payment-reference"
            maxLength={100}
            autoComplete="off"
            {...register('reference', clearOnChange('reference'))}
          />
        </FormField>
      </div>

      <dl className="space-y-1 text-sm" aria-live="polite">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t('billPayments.dialog.allocated')}</dt>
          <dd className="font-medium tabular-nums" data-testid="dialog-allocated">
            {formatINR(settled?.allocated ?? '0')}
          </dd>
        </div>
        {advance && (
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t('billPayments.dialog.advance')}</dt>
            <dd className="font-medium tabular-nums" data-testid="dialog-advance">
              {formatINR(advance)}
            </dd>
          </div>
        )}
      </dl>

      <DialogFormActions pending={createPayment.isPending} submitLabel={t('payments.form.submit')} />
    </form>
  );
}
