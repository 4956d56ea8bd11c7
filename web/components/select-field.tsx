import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/controlled-field';
import { OptionsSelect, type SelectOption } from '@/components/options-select';

interface SelectFieldProps<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TTransformed extends FieldValues = TValues,
> extends ControlledFieldProps<TValues, TName, TTransformed> {
  placeholder?: string;
  options: readonly SelectOption[];
  /** An option's value that stands for "none" and sets the field to '' (Radix items cannot be ''). */
  emptyValue?: string;
  /** Runs after the field takes the chosen value (e.g. to clear its error). */
  onChange?: () => void;
}

/** A labelled select bound to a react-hook-form string field, marked invalid while it has an error. */
export function SelectField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TTransformed extends FieldValues = TValues,
>({ placeholder, options, emptyValue, onChange, ...field }: SelectFieldProps<TValues, TName, TTransformed>) {
  return (
    <ControlledField
      {...field}
      render={({ onChange: set, ...control }) => (
        <OptionsSelect
          {...control}
          options={options}
          placeholder={placeholder}
          onValueChange={(value) => {
            set(value === emptyValue ? '' : value);
            onChange?.();
          }}
        />
      )}
    />
  );
}
