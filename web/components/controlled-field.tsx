import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type RefCallBack,
  type RegisterOptions,
} from 'react-hook-form';
import { FormField, formFieldErrorId, formFieldHintId } from '@/components/ui/form-field';

/** What a controlled field's widget is given: the form value, its handlers, its id and its ARIA state. */
export interface ControlProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  ref: RefCallBack;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props every field built on ControlledField shares (PartyField, SelectField, DateField). */
export interface ControlledFieldProps<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  // What the form's resolver makes of the values (a zod schema's output), when it has one.
  TTransformed extends FieldValues = TValues,
> {
  control: Control<TValues, unknown, TTransformed>;
  name: TName;
  /** The widget's id, which the label, the hint and the error message refer to. */
  id: string;
  label: string;
  error: string | undefined;
  required?: boolean;
  hint?: ReactNode;
  /** Classes of the field's wrapper (grid placement). */
  className?: string;
}

/**
 * A label, a widget bound to a react-hook-form string field, its hint and its error. FormField can put the
 * ARIA state on a plain input itself; a widget behind a Controller (a picker, a select, the date box) gets it
 * here, the same way for all of them: required, invalid while it has an error, described by hint and error.
 */
export function ControlledField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TTransformed extends FieldValues = TValues,
>({
  control,
  name,
  id,
  label,
  error,
  required,
  hint,
  className,
  rules,
  render,
}: ControlledFieldProps<TValues, TName, TTransformed> & {
  rules?: Omit<RegisterOptions<TValues, TName>, 'valueAsNumber' | 'valueAsDate' | 'setValueAs' | 'disabled'>;
  render: (props: ControlProps) => ReactElement;
}) {
  const describedBy =
    [hint != null ? formFieldHintId(id) : undefined, error ? formFieldErrorId(id) : undefined]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <FormField label={label} htmlFor={id} error={error} required={required} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        rules={rules}
        render={({ field }) =>
          render({
            id,
            value: field.value as string,
            onChange: field.onChange,
            onBlur: field.onBlur,
            ref: field.ref,
            'aria-required': required || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': describedBy,
          })
        }
      />
    </FormField>
  );
}
