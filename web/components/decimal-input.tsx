import { Input, type InputProps } from '@/components/ui/input';

type DecimalStep = '0.001' | '0.01' | '0.1';

export type DecimalInputProps = Omit<InputProps, 'type' | 'step'> & { step: DecimalStep };

/**
 * A non-negative decimal input (quantity, rate, amount, moisture). The value stays a string so the
 * form never turns money into a float; the placeholder shows as many decimals as the step allows.
 */
export function DecimalInput({ step, placeholder, ...props }: DecimalInputProps) {
  const decimals = step.split('.')[1]!.length;
  return (
    <Input
      type="number"
      inputMode="decimal"
      step={step}
      min="0"
      placeholder={placeholder ?? (0).toFixed(decimals)}
      {...props}
    />
  );
}
