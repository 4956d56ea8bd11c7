import { paymentDirections } from '@common/schemas/choices';
import { compare } from '@common/decimal';
import type { Account } from '@common/schemas/accounts';
import type { PartyType } from '@common/schemas/parties';
import { paymentInput, type Payment, type PaymentDirection } from '@common/schemas/payments';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput } from '@/components/decimal-input';
import { CorrectionBanner } from '@/components/correction-banner';
import { OnAccountNotice } from '@/components/on-account-notice';
import { DateField } from '@/components/date-field';
import { FormActions, FormCard } from '@/components/form-card';
import { PaymentMethodFields } from '@/components/payment-method-fields';
import { PayToSuggestion } from '@/components/pay-to-suggestion';
import { PartyField } from '@/components/party-field';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { defaultAccountId } from '@/lib/bill-payment';
import {
  badRequestFieldErrors,
  bodyResolver,
  fieldOf,
  setFieldIssues,
  type FormBody,
} from '@/lib/form-errors';
import type { FormValues } from '@/lib/form-values';
import { businessDate, formatINR } from '@/lib/format';
import { useCreatePayment, type CreatePaymentBody } from '@/lib/create-payment';
import { editableDecimal, useAmendRecord, useRecordName } from '@/lib/record-corrections';
import { useOpenBills } from '@/lib/queries/open-bills';
import {
  allocationFor,
  allocationKey,
  billsForCorrection,
  checkAllocations,
  openBills,
  preFill,
} from '../open-bills';
import { allocationInputId, OpenBillsTable } from './open-bills-table';

/** The payment schema's fields as the form holds them; the allocations are the open-bills table's. */
type PaymentFormValues = Omit<FormValues<typeof paymentInput, 'direction' | 'mode'>, 'allocations'>;

/**
 * What the form sends: exactly the schema's input, with the allocations typed in the open bills (none of a
 * bill left at 0). 'body.amount' is the amount field; 'allocations.0.amount' is a bill's, which the toast names.
 */
function paymentBody(
  values: PaymentFormValues,
  allocations: CreatePaymentBody['allocations'],
): FormBody<PaymentFormValues, CreatePaymentBody> {
  const body: CreatePaymentBody = {
    partyId: Number(values.partyId),
    direction: values.direction,
    amount: values.amount.trim(),
    paymentDate: values.paymentDate,
    mode: values.mode,
    // Left out for cash with no account chosen: the server then uses "Cash in hand" (docs/money.md#payments).
    ...(values.accountId === '' ? {} : { accountId: Number(values.accountId) }),
    ...(values.reference.trim() === '' ? {} : { reference: values.reference.trim() }),
    ...(values.notes.trim() === '' ? {} : { notes: values.notes.trim() }),
    allocations,
  };
  const formField = fieldOf(values);
  return { body, fieldFor: (path) => formField(path.replace(/^body\./, '')) };
}

/** Traders and exporters pay us for what they bought; we pay farmers for what we bought. */
function directionFor(type: PartyType): PaymentDirection {
  return type === 'farmer' ? 'paid' : 'received';
}

function emptyForm(accounts: readonly Account[]): PaymentFormValues {
  return {
    partyId: '',
    direction: 'received',
    amount: '',
    mode: 'cash',
    accountId: defaultAccountId('cash', accounts),
    reference: '',
    paymentDate: businessDate(),
    notes: '',
  };
}

/** The form filled with a payment being corrected (docs/screens.md#cancel-and-correct). */
function formFor(payment: Payment): PaymentFormValues {
  return {
    partyId: String(payment.partyId),
    direction: payment.direction,
    amount: editableDecimal(payment.amount),
    mode: payment.mode,
    accountId: String(payment.accountId),
    reference: payment.reference ?? '',
    paymentDate: payment.paymentDate,
    notes: payment.notes ?? '',
  };
}

/** The corrected payment's own allocations, as the form keeps them (bill key → amount). */
function allocationsOf(payment: Payment): Record<string, string> {
  return Object.fromEntries(payment.allocations.map((a) => [allocationKey(a), editableDecimal(a.amount)]));
}

interface PaymentFormProps {
  /** undefined while they load. */
  accounts: readonly Account[] | undefined;
  /** A payment to correct: the form opens filled with it, its allocations included, and saving amends it. */
  correcting?: Payment;
  onClose: () => void;
}

/**
 * The inline 'Record Payment' form. It stays open after a save, cleared, with the focus back on the party,
 * so that a clerk can enter a day's receipts one after another from the keyboard; Esc closes it.
 */
export function PaymentForm({ accounts, correcting, onClose }: PaymentFormProps) {
  const { t } = useTranslation();
  const createPayment = useCreatePayment();
  const amendPayment = useAmendRecord<CreatePaymentBody, Payment>('payment');
  const recordName = useRecordName();
  const accountList = useMemo(() => accounts ?? [], [accounts]);
  const form = useForm<PaymentFormValues, unknown, CreatePaymentBody>({
    defaultValues: correcting ? formFor(correcting) : emptyForm(accountList),
    // Checked on submit only, against the shared schema; a field's error clears as it changes.
    resolver: bodyResolver({
      check: (values) => paymentBody(values, sentAllocations()),
      schema: () => paymentInput,
      t,
      focus: (field: FieldPath<PaymentFormValues>) => {
        form.setFocus(field);
      },
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
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
  } = form;
  const { errors } = formState;

  // On opening, and after each save once the cleared form has rendered (a reset re-registers the fields,
  // so focusing in the same tick would reach the old element).
  const [saved, setSaved] = useState(0);
  useEffect(() => setFocus('partyId'), [setFocus, saved]);

  const [partyId, direction, amount, mode, reference] = useWatch({
    control,
    name: ['partyId', 'direction', 'amount', 'mode', 'reference'],
  });

  // The server answers the party's open bills, oldest first, opening balance included (docs/money.md).
  const billsQuery = useOpenBills(partyId === '' ? undefined : Number(partyId), direction);
  // What the party already holds on account of this direction, said before an amount is typed
  // (docs/screens.md#money-on-account).
  // Not while a payment is corrected: its own unallocated money counts there, and the form re-settles it.
  const onAccount =
    !correcting && billsQuery.data && compare(billsQuery.data.unallocated, '0') > 0
      ? billsQuery.data.unallocated
      : undefined;
  const [partyType, setPartyType] = useState<PartyType | undefined>(undefined);
  // A correction releases what the payment settled before it settles again: its bills count as open by
  // that much while it is corrected for the same party and direction.
  const bills = useMemo(() => {
    if (partyId === '') return undefined;
    const open = openBills(billsQuery.data?.bills ?? []);
    return correcting && String(correcting.partyId) === partyId && correcting.direction === direction
      ? billsForCorrection(open, correcting)
      : open;
  }, [partyId, direction, billsQuery.data, correcting]);

  // The allocations follow the amount, oldest bill first, until the clerk edits one; a new party, direction
  // or amount starts the pre-fill again (`edited` goes back to null).
  const [edited, setEdited] = useState<Record<string, string> | null>(() =>
    correcting ? allocationsOf(correcting) : null,
  );
  const allocations = useMemo(() => edited ?? preFill(bills ?? [], amount), [edited, bills, amount]);
  const check = checkAllocations(bills ?? [], amount, allocations);
  /** The allocations sent: the open bills' amounts above 0. */
  const sentAllocations = (): CreatePaymentBody['allocations'] =>
    (bills ?? []).flatMap<CreatePaymentBody['allocations'][number]>((bill) => {
      const value = (allocations[bill.key] ?? '').trim();
      if (value === '' || compare(value, '0') <= 0) return [];
      return [allocationFor(bill, value)];
    });

  const clearOnChange = (name: FieldPath<PaymentFormValues>) => ({ onChange: () => clearErrors(name) });

  const clear = () => {
    reset(emptyForm(accountList));
    setEdited(null);
  };

  const close = () => {
    clear();
    onClose();
  };

  const pending = createPayment.isPending || amendPayment.isPending;

  // Esc closes the form, unless an open select took it first (Radix marks the key handled).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Escape' || e.defaultPrevented || pending) return;
    if (!(e.target instanceof Node) || !e.currentTarget.contains(e.target)) return;
    e.preventDefault();
    close();
  };

  const onSubmit = handleSubmit((body) => {
    const { fieldFor } = paymentBody(getValues(), body.allocations);
    const firstBad = check.invalid[0] ?? (compare(check.unallocated, '0') < 0 ? bills?.[0]?.key : undefined);
    if (firstBad) {
      document.getElementById(allocationInputId(firstBad))?.focus();
      return;
    }

    const onError = (error: Error) => setFieldIssues(setError, badRequestFieldErrors(error), fieldFor);
    if (correcting) {
      amendPayment.mutate({ id: correcting.id, body }, { onSuccess: close, onError });
      return;
    }
    createPayment.mutate(body, {
      onSuccess: () => {
        clear();
        setSaved((n) => n + 1);
      },
      onError,
    });
  });

  const title = correcting
    ? t('corrections.correct.banner', { record: recordName('payment', correcting.id) })
    : t('payments.form.title');

  return (
    <div onKeyDown={onKeyDown}>
      <FormCard title={title} description={t('payments.form.description')} onSubmit={onSubmit}>
        {correcting && (
          <CorrectionBanner entity="payment" id={correcting.id} onAbandon={close} disabled={pending} />
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <PartyField
            control={control}
            name="partyId"
            id="payment-party"
            label={t('payments.form.party')}
            error={errors.partyId?.message}
            required
            placeholder={t('payments.form.partyPlaceholder')}
            format={(p) => `${p.name} (${t(`common.partyTypes.${p.type}`)})`}
            onChange={(_, party) => {
              clearErrors('partyId');
              if (party) setValue('direction', directionFor(party.type));
              setPartyType(party?.type);
              setEdited(null);
            }}
            className="sm:col-span-2"
          />

          <SelectField
            control={control}
            name="direction"
            id="payment-direction"
            label={t('payments.form.direction')}
            error={errors.direction?.message}
            options={paymentDirections.map((d) => ({ value: d, label: t(`payments.directions.${d}`) }))}
            onChange={() => setEdited(null)}
          />

          <FormField
            label={t('payments.form.amount')}
            htmlFor="payment-amount"
            error={errors.amount?.message}
            required
            hint={onAccount ? t('onAccount.amountHint', { amount: formatINR(onAccount) }) : undefined}
          >
            <DecimalInput
              id="payment-amount"
              step="0.01"
              {...register('amount', {
                onChange: () => {
                  clearErrors('amount');
                  setEdited(null);
                },
              })}
            />
          </FormField>

          <PaymentMethodFields form={form} idPrefix="payment" accounts={accounts} />

          <FormField
            label={t('payments.form.reference')}
            htmlFor="payment-reference"
            error={errors.reference?.message}
            hint={t('payments.form.referenceHint')}
          >
            <Input
              id="payment-reference"
              maxLength={100}
              autoComplete="off"
              {...register('reference', clearOnChange('reference'))}
            />
          </FormField>
          {direction === 'paid' && (
            <PayToSuggestion
              partyId={partyId === '' ? undefined : Number(partyId)}
              mode={mode}
              current={reference}
              onUse={(value) => setValue('reference', value, { shouldDirty: true })}
            />
          )}

          <DateField
            control={control}
            name="paymentDate"
            id="payment-date"
            label={t('payments.form.paymentDate')}
            error={errors.paymentDate?.message}
            required
            onChange={() => clearErrors('paymentDate')}
          />

          {/* One line, so that Enter records from here too, as from every other field. */}
          <FormField
            label={t('payments.form.notes')}
            htmlFor="payment-notes"
            error={errors.notes?.message}
            className="sm:col-span-2 xl:col-span-4"
          >
            <Input id="payment-notes" autoComplete="off" {...register('notes', clearOnChange('notes'))} />
          </FormField>
        </div>

        <OnAccountNotice
          partyId={partyId === '' || correcting ? undefined : Number(partyId)}
          direction={direction}
          partyType={partyType}
        />

        <OpenBillsTable
          direction={direction}
          bills={bills}
          loading={billsQuery.isPending}
          failed={billsQuery.isError}
          allocations={allocations}
          check={check}
          onAllocationChange={(key, value) => setEdited({ ...allocations, [key]: value })}
        />

        <FormActions
          pending={pending}
          onCancel={close}
          submitLabel={correcting ? t('corrections.correct.submit') : t('payments.form.submit')}
          pendingLabel={correcting ? t('corrections.correct.submitting') : t('payments.form.submitting')}
        />
      </FormCard>
    </div>
  );
}
