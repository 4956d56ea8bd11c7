import type * as React from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Default display time of a toast, in ms. */
export const TOAST_DURATION = 5000;

/** Provider: 5000 ms display, F8 hotkey (Radix default, set on the viewport). */
export function ToastProvider({
  duration = TOAST_DURATION,
  label,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Provider>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Provider duration={duration} label={label ?? t('common.toast.notification')} {...props} />
  );
}

/**
 * Top of the screen on phones; bottom-right from the `sm` breakpoint. F8 focuses it.
 */
export function ToastViewport({
  className,
  hotkey = ['F8'],
  label,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Viewport
      data-slot="toast-viewport"
      hotkey={hotkey}
      label={label ?? t('common.toast.notifications', { hotkey: hotkey.join('+') })}
      className={cn(
        'fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 sm:bottom-0 sm:right-0 sm:top-auto sm:flex-col md:max-w-[420px]',
        className,
      )}
      {...props}
    />
  );
}

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-10 shadow-lg transition-all sm:p-5 sm:pr-10',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[state=open]:animate-toast-in-top sm:data-[state=open]:animate-toast-in-bottom',
    'data-[state=closed]:animate-toast-out data-[swipe=end]:animate-toast-out',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

export type ToastVariant = NonNullable<VariantProps<typeof toastVariants>['variant']>;

export type ToastProps = React.ComponentProps<typeof ToastPrimitive.Root> &
  VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root data-slot="toast" className={cn(toastVariants({ variant }), className)} {...props} />
  );
}

export type ToastActionElement = React.ReactElement<typeof ToastAction>;

/** Optional action button inside a toast. `altText` is required by Radix for screen readers. */
export function ToastAction({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      data-slot="toast-action"
      className={cn(
        'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-medium transition-colors',
        'hover:bg-muted focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
        'disabled:pointer-events-none disabled:opacity-50',
        'group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-destructive-hover group-[.destructive]:focus-visible:ring-white group-[.destructive]:focus-visible:ring-offset-destructive',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Close>) {
  const { t } = useTranslation();
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      className={cn(
        'absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md text-muted-foreground transition-colors',
        'hover:bg-muted hover:text-foreground focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring',
        'group-[.destructive]:text-destructive-foreground group-[.destructive]:hover:bg-destructive-hover group-[.destructive]:hover:text-destructive-foreground group-[.destructive]:focus-visible:ring-white',
        className,
      )}
      toast-close=""
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
      <span className="sr-only">{t('common.actions.close')}</span>
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: React.ComponentProps<typeof ToastPrimitive.Title>) {
  return (
    <ToastPrimitive.Title
      data-slot="toast-title"
      className={cn('text-sm font-semibold', className)}
      {...props}
    />
  );
}

export function ToastDescription({
  className,
  ...props
}: React.ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      data-slot="toast-description"
      className={cn('text-sm', className)}
      {...props}
    />
  );
}
