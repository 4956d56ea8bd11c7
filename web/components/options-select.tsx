import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  type SelectTriggerProps,
} from '@/components/ui/select';

export interface SelectOption {
  value: string;
  label: string;
  /**
   * What typing on the closed or open select matches, from its start (docs/screens.md#keyboard): the label
   * by default; a shorter word when the label carries a prefix the clerk does not type ("A" for "Grade A").
   */
  textValue?: string;
}

type OptionsSelectProps = Omit<SelectTriggerProps, 'children' | 'value'> & {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while the value is ''. */
  placeholder?: string;
  /** The name of the hidden native select, inside a form. */
  name?: string;
};

/**
 * A Radix select over a list of options. The other props (id, aria-label, className, ref …) go to its
 * trigger, the button that names it and takes the focus.
 */
export function OptionsSelect({
  value,
  onValueChange,
  options,
  placeholder,
  name,
  ...trigger
}: OptionsSelectProps) {
  return (
    <Select value={value} onValueChange={onValueChange} name={name}>
      <SelectTrigger {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value} textValue={option.textValue ?? option.label}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
