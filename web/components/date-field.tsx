import { useWatch, type FieldPathByValue, type FieldValues } from 'react-hook-form';
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
  const value = useWatch({ control: field.control, name: field.name }) as string | undefined;
  const isNoDate = (text: string | undefined) => !!text && parseDateText(text) !== text;
  // A form with a resolver runs its schema instead of a field's rules, and the schema's words name the wire
  // format (YYYY-MM-DD); a text that is no date is said in the field's own format whichever checked it.
  const error = field.error && isNoDate(value) ? t('common.dateField.invalid') : field.error;
  return (
    <ControlledField
      {...field}
      error={error}
      // A text that is no date is refused here, with a message in the field's own format; an empty one
      // is left to the form's required check.
      rules={{
        validate: (text: string) => !isNoDate(text) || t('common.dateField.invalid'),
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
