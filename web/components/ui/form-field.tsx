import { Children, cloneElement, isValidElement } from 'react';
import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { localText } from '@/i18n/i18n';
import { cn } from '@/lib/cn';

export type FormFieldProps = {
  /** Visible label text. */
  label: React.ReactNode;
  /** `id` of the control (Input id, SelectTrigger id, ...). Also used to derive message ids. */
  htmlFor: string;
  /** Validation message (e.g. `errors.name?.message` from react-hook-form). */
  error?: string | undefined;
  /** Shows a red asterisk and sets `aria-required` on the control. */
  required?: boolean;
  /** Optional helper text under the control. */
  hint?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** Id of the error message rendered by FormField for a given control id. */
export function formFieldErrorId(htmlFor: string): string {
  return `${htmlFor}-error`;
}

/** Id of the hint text rendered by FormField for a given control id. */
export function formFieldHintId(htmlFor: string): string {
  return `${htmlFor}-hint`;
}

type AriaControlProps = {
  'aria-invalid'?: React.AriaAttributes['aria-invalid'];
  'aria-describedby'?: string;
  'aria-required'?: React.AriaAttributes['aria-required'];
  required?: boolean;
};

/**
 * Label + control + error message. When `children` is a single DOM-rendering element (Input,
 * Textarea, Checkbox, a bare SelectTrigger...), `aria-invalid`, `aria-describedby` and
 * `aria-required` are merged onto it automatically. For a Radix `<Select>` root these props are
 * ignored, so pass them to its `SelectTrigger` yourself (see `formFieldErrorId`).
 *
 *   <FormField label={t('parties.name')} htmlFor="name" error={errors.name?.message} required>
 *     <Input id="name" {...register('name')} />
 *   </FormField>
 */
export function FormField({ label, htmlFor, error, required, hint, className, children }: FormFieldProps) {
  const errorId = formFieldErrorId(htmlFor);
  const hintId = formFieldHintId(htmlFor);
  const hasError = Boolean(error);

  let control = children;
  if (Children.count(children) === 1 && isValidElement<AriaControlProps>(children)) {
    const own = children.props;
    const describedBy = [
      own['aria-describedby'],
      hint != null ? hintId : undefined,
      hasError ? errorId : undefined,
    ]
      .filter(Boolean)
      .join(' ');
    control = cloneElement(children, {
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      ...(hasError ? { 'aria-invalid': true } : {}),
      ...(required && own.required === undefined && own['aria-required'] === undefined
        ? { 'aria-required': true }
        : {}),
    });
  }

  return (
    <div data-slot="form-field" className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={htmlFor}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        )}
      </Label>
      {control}
      {hint != null && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {hasError && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {localText(error ?? '')}
        </p>
      )}
    </div>
  );
}
