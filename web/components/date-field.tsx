import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/controlled-field';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/date-input';
import { parseDateText } from '@/lib/date-text';

interface DateFieldProps<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TTransformed extends FieldValues = TValues,
> extends Omit<ControlledFieldProps<TValues, TName, TTransformed>, 'hint'> {
  /** Runs after the field takes a new value (e.g. to clear its error). */
  onChange?: () => void;
}

/** A labelled DateInput bound to a react-hook-form field that holds an ISO date. */
export function DateField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TTransformed extends FieldValues = TValues,
>({ onChange, ...field }: DateFieldProps<TValues, TName, TTransformed>) {
  const { t } = useTranslation();
  return (
    <ControlledField
      {...field}
      // A text that is no date is refused here, with a message in the field's own format; an empty one
      // is left to the form's required check.
      rules={{
        validate: (value: string) =>
          value === '' || parseDateText(value) === value || t('common.dateField.invalid'),
      }}
      render={({ onChange: set, ...control }) => (
        <DateInput
          {...control}
          onChange={(value) => {
            set(value);
            onChange?.();
          }}
        />
      )}
    />
  );
}
