import { paymentStatuses } from '@common/schemas/choices';
import { compare, isDecimal, multiply, sumAt } from '@common/decimal';
import type { Crop } from '@common/schemas/crops';
import type { InventoryItem } from '@common/schemas/inventory';
import type { QualityGrade } from '@common/schemas/primitives';
import { saleInput, type PaymentStatus, type Sale } from '@common/schemas/sales';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
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
import { businessDate, formatINR, formatQuantity } from '@/lib/format';
import { editableDecimal, useAmendRecord, useRecordName } from '@/lib/record-corrections';
import { useCreateSale, type CreateSaleBody } from '../api/create-sale';

interface SaleFormValues {
  partyId: string;
  cropId: string;
  quantity: string;
  rate: string;
  qualityGrade: QualityGrade | '';
  paymentStatus: PaymentStatus;
  /** Only with Partial: what came with the sale (docs/money.md). */
  amountReceived: string;
  saleDate: string;
}

const FIELDS = [
  'partyId',
  'cropId',
  'quantity',
  'rate',
  'qualityGrade',
  'paymentStatus',
  'amountReceived',
  'saleDate',
] as const;

function emptyForm(): SaleFormValues {
  return {
    partyId: '',
    cropId: '',
    quantity: '',
    rate: '',
    qualityGrade: '',
    paymentStatus: 'pending',
    amountReceived: '',
    saleDate: businessDate(),
  };
}

/** A sale to correct and what was received with it when it was recorded (docs/money.md). */
export interface SaleCorrection {
  sale: Sale;
  paidWith: string;
}

/** The form filled with a sale being corrected (docs/screens.md#cancel-and-correct). */
function formFor({ sale, paidWith }: SaleCorrection): SaleFormValues {
  let paymentStatus: PaymentStatus = 'partial';
  if (compare(paidWith, '0') <= 0) paymentStatus = 'pending';
  else if (compare(paidWith, sale.totalAmount) >= 0) paymentStatus = 'paid';
  return {
    partyId: String(sale.partyId),
    cropId: String(sale.cropId),
    quantity: editableDecimal(sale.quantity),
    rate: editableDecimal(sale.rate),
    qualityGrade: sale.qualityGrade ?? '',
    paymentStatus,
    amountReceived: paymentStatus === 'partial' ? editableDecimal(paidWith) : '',
    saleDate: sale.saleDate,
  };
}

function positive(value: string): string | undefined {
  const text = value.trim();
  return isDecimal(text) && compare(text, '0') > 0 ? text : undefined;
}

interface SaleFormProps {
  crops: readonly Crop[];
  /** Stock buckets, for the "in stock" hint; undefined while unknown. */
  inventory: readonly InventoryItem[] | undefined;
  /** A sale to correct: the form opens filled with it and saving amends it. */
  correcting?: SaleCorrection;
  onClose: () => void;
}

/** The inline 'Record New Sale' form (not a dialog). */
export function SaleForm({ crops, inventory, correcting, onClose }: SaleFormProps) {
  const { t } = useTranslation();
  const createSale = useCreateSale();
  const amendSale = useAmendRecord<CreateSaleBody, Sale>('sale');
  const recordName = useRecordName();
  const { control, register, handleSubmit, reset, setError, clearErrors, setFocus, formState } =
    useForm<SaleFormValues>({
      defaultValues: correcting ? formFor(correcting) : emptyForm(),
    });
  const { errors } = formState;

  // On opening, and after each new sale once the cleared form has rendered: the form stays open for the
  // next one (docs/screens.md#keyboard).
  const [saved, setSaved] = useState(0);
  useEffect(() => setFocus('partyId'), [setFocus, saved]);

  const [cropId, grade, quantity, rate, status] = useWatch({
    control,
    name: ['cropId', 'qualityGrade', 'quantity', 'rate', 'paymentStatus'],
  });
  const crop = crops.find((c) => String(c.id) === cropId);
  const unitPlural = crop ? t(`common.units.${crop.unit}`) : undefined;
  const unitSingular = crop ? t(`common.unitOptions.${crop.unit}`) : undefined;
  const q = positive(quantity);
  const r = positive(rate);
  const total = q && r ? multiply(q, r, 2) : '0.00';
  // Stock is kept per crop and grade; "no grade" is its own bucket (docs/posting.md#the-books).
  const bucket = crop && inventory?.find((i) => i.cropId === crop.id && (i.qualityGrade ?? '') === grade);
  const stocked = crop && inventory ? (bucket ? bucket.currentStock : '0') : undefined;
  // A corrected sale's own quantity goes back to its bucket when it is amended.
  const inStock =
    stocked !== undefined &&
    correcting &&
    crop?.id === correcting.sale.cropId &&
    (correcting.sale.qualityGrade ?? '') === grade
      ? sumAt([stocked, correcting.sale.quantity], 3)
      : stocked;
  const overStock = inStock !== undefined && q !== undefined && compare(q, inStock) > 0;

  const clearOnChange = (name: FieldPath<SaleFormValues>) => ({ onChange: () => clearErrors(name) });

  const close = () => {
    reset(emptyForm());
    onClose();
  };

  const onSubmit = handleSubmit((values) => {
    const missing = (['partyId', 'cropId', 'quantity', 'rate', 'saleDate'] as const).filter(
      (name) => values[name].trim() === '',
    );
    if (markMissing(missing, setError, t)) return;
    const sq = positive(values.quantity);
    const sr = positive(values.rate);
    const received = values.paymentStatus === 'partial' ? values.amountReceived.trim() : '';
    const saleTotal = sq && sr ? multiply(sq, sr, 2) : undefined;
    if (received && saleTotal && isDecimal(received) && compare(received, saleTotal) >= 0) {
      setError('amountReceived', { message: t('sales.form.amountReceivedTooLarge') });
      setFocus('amountReceived');
      return;
    }
    const body: CreateSaleBody = {
      partyId: Number(values.partyId),
      cropId: Number(values.cropId),
      quantity: values.quantity.trim(),
      rate: values.rate.trim(),
      totalAmount: sq && sr ? multiply(sq, sr, 2) : '0.00',
      qualityGrade: values.qualityGrade === '' ? undefined : values.qualityGrade,
      paymentStatus: values.paymentStatus,
      ...(received ? { amountReceived: received } : {}),
      saleDate: values.saleDate,
    };

    const fieldFor = (path: string) => FIELDS.find((f) => f === path);
    const checked = saleInput.safeParse(body);
    if (!checked.success) {
      const first = setFieldIssues(setError, zodIssues(checked.error), fieldFor);
      if (first) setFocus(first);
      return;
    }

    const onError = (error: Error) => setFieldIssues(setError, badRequestFieldErrors(error), fieldFor);
    if (correcting) amendSale.mutate({ id: correcting.sale.id, body }, { onSuccess: close, onError });
    else
      createSale.mutate(body, {
        onSuccess: () => {
          reset(emptyForm());
          setSaved((n) => n + 1);
        },
        onError,
      });
  });

  const pending = createSale.isPending || amendSale.isPending;
  const title = correcting
    ? t('corrections.correct.banner', { record: recordName('sale', correcting.sale.id) })
    : t('sales.form.title');

  return (
    <FormCard title={title} description={t('sales.form.description')} onSubmit={onSubmit}>
      {correcting && (
        <CorrectionBanner entity="sale" id={correcting.sale.id} onAbandon={close} disabled={pending} />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <PartyField
          control={control}
          name="partyId"
          id="sale-customer"
          role="customer"
          label={t('sales.form.customer')}
          error={errors.partyId?.message}
          required
          placeholder={t('sales.form.customerPlaceholder')}
          format={(p) => `${p.name} (${t(`common.partyTypes.${p.type}`)})`}
          onChange={() => clearErrors('partyId')}
        />

        <SelectField
          control={control}
          name="cropId"
          id="sale-crop"
          label={t('sales.form.crop')}
          error={errors.cropId?.message}
          required
          placeholder={t('sales.form.cropPlaceholder')}
          options={crops.map((c) => ({ value: String(c.id), label: c.name }))}
          onChange={() => clearErrors('cropId')}
        />

        <SelectField
          control={control}
          name="qualityGrade"
          id="sale-grade"
          label={t('sales.form.qualityGrade')}
          error={errors.qualityGrade?.message}
          placeholder={t('sales.form.gradePlaceholder')}
          options={gradeOptions(t, t('sales.form.noGrade'))}
          emptyValue={NO_GRADE}
        />

        <FormField
          label={unitPlural ? t('sales.form.quantityIn', { unit: unitPlural }) : t('sales.form.quantity')}
          htmlFor="sale-quantity"
          error={errors.quantity?.message}
          required
          hint={
            inStock !== undefined ? (
              <span className={overStock ? 'font-medium text-destructive' : undefined}>
                {t('sales.form.inStock', { quantity: formatQuantity(inStock), unit: unitPlural ?? '' })}
              </span>
            ) : undefined
          }
        >
          <DecimalInput id="sale-quantity" step="0.01" {...register('quantity', clearOnChange('quantity'))} />
        </FormField>

        <FormField
          label={unitSingular ? t('sales.form.rateIn', { unit: unitSingular }) : t('sales.form.rate')}
          htmlFor="sale-rate"
          error={errors.rate?.message}
          required
        >
          <DecimalInput id="sale-rate" step="0.01" {...register('rate', clearOnChange('rate'))} />
        </FormField>

        <SelectField
          control={control}
          name="paymentStatus"
          id="sale-status"
          label={t('sales.form.paymentStatus')}
          error={errors.paymentStatus?.message}
          options={paymentStatuses.map((s) => ({ value: s, label: t(`common.paymentStatus.${s}`) }))}
        />

        {status === 'partial' && (
          <FormField
            label={t('sales.form.amountReceived')}
            htmlFor="sale-amount-received"
            error={errors.amountReceived?.message}
            hint={t('sales.form.amountReceivedHint')}
          >
            <DecimalInput
              id="sale-amount-received"
              step="0.01"
              {...register('amountReceived', clearOnChange('amountReceived'))}
            />
          </FormField>
        )}

        <DateField
          control={control}
          name="saleDate"
          id="sale-date"
          label={t('sales.form.saleDate')}
          error={errors.saleDate?.message}
          required
          onChange={() => clearErrors('saleDate')}
        />

        <div className="flex flex-col justify-end gap-2">
          <span className="text-sm font-medium">{t('sales.form.totalPreview')}</span>
          <p
            className="flex h-10 items-center rounded-md bg-muted/60 px-3 text-base font-semibold tabular-nums"
            data-testid="sale-total"
          >
            {formatINR(total)}
          </p>
        </div>
      </div>

      <FormActions
        pending={pending}
        onCancel={close}
        submitLabel={correcting ? t('corrections.correct.submit') : t('sales.form.submit')}
        pendingLabel={correcting ? t('corrections.correct.submitting') : t('sales.form.submitting')}
      />
    </FormCard>
  );
}
