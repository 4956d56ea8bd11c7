import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { OptionsSelect, type SelectOption } from '@/components/options-select';
import { FormField, formFieldErrorId } from '@/components/ui/form-field';

interface SelectFieldProps<TValues extends FieldValues, TName extends FieldPathByValue<TValues, string>> {
  control: Control<TValues>;
  name: TName;
  /** The trigger's id, which the label and the error message refer to. */
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  options: readonly SelectOption[];
  /** An option's value that stands for "none" and sets the field to '' (Radix items cannot be ''). */
  emptyValue?: string;
  /** Runs after the field takes the chosen value (e.g. to clear its error). */
  onChange?: () => void;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
}

/** A labelled select bound to a react-hook-form string field, marked invalid while it has an error. */
export function SelectField<TValues extends FieldValues, TName extends FieldPathByValue<TValues, string>>({
  control,
  name,
  id,
  label,
  error,
  required,
  hint,
  placeholder,
  options,
  emptyValue,
  onChange,
  className,
}: SelectFieldProps<TValues, TName>) {
  return (
    <FormField label={label} htmlFor={id} error={error} required={required} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <OptionsSelect
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value === emptyValue ? '' : value);
              onChange?.();
            }}
            options={options}
            placeholder={placeholder}
            id={id}
            ref={field.ref}
            onBlur={field.onBlur}
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? formFieldErrorId(id) : undefined}
          />
        )}
      />
    </FormField>
  );
}
