import { compare, isDecimal } from '@common/decimal';
import type { Crop } from '@common/schemas/crops';
import type { Purchase, PurchaseExpenseType, purchaseInput } from '@common/schemas/purchases';
import type { QualityGrade } from '@common/schemas/primitives';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { gradeOptions, NO_GRADE } from '@/lib/grade-options';
import { CorrectionBanner } from '@/components/correction-banner';
import { FormActions, FormCard } from '@/components/form-card';
import { PartyField } from '@/components/party-field';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { badRequestFieldErrors, markMissing, setFieldIssues, zodIssues } from '@/lib/form-errors';
import { useCreatePurchase, type CreatePurchaseBody } from '../api/create-purchase';
import { completeRows, purchaseTotals } from '../purchase-totals';
import { ExpenseRows } from './expense-rows';
import { PurchasePreview } from './purchase-preview';
import { businessDate, formatINR } from '@/lib/format';
import { editableDecimal, useAmendRecord, useRecordName } from '@/lib/record-corrections';

/**
 * The shared schema, and zod with it (about 21 kB compressed), are needed only to check a purchase about to
 * be sent, so they are fetched once the clerk starts on the form (its first focus), not with the screen: the
 * form is on the screen's first paint, and zod would put the screen over its first-load budget
 * (docs/decisions/0010-first-load.md). Should they fail to arrive, the server's check of the same schema
 * marks the fields instead.
 */
let schema: Promise<typeof purchaseInput | undefined> | undefined;
function purchaseSchema() {
  schema ??= import('@common/schemas/purchases').then(
    (m) => m.purchaseInput,
    () => undefined,
  );
  return schema;
}

export interface PurchaseFormValues {
  partyId: string;
  cropId: string;
  quantity: string;
  rate: string;
  qualityGrade: QualityGrade | '';
  moistureContent: string;
  purchaseDate: string;
  /** Paid to the farmer now, in cash (docs/money.md); blank or 0: nothing. */
  amountPaid: string;
  expenses: Array<{ type: PurchaseExpenseType | ''; amount: string }>;
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
  /** The correction is saved or abandoned: the form goes back to a new purchase. */
  onCorrectionDone?: () => void;
  /** Mounted after a correction: the farmer takes the focus, so the keyboard carries on from the form. */
  autoFocus?: boolean;
}

export function PurchaseForm({ crops, correcting, onCorrectionDone, autoFocus = false }: PurchaseFormProps) {
  const { t } = useTranslation();
  const createPurchase = useCreatePurchase();
  const amendPurchase = useAmendRecord<CreatePurchaseBody, Purchase>('purchase');
  const recordName = useRecordName();
  const form = useForm<PurchaseFormValues>({
    defaultValues: correcting ? formFor(correcting) : emptyForm(),
  });
  const { control, register, handleSubmit, reset, setError, clearErrors, setFocus, formState } = form;
  const { errors } = formState;
  const rows = useFieldArray({ control, name: 'expenses' });

  const [cropId, quantity, rate, expenseRows] = useWatch({
    control,
    name: ['cropId', 'quantity', 'rate', 'expenses'],
  });
  const totals = purchaseTotals(quantity, rate, expenseRows);
  const crop = crops.find((c) => String(c.id) === cropId);
  const unitPlural = crop ? t(`common.units.${crop.unit}`) : undefined;
  const unitSingular = crop ? t(`common.unitOptions.${crop.unit}`) : undefined;

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
  useEffect(() => {
    if (saved > 0) setFocus('partyId');
  }, [saved, setFocus]);

  const startOver = () => {
    if (correcting) {
      onCorrectionDone?.();
      return;
    }
    reset(emptyForm());
    createPurchase.reset();
  };

  const onSubmit = handleSubmit(async (values) => {
    const missing = (['partyId', 'cropId', 'quantity', 'rate', 'purchaseDate'] as const).filter(
      (name) => values[name].trim() === '',
    );
    if (markMissing(missing, setError, t)) return;

    // Remember which form row each sent row came from, to put a field error on the right one.
    const sentRowIndexes = values.expenses.flatMap((row, i) => (completeRows([row]).length ? [i] : []));
    const sentRows = sentRowIndexes.map((i) => values.expenses[i]!);
    const preview = purchaseTotals(values.quantity, values.rate, sentRows);
    const amountPaid = values.amountPaid.trim();
    // The server refuses more than the bill (its totalAmount, quantity × rate) too; saying so here keeps
    // the clerk on the field.
    if (amountPaid !== '' && isDecimal(amountPaid) && compare(amountPaid, preview.subtotal) > 0) {
      setError('amountPaid', {
        message: t('purchases.form.amountPaidTooLarge', { amount: formatINR(preview.subtotal) }),
      });
      setFocus('amountPaid');
      return;
    }
    const body: CreatePurchaseBody = {
      partyId: Number(values.partyId),
      cropId: Number(values.cropId),
      quantity: values.quantity.trim(),
      rate: values.rate.trim(),
      totalAmount: preview.subtotal,
      expenseAmount: preview.expenses,
      finalAmount: preview.final,
      qualityGrade: values.qualityGrade === '' ? undefined : values.qualityGrade,
      moistureContent: values.moistureContent.trim() === '' ? undefined : values.moistureContent.trim(),
      purchaseDate: values.purchaseDate,
      ...(amountPaid === '' ? {} : { amountPaid }),
      expenses: sentRows.map((row) => ({ type: row.type as PurchaseExpenseType, amount: row.amount.trim() })),
    };

    const fieldFor = (path: string): FieldPath<PurchaseFormValues> | undefined => {
      const [head, index, leaf] = path.split('.');
      if (head === 'expenses' && index !== undefined && (leaf === 'type' || leaf === 'amount')) {
        const row = sentRowIndexes[Number(index)];
        return row === undefined ? undefined : `expenses.${row}.${leaf}`;
      }
      const simple = [
        'partyId',
        'cropId',
        'quantity',
        'rate',
        'qualityGrade',
        'moistureContent',
        'purchaseDate',
        'amountPaid',
      ];
      return head !== undefined && simple.includes(head)
        ? (head as FieldPath<PurchaseFormValues>)
        : undefined;
    };

    // The shared schema catches what the server would refuse (0, too many decimals, out of range).
    const checked = (await purchaseSchema())?.safeParse(body);
    if (checked && !checked.success) {
      const first = setFieldIssues(setError, zodIssues(checked.error), fieldFor);
      if (first) setFocus(first);
      return;
    }

    const onError = (error: Error) => setFieldIssues(setError, badRequestFieldErrors(error), fieldFor);
    if (correcting) {
      amendPurchase.mutate({ id: correcting.purchase.id, body }, { onSuccess: onCorrectionDone, onError });
      return;
    }
    createPurchase.mutate(body, {
      onSuccess: () => {
        reset(emptyForm());
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
            onAbandon={startOver}
            disabled={pending}
          />
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

          <SelectField
            control={control}
            name="cropId"
            id="purchase-crop"
            label={t('purchases.form.crop')}
            error={errors.cropId?.message}
            required
            hint={crops.length === 0 ? t('purchases.form.noCrops') : undefined}
            placeholder={t('purchases.form.cropPlaceholder')}
            options={crops.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={() => clearErrors('cropId')}
          />

          <FormField
            label={
              unitPlural ? t('purchases.form.quantityIn', { unit: unitPlural }) : t('purchases.form.quantity')
            }
            htmlFor="purchase-quantity"
            error={errors.quantity?.message}
            required
          >
            <DecimalInput
              id="purchase-quantity"
              step="0.001"
              {...register('quantity', clearOnChange('quantity'))}
            />
          </FormField>

          <FormField
            label={
              unitSingular ? t('purchases.form.rateIn', { unit: unitSingular }) : t('purchases.form.rate')
            }
            htmlFor="purchase-rate"
            error={errors.rate?.message}
            required
          >
            <DecimalInput id="purchase-rate" step="0.01" {...register('rate', clearOnChange('rate'))} />
          </FormField>

          <SelectField
            control={control}
            name="qualityGrade"
            id="purchase-grade"
            label={t('purchases.form.qualityGrade')}
            error={errors.qualityGrade?.message}
            placeholder={t('purchases.form.gradePlaceholder')}
            options={gradeOptions(t, t('purchases.form.noGrade'))}
            emptyValue={NO_GRADE}
          />

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

        <PurchasePreview totals={totals} />

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
