import type { Crop } from '@common/schemas/crops';
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DecimalInput, type DecimalInputProps } from '@/components/decimal-input';
import { SelectField } from '@/components/select-field';
import { FormField } from '@/components/ui/form-field';
import { gradeOptions, NO_GRADE } from '@/lib/grade-options';

// The fields every lot's form has, a purchase's and a sale's alike (docs/bills.md#the-core): the crop, its
// grade, the quantity in the crop's unit and the rate per unit. Their texts, ids (`purchase-crop`,
// `sale-quantity`) and errors are the same on both; each form places them in its own order and says what
// differs: a purchase's quantity is worked out once the lot is weighed, a sale's is hinted with the stock.

/** The lot's own values as a form holds them (text as typed; '' for no grade). */
export interface LotFormBasics extends FieldValues {
  cropId: string;
  qualityGrade: string;
  quantity: string;
  rate: string;
}

/** What differs about a kind's quantity field. */
export interface QuantityOptions {
  /** The input's step: a purchase is weighed to the kilogram, a sale to ten. */
  step: DecimalInputProps['step'];
  required: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/**
 * The crop, grade, quantity and rate fields of a lot's form, bound to `form`, and the chosen crop with its unit
 * in words. Every field clears its error when it changes.
 */
export function useLotFormFields<T extends LotFormBasics, Sent extends FieldValues>(
  kind: 'purchase' | 'sale',
  form: UseFormReturn<T, unknown, Sent>,
  crops: readonly Crop[],
  cropId: string,
) {
  const { t } = useTranslation();
  // The four names are fields of every such form: the casts say so to react-hook-form's types.
  const f = form as unknown as UseFormReturn<LotFormBasics>;
  const { errors } = f.formState;
  const crop = crops.find((c) => String(c.id) === cropId);
  const unitPlural = crop ? t(`common.units.${crop.unit}`) : undefined;
  const unitSingular = crop ? t(`common.unitOptions.${crop.unit}`) : undefined;
  const clearOnChange = (name: FieldPath<LotFormBasics>) => ({ onChange: () => f.clearErrors(name) });

  const cropField = (
    <SelectField
      control={f.control}
      name="cropId"
      id={`${kind}-crop`}
      label={t('common.lotForm.crop')}
      error={errors.cropId?.message}
      required
      hint={crops.length === 0 ? t('common.lotForm.noCrops') : undefined}
      placeholder={t('common.lotForm.cropPlaceholder')}
      options={crops.map((c) => ({ value: String(c.id), label: c.name }))}
      onChange={() => f.clearErrors('cropId')}
    />
  );
  const gradeField = (
    <SelectField
      control={f.control}
      name="qualityGrade"
      id={`${kind}-grade`}
      label={t('common.lotForm.qualityGrade')}
      error={errors.qualityGrade?.message}
      placeholder={t('common.lotForm.gradePlaceholder')}
      options={gradeOptions(t, t('common.lotForm.noGrade'))}
      emptyValue={NO_GRADE}
    />
  );
  const quantityField = ({ step, required, disabled, hint }: QuantityOptions) => (
    <FormField
      label={unitPlural ? t('common.lotForm.quantityIn', { unit: unitPlural }) : t('common.lotForm.quantity')}
      htmlFor={`${kind}-quantity`}
      error={errors.quantity?.message}
      required={required}
      hint={hint}
    >
      <DecimalInput
        id={`${kind}-quantity`}
        step={step}
        disabled={disabled}
        {...f.register('quantity', clearOnChange('quantity'))}
      />
    </FormField>
  );
  const rateField = (
    <FormField
      label={unitSingular ? t('common.lotForm.rateIn', { unit: unitSingular }) : t('common.lotForm.rate')}
      htmlFor={`${kind}-rate`}
      error={errors.rate?.message}
      required
    >
      <DecimalInput id={`${kind}-rate`} step="0.01" {...f.register('rate', clearOnChange('rate'))} />
    </FormField>
  );
  return { crop, unitPlural, cropField, gradeField, quantityField, rateField };
}
