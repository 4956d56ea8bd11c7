import type { Crop } from '@common/schemas/crops';
import type { InventoryItem } from '@common/schemas/inventory';
import {
  STOCK_ADJUSTMENT_REASON_MAX,
  stockAdjustmentInput,
  type StockAdjustmentInput,
} from '@common/schemas/stock-adjustments';
import { isZero } from '@common/decimal';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { DateField } from '@/components/date-field';
import { DecimalInput } from '@/components/decimal-input';
import { DialogFormActions, FormDialog } from '@/components/form-dialog';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError, serverText } from '@/lib/api-client';
import { businessDate, formatINR, formatQuantity } from '@/lib/format';
import { apiFieldErrors, lastSegmentIn, setFieldIssues } from '@/lib/form-errors';
import { gradeOptions, NO_GRADE } from '@/lib/grade-options';
import { useCreateStockAdjustment } from '../api/create-stock-adjustment';
import {
  previewAdjustment,
  toAdjustmentInput,
  type AdjustFormValues,
  type Direction,
} from '../adjustment-form';

// "Adjust Stock" (docs/screens.md#inventory, docs/posting.md#stock-adjustments): stock lost or found in a
// bucket. The clerk picks lost or found and types the quantity as it is; the body's signed quantity is made
// from the two (../adjustment-form.ts), and the shared schema (common/schemas/stock-adjustments.ts) checks it
// as the server will.

const FIELDS = ['cropId', 'qualityGrade', 'direction', 'quantity', 'rate', 'reason', 'date'] as const;
const REQUIRED = ['cropId', 'quantity', 'reason', 'date'] as const;

/**
 * Empty required fields are 'Required' (docs/screens.md#client-conventions); the rest is the shared schema's
 * word, on the field it is about (a signed quantity's message lands on the quantity the clerk typed).
 */
function adjustResolver(t: TFunction): Resolver<AdjustFormValues, unknown, StockAdjustmentInput> {
  return (values) => {
    const errors: FieldErrors<AdjustFormValues> = {};
    for (const name of REQUIRED) {
      if (values[name].trim() === '') errors[name] = { type: 'required', message: t('common.required') };
    }
    const input = toAdjustmentInput(values);
    if (Object.keys(errors).length === 0) {
      const checked = stockAdjustmentInput.safeParse(input);
      if (checked.success) return { values: input, errors: {} };
      for (const issue of checked.error.issues) {
        const field = FIELDS.find((f) => f === issue.path[0]);
        if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message };
      }
    }
    return { values: {}, errors };
  };
}

interface AdjustStockDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  crops: readonly Crop[];
  buckets: readonly InventoryItem[];
}

/** Opened by "Adjust Stock" in the page header (a Radix trigger would be its own button: the focus goes back). */
export function AdjustStockDialog({ open, onOpenChange, crops, buckets }: AdjustStockDialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('inventory.adjust.title')}
      description={t('inventory.adjust.description')}
      className="sm:max-w-xl"
      returnFocusToOpener
    >
      <AdjustStockForm crops={crops} buckets={buckets} onDone={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function AdjustStockForm({
  crops,
  buckets,
  onDone,
}: {
  crops: readonly Crop[];
  buckets: readonly InventoryItem[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const adjust = useCreateStockAdjustment();
  // A refusal (409: more than the bucket holds; 400: an empty bucket without a rate) stays in the dialog
  // beside the toast, on its field too.
  const [refusal, setRefusal] = useState<string | undefined>();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<AdjustFormValues, unknown, StockAdjustmentInput>({
    resolver: adjustResolver(t),
    defaultValues: {
      cropId: '',
      qualityGrade: NO_GRADE,
      direction: 'decrease',
      quantity: '',
      rate: '',
      reason: '',
      date: businessDate(),
    },
  });
  useEffect(() => setFocus('cropId'), [setFocus]);

  const [cropId, qualityGrade, direction, quantity, rate] = useWatch({
    control,
    name: ['cropId', 'qualityGrade', 'direction', 'quantity', 'rate'],
  });
  // A refusal answers the values sent: once one of them changes it no longer holds, and goes.
  useEffect(() => setRefusal(undefined), [cropId, qualityGrade, direction, quantity, rate]);
  const crop = crops.find((c) => String(c.id) === cropId);
  const grade = qualityGrade === NO_GRADE ? null : qualityGrade;
  const bucket = buckets.find((b) => String(b.cropId) === cropId && b.qualityGrade === grade);
  const unit = crop ? t(`common.units.${crop.unit}`) : '';
  // "per quintal": a rate and an average cost are said per the crop's own unit.
  const per = crop ? t(`common.perUnit.${crop.unit}`) : '';
  const stock = bucket?.currentStock ?? '0.000';
  const empty = isZero(stock);

  const onSubmit = handleSubmit((body) => {
    setRefusal(undefined);
    adjust.mutate(body, {
      onSuccess: onDone,
      onError: (error) => {
        const first = setFieldIssues(setError, apiFieldErrors(error), lastSegmentIn(FIELDS));
        if (error instanceof ApiError && error.status !== 400) setRefusal(serverText(error));
        // The submit button was disabled while it ran, which dropped the focus: back to the field at fault.
        setFocus(first ?? 'quantity');
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {/* Screen and tab order: what (crop, grade), how (lost or found, quantity, rate), why, when. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="cropId"
          id="adjust-crop"
          label={t('inventory.adjust.crop')}
          error={errors.cropId?.message}
          required
          placeholder={t('inventory.adjust.cropPlaceholder')}
          options={crops.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <SelectField
          control={control}
          name="qualityGrade"
          id="adjust-grade"
          label={t('inventory.adjust.grade')}
          error={errors.qualityGrade?.message}
          options={gradeOptions(t, t('inventory.adjust.noGrade'))}
        />
      </div>
      {crop && (
        <p className="text-sm text-muted-foreground" data-testid="adjust-holds">
          {empty
            ? t('inventory.adjust.holdsNothing')
            : t('inventory.adjust.holds', {
                stock: formatQuantity(stock),
                unit,
                value: formatINR(bucket?.totalValue),
                cost: formatINR(bucket?.averageCost),
              })}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="direction"
          id="adjust-direction"
          label={t('inventory.adjust.direction')}
          error={errors.direction?.message}
          required
          options={(['decrease', 'increase'] as const).map((d) => ({
            value: d,
            label: t(`inventory.adjust.directions.${d}`),
          }))}
        />
        <FormField
          label={crop ? t('inventory.adjust.quantityIn', { unit }) : t('inventory.adjust.quantity')}
          htmlFor="adjust-quantity"
          error={errors.quantity?.message}
          required
        >
          <DecimalInput id="adjust-quantity" step="0.001" autoComplete="off" {...register('quantity')} />
        </FormField>
      </div>
      {direction === 'increase' && (
        <FormField
          label={crop ? t('inventory.adjust.rateIn', { per }) : t('inventory.adjust.rate')}
          htmlFor="adjust-rate"
          error={errors.rate?.message}
          required={empty}
          hint={
            empty
              ? t('inventory.adjust.rateHintEmpty')
              : t('inventory.adjust.rateHintAverage', { cost: formatINR(bucket?.averageCost) })
          }
        >
          <DecimalInput id="adjust-rate" step="0.01" autoComplete="off" {...register('rate')} />
        </FormField>
      )}
      <FormField
        label={t('inventory.adjust.reason')}
        htmlFor="adjust-reason"
        error={errors.reason?.message}
        required
      >
        {/* One line, so that Enter saves from the field. */}
        <Input
          id="adjust-reason"
          autoComplete="off"
          maxLength={STOCK_ADJUSTMENT_REASON_MAX}
          placeholder={t('inventory.adjust.reasonPlaceholder')}
          {...register('reason')}
        />
      </FormField>
      <DateField
        control={control}
        name="date"
        id="adjust-date"
        label={t('inventory.adjust.date')}
        error={errors.date?.message}
        required
      />
      <ValuePreview
        direction={direction}
        quantity={quantity}
        rate={rate}
        bucket={bucket}
        unit={unit}
        per={per}
      />
      {refusal && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-800"
          data-testid="adjust-refusal"
        >
          {refusal}
        </p>
      )}
      <DialogFormActions pending={adjust.isPending} submitLabel={t('inventory.adjust.submit')} />
    </form>
  );
}

/** The value as the server will work it out (../adjustment-form.ts), said as the clerk types. */
function ValuePreview({
  direction,
  quantity,
  rate,
  bucket,
  unit,
  per,
}: {
  direction: Direction;
  quantity: string;
  rate: string;
  bucket: InventoryItem | undefined;
  unit: string;
  per: string;
}) {
  const { t } = useTranslation();
  const preview = previewAdjustment(direction, quantity, rate, bucket);
  let text: string;
  let figure: string | undefined;
  if (preview.kind === 'none') text = t('inventory.adjust.previewNone');
  else if (preview.kind === 'more') {
    text = t('inventory.adjust.previewMore', { stock: formatQuantity(preview.stock), unit });
  } else if (preview.kind === 'needsRate') text = t('inventory.adjust.previewNeedsRate');
  else {
    figure = formatINR(preview.value);
    text = t('inventory.adjust.previewAt', { cost: formatINR(preview.unitCost), per });
  }
  return (
    <div className="rounded-md border border-border bg-muted/40 px-3 py-2" aria-live="polite">
      <p className="text-sm text-muted-foreground">{t('inventory.adjust.preview')}</p>
      <p className="text-sm">
        {figure && (
          <span className="mr-2 text-lg font-semibold tabular-nums" data-testid="adjust-preview-value">
            {figure}
          </span>
        )}
        <span>{text}</span>
      </p>
    </div>
  );
}
