import type * as React from 'react';
import { Loader2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type SpinnerProps = React.ComponentProps<'span'> & {
  /** Screen-reader text; defaults to `common.loading` ("Loading..."). */
  label?: string;
  /** Classes for the icon itself (e.g. `size-6`). */
  iconClassName?: string;
};

/** Small spinning loader announced politely via `role="status"`. */
export function Spinner({ className, iconClassName, label, ...props }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center justify-center text-muted-foreground', className)}
      {...props}
    >
      <Loader2 className={cn('size-4 animate-spin', iconClassName)} aria-hidden="true" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}
