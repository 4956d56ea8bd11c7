import type { PartyType } from '@common/schemas/parties';
import { paymentStatuses } from '@common/schemas/choices';
import { compare, isDecimal, multiply, subtract, sumAt } from '@common/decimal';
import type { Crop } from '@common/schemas/crops';
import type { InventoryItem } from '@common/schemas/inventory';
import {
  saleInput,
  type PaymentStatus,
  type Sale,
  type SaleAmended,
  type SaleInput,
} from '@common/schemas/sales';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CorrectionBanner } from '@/components/correction-banner';
import { OnAccountNotice } from '@/components/on-account-notice';
import { FormActions, FormCard } from '@/components/form-card';
import { PartyField } from '@/components/party-field';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { badRequestFieldErrors, bodyResolver, setFieldIssues } from '@/lib/form-errors';
import { businessDate, formatINR, formatQuantity } from '@/lib/format';
import { editableDecimal, useAmendRecord, useRecordName } from '@/lib/record-corrections';
import { useCreateSale } from '../api/create-sale';
import { LotPanel, lotBillAmount } from '@/components/lot-panel';
import { useLotFormFields } from '@/components/lot-form-fields';
import { emptyLotExtras, lotIssues, type LotExtras } from '@/components/lot-fields';
import { saleBody, type SaleFormValues } from '../sale-body';

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
  else if (compare(paidWith, sale.billAmount) >= 0) paymentStatus = 'paid';
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
  /** A correction is saved: the amend answer, for the note of what it did. */
  onCorrected?: (amended: SaleAmended) => void;
}

/** The inline 'Record New Sale' form (not a dialog). */
export function SaleForm({ crops, inventory, correcting, onClose, onCorrected }: SaleFormProps) {
  const { t } = useTranslation();
  const createSale = useCreateSale();
  const amendSale = useAmendRecord<SaleInput, SaleAmended>('sale');
  const recordName = useRecordName();
  // Bags and charges (docs/posting.md#charges), kept beside the form's fields.
  const [lot, setLot] = useState<LotExtras>(emptyLotExtras);
  const [lotErrors, setLotErrors] = useState<Record<string, string | undefined>>({});
  const form = useForm<SaleFormValues, unknown, SaleInput>({
    defaultValues: correcting ? formFor(correcting) : emptyForm(),
    // Checked on submit only, against the shared schema; a field's error clears as it changes.
    resolver: bodyResolver({
      check: (values) => saleBody(values, lot),
      schema: () => saleInput,
      t,
      onIssues: (issues) => setLotErrors(lotIssues(issues)),
      focus: (field: FieldPath<SaleFormValues>) => {
        form.setFocus(field);
      },
    }),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, reset, setError, clearErrors, setFocus, getValues, formState } =
    form;
  const { errors } = formState;

  // On opening, and after each new sale once the cleared form has rendered: the form stays open for the
  // next one (docs/screens.md#keyboard).
  const [saved, setSaved] = useState(0);
  // The customer of the sale just recorded, while it holds money received on account (docs/money.md#payments).
  const [recordedFor, setRecordedFor] = useState<{ partyId: number; type?: PartyType }>();
  const [chosenType, setChosenType] = useState<PartyType>();
  useEffect(() => setFocus('partyId'), [setFocus, saved]);

  const [cropId, grade, quantity, rate, status] = useWatch({
    control,
    name: ['cropId', 'qualityGrade', 'quantity', 'rate', 'paymentStatus'],
  });
  const { crop, unitPlural, cropField, gradeField, quantityField, rateField } = useLotFormFields(
    'sale',
    form,
    crops,
    cropId,
  );
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
    setLot(emptyLotExtras());
    onClose();
  };

  const onSubmit = handleSubmit((body) => {
    const values = getValues();
    const received = values.paymentStatus === 'partial' ? values.amountReceived.trim() : '';
    // What is received with a partial sale stays below its bill amount (the value and the buyer's charges).
    const saleTotal = lotBillAmount('sale', lot, {
      quantity: values.quantity,
      rate: values.rate,
      unit: crop?.unit,
    });
    if (received && saleTotal && isDecimal(received) && compare(received, saleTotal) >= 0) {
      setError('amountReceived', { message: t('sales.form.amountReceivedTooLarge') });
      setFocus('amountReceived');
      return;
    }
    setLotErrors({});
    const { fieldFor } = saleBody(values, lot);

    const onError = (error: Error) => {
      const issues = badRequestFieldErrors(error);
      setLotErrors(lotIssues(issues));
      return setFieldIssues(setError, issues, fieldFor);
    };
    if (correcting) {
      amendSale.mutate(
        { id: correcting.sale.id, body },
        {
          onSuccess: (amended) => {
            onCorrected?.(amended);
            close();
          },
          onError,
        },
      );
    } else
      createSale.mutate(body, {
        onSuccess: (sale) => {
          setRecordedFor({ partyId: sale.partyId, type: chosenType });
          reset(emptyForm());
          setLot(emptyLotExtras());
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
        <CorrectionBanner
          entity="sale"
          id={correcting.sale.id}
          paidByOthers={subtract(correcting.sale.paidAmount, correcting.paidWith)}
          onAbandon={close}
          disabled={pending}
        />
      )}
      {!correcting && recordedFor && (
        <OnAccountNotice partyId={recordedFor.partyId} direction="received" partyType={recordedFor.type} />
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
          onChange={(_, party) => {
            clearErrors('partyId');
            setChosenType(party?.type);
          }}
        />

        {cropField}

        {gradeField}

        {quantityField({
          step: '0.01',
          required: true,
          hint:
            inStock !== undefined ? (
              <span className={overStock ? 'font-medium text-destructive' : undefined}>
                {t('sales.form.inStock', { quantity: formatQuantity(inStock), unit: unitPlural ?? '' })}
              </span>
            ) : undefined,
        })}

        {rateField}

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

      <LotPanel
        lotKind="sale"
        extras={lot}
        onChange={setLot}
        unit={crop?.unit}
        quantity={quantity}
        rate={rate}
        errors={lotErrors}
        from={correcting?.sale}
      />

      <FormActions
        pending={pending}
        onCancel={close}
        submitLabel={correcting ? t('corrections.correct.submit') : t('sales.form.submit')}
        pendingLabel={correcting ? t('corrections.correct.submitting') : t('sales.form.submitting')}
      />
    </FormCard>
  );
}
