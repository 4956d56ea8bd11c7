import type { Party } from '@common/schemas/parties';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { ControlledField, type ControlledFieldProps } from '@/components/controlled-field';
import { PartyPicker, type PartyPickerProps } from '@/components/party-picker';

interface PartyFieldProps<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TTransformed extends FieldValues = TValues,
>
  extends
    Omit<ControlledFieldProps<TValues, TName, TTransformed>, 'hint'>,
    Pick<PartyPickerProps, 'role' | 'format' | 'placeholder'> {
  /** Runs after the field takes the chosen party (e.g. to clear its error, or to follow its type). */
  onChange?: (value: string, party: Party | undefined) => void;
}

/** A labelled party picker bound to a react-hook-form string field (the party's id), as SelectField is. */
export function PartyField<
  TValues extends FieldValues,
  TName extends FieldPathByValue<TValues, string>,
  TTransformed extends FieldValues = TValues,
>({ onChange, role, format, placeholder, ...field }: PartyFieldProps<TValues, TName, TTransformed>) {
  return (
    <ControlledField
      {...field}
      render={({ onChange: set, ...control }) => (
        <PartyPicker
          {...control}
          role={role}
          format={format}
          placeholder={placeholder}
          onValueChange={(value, party) => {
            set(value);
            onChange?.(value, party);
          }}
        />
      )}
    />
  );
}
