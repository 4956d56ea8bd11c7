import { compare, isDecimal, subtract } from '@common/decimal';
import type { Crop } from '@common/schemas/crops';
import type { Purchase, PurchaseAmended, PurchaseInput } from '@common/schemas/purchases';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions, FormCard } from '@/components/form-card';
import { PartyField } from '@/components/party-field';
import { FormField } from '@/components/ui/form-field';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { badRequestFieldErrors, bodyResolver, setFieldIssues, type SafeParser } from '@/lib/form-errors';
import { useCreatePurchase } from '../api/create-purchase';
import { purchaseBody, type PurchaseFormValues } from '../purchase-body';
import { completeRows, lotValue } from '../purchase-totals';
import { businessDate, formatINR } from '@/lib/format';
import { editableDecimal, useAmendRecord, useRecordName } from '@/lib/record-corrections';
import { lazyNote } from '@/components/lazy-dialog';
import { emptyLotExtras, lotIssues, type LotExtras } from '@/components/lot-fields';
import { useLotFormFields } from '@/components/lot-form-fields';

// Shown only while correcting or after a save for a farmer with money on account: fetched when first shown, so
// the screen's cold load stays within its budget (docs/decisions/0010-first-load.md).
const CorrectionBanner = lazyNote(() =>
  import('@/components/correction-banner').then((m) => m.CorrectionBanner),
);
const OnAccountNotice = lazyNote(() =>
  import('@/components/on-account-notice').then((m) => m.OnAccountNotice),
);
// The lot's bags, weighing and charges with the money preview: its own chunk, fetched as the form first
// renders; the farmer (Alt+P) does not wait for it.
const LotPanel = lazyNote(() => import('@/components/lot-panel').then((m) => m.LotPanel));
// The expense rows come in their own chunk too, as the form first renders (the screen's first load stays
// within its budget once the lot panel's form code is counted).
const ExpenseRows = lazyNote(() => import('./expense-rows').then((m) => m.ExpenseRows));

/**
 * The shared schema, and zod with it (about 21 kB compressed), are needed only to check a purchase about to
 * be sent, so they are fetched once the clerk starts on the form (its first focus), not with the screen: the
 * form is on the screen's first paint, and zod would put the screen over its first-load budget
 * (docs/decisions/0010-first-load.md). Should they fail to arrive, the server's check of the same schema
 * marks the fields instead.
 */
let schema: Promise<SafeParser | undefined> | undefined;
function purchaseSchema() {
  schema ??= import('@common/schemas/purchases').then(
    (m) => m.purchaseInput,
    () => undefined,
  );
  return schema;
}

function emptyForm(): PurchaseFormValues {
  return {
    partyId: '',
    cropId: '',
    quantity: '',
    rate: '',
    qualityGrade: '',
    moistureContent: '',
    purchaseDate: businessDate(),
    amountPaid: '',
    expenses: [{ type: '', amount: '' }],
  };
}

/** A purchase to correct and what was paid with it when it was recorded (docs/money.md). */
export interface PurchaseCorrection {
  purchase: Purchase;
  paidWith: string;
}

/** The form filled with a purchase being corrected (docs/screens.md#cancel-and-correct). */
function formFor({ purchase, paidWith }: PurchaseCorrection): PurchaseFormValues {
  return {
    partyId: String(purchase.partyId),
    cropId: String(purchase.cropId),
    quantity: editableDecimal(purchase.quantity),
    rate: editableDecimal(purchase.rate),
    qualityGrade: purchase.qualityGrade ?? '',
    moistureContent: editableDecimal(purchase.moistureContent),
    purchaseDate: purchase.purchaseDate,
    amountPaid: compare(paidWith, '0') > 0 ? editableDecimal(paidWith) : '',
    expenses: purchase.expenses.length
      ? purchase.expenses.map((e) => ({ type: e.type, amount: editableDecimal(e.amount) }))
      : [{ type: '', amount: '' }],
  };
}

interface PurchaseFormProps {
  crops: readonly Crop[];
  /**
   * A purchase to correct: the form is filled with it and saving amends it. The page mounts the form again
   * (its key) for each correction, and for a new entry after one.
   */
  correcting?: PurchaseCorrection;
  /** The correction is saved (with the amend answer) or abandoned: the form goes back to a new purchase. */
  onCorrectionDone?: (amended?: PurchaseAmended) => void;
  /** Mounted after a correction: the farmer takes the focus, so the keyboard carries on from the form. */
  autoFocus?: boolean;
}

export function PurchaseForm({ crops, correcting, onCorrectionDone, autoFocus = false }: PurchaseFormProps) {
  const { t } = useTranslation();
  const createPurchase = useCreatePurchase();
  const amendPurchase = useAmendRecord<PurchaseInput, PurchaseAmended>('purchase');
  const recordName = useRecordName();
  // Bags, weighing and charges (docs/posting.md#charges), kept beside the form's fields.
  const [lot, setLot] = useState<LotExtras>(emptyLotExtras);
  const [lotErrors, setLotErrors] = useState<Record<string, string | undefined>>({});
  const weighed = lot.grossWeight.trim() !== '';
  const form = useForm<PurchaseFormValues, unknown, PurchaseInput>({
    defaultValues: correcting ? formFor(correcting) : emptyForm(),
    // Checked on submit only, against the shared schema; a field's error clears as it changes.
    resolver: bodyResolver({
      check: (values) => purchaseBody(values, lot),
      schema: purchaseSchema,
      t,
      onIssues: (issues) => setLotErrors(lotIssues(issues)),
      focus: (field: FieldPath<PurchaseFormValues>) => {
        form.setFocus(field);
      },
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, reset, setError, clearErrors, setFocus, getValues, formState } =
    form;
  const { errors } = formState;
  const rows = useFieldArray({ control, name: 'expenses' });

  const [cropId, quantity, rate, expenseRows, moistureContent] = useWatch({
    control,
    name: ['cropId', 'quantity', 'rate', 'expenses', 'moistureContent'],
  });
  const { crop, cropField, gradeField, quantityField, rateField } = useLotFormFields(
    'purchase',
    form,
    crops,
    cropId,
  );

  const clearOnChange = (name: FieldPath<PurchaseFormValues>) => ({ onChange: () => clearErrors(name) });

  // A correction starts at the farmer, with the form scrolled into view (it sits above the lists).
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!correcting && !autoFocus) return;
    card.current?.scrollIntoView?.({ block: 'start' });
    setFocus('partyId');
  }, [correcting, autoFocus, setFocus]);

  // After a save the next lot starts at the farmer (docs/screens.md#keyboard), once the cleared form has
  // rendered: a reset re-registers the fields, so focusing in the same tick would reach the old element.
  const [saved, setSaved] = useState(0);
  // The farmer of the purchase just recorded, while he holds money paid on account (docs/money.md#payments).
  const [recordedFor, setRecordedFor] = useState<number>();
  useEffect(() => {
    if (saved > 0) setFocus('partyId');
  }, [saved, setFocus]);

  const startOver = () => {
    if (correcting) {
      onCorrectionDone?.();
      return;
    }
    reset(emptyForm());
    setLot(emptyLotExtras());
    setLotErrors({});
    createPurchase.reset();
  };

  const onSubmit = handleSubmit(async (body) => {
    const values = getValues();
    // The server refuses more than the bill (the net payable: the value less the farmer's charges) too;
    // saying so here keeps the clerk on the field. The lot panel's chunk is loaded by now.
    const { lotBillAmount } = await import('@/components/lot-panel');
    const bill =
      lotBillAmount('purchase', lot, {
        quantity: values.quantity,
        rate: values.rate,
        unit: crop?.unit,
        moistureContent: values.moistureContent,
      }) ?? lotValue(values.quantity, values.rate);
    const amountPaid = values.amountPaid.trim();
    if (amountPaid !== '' && isDecimal(amountPaid) && compare(amountPaid, bill) > 0) {
      setError('amountPaid', {
        message: t('purchases.form.amountPaidTooLarge', { amount: formatINR(bill) }),
      });
      setFocus('amountPaid');
      return;
    }
    setLotErrors({});
    const { fieldFor } = purchaseBody(values, lot);

    const onError = (error: Error) => {
      const issues = badRequestFieldErrors(error);
      setLotErrors(lotIssues(issues));
      return setFieldIssues(setError, issues, fieldFor);
    };
    if (correcting) {
      amendPurchase.mutate(
        { id: correcting.purchase.id, body },
        { onSuccess: (amended) => onCorrectionDone?.(amended), onError },
      );
      return;
    }
    createPurchase.mutate(body, {
      onSuccess: (purchase) => {
        setRecordedFor(purchase.partyId);
        reset(emptyForm());
        setLot(emptyLotExtras());
        setSaved((n) => n + 1);
      },
      onError,
    });
  });

  const pending = createPurchase.isPending || amendPurchase.isPending;
  const title = correcting
    ? t('corrections.correct.banner', { record: recordName('purchase', correcting.purchase.id) })
    : t('purchases.form.title');

  return (
    <div ref={card} className="scroll-mt-4" onFocus={() => void purchaseSchema()}>
      <FormCard title={title} description={t('purchases.form.description')} onSubmit={onSubmit}>
        {correcting && (
          <CorrectionBanner
            entity="purchase"
            id={correcting.purchase.id}
            paidByOthers={subtract(correcting.purchase.paidAmount, correcting.paidWith)}
            onAbandon={startOver}
            disabled={pending}
          />
        )}
        {!correcting && recordedFor !== undefined && (
          <OnAccountNotice partyId={recordedFor} direction="paid" partyType="farmer" />
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <PartyField
            control={control}
            name="partyId"
            id="purchase-farmer"
            role="farmer"
            label={t('purchases.form.farmer')}
            error={errors.partyId?.message}
            required
            placeholder={t('purchases.form.farmerPlaceholder')}
            onChange={() => clearErrors('partyId')}
          />

          {cropField}

          {/* A weighed lot's quantity is the net of its weighing, which the server works out. */}
          {quantityField({
            step: '0.001',
            required: !weighed,
            disabled: weighed,
            hint: weighed ? t('purchases.form.quantityWeighed') : undefined,
          })}

          {rateField}

          {gradeField}

          <FormField
            label={t('purchases.form.moisture')}
            htmlFor="purchase-moisture"
            error={errors.moistureContent?.message}
          >
            <DecimalInput
              id="purchase-moisture"
              step="0.1"
              max="100"
              {...register('moistureContent', clearOnChange('moistureContent'))}
            />
          </FormField>

          <DateField
            control={control}
            name="purchaseDate"
            id="purchase-date"
            label={t('purchases.form.purchaseDate')}
            error={errors.purchaseDate?.message}
            required
            onChange={() => clearErrors('purchaseDate')}
          />

          <FormField
            label={t('purchases.form.amountPaid')}
            htmlFor="purchase-amount-paid"
            error={errors.amountPaid?.message}
            hint={t('purchases.form.amountPaidHint')}
          >
            <DecimalInput
              id="purchase-amount-paid"
              step="0.01"
              {...register('amountPaid', clearOnChange('amountPaid'))}
            />
          </FormField>
        </div>

        <ExpenseRows form={form} rows={rows} />

        {/* Bags, weighing, charges and the lot's totals, as the server will post them. */}
        <LotPanel
          lotKind="purchase"
          extras={lot}
          onChange={setLot}
          unit={crop?.unit}
          quantity={quantity}
          rate={rate}
          moistureContent={moistureContent}
          expenseAmounts={completeRows(expenseRows).map((row) => row.amount)}
          errors={lotErrors}
          from={correcting?.purchase}
        />

        <FormActions
          pending={pending}
          onCancel={startOver}
          submitLabel={correcting ? t('corrections.correct.submit') : t('purchases.form.submit')}
          pendingLabel={correcting ? t('corrections.correct.submitting') : t('purchases.form.submitting')}
        />
      </FormCard>
    </div>
  );
}
