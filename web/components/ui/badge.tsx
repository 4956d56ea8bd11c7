import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

/**
 * Badge variants. Colour tones (all AA contrast, -800 text on -100 background):
 *   party type: farmer `green`, trader `blue`, exporter `purple`
 *   payment: paid `green`, partial `amber`, other `red`
 *   expense type: transport `blue`, storage `green`, labor `purple`, processing `amber`, other `grey`
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold transition-colors [&_svg]:size-3 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        outline: 'border-border text-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        green: 'border-transparent bg-green-100 text-green-800',
        blue: 'border-transparent bg-blue-100 text-blue-800',
        purple: 'border-transparent bg-purple-100 text-purple-800',
        amber: 'border-transparent bg-amber-100 text-amber-800',
        red: 'border-transparent bg-red-100 text-red-800',
        grey: 'border-transparent bg-slate-100 text-slate-700',
      },
    },
    defaultVariants: {
      variant: 'default',
    },
  },
);

export type BadgeVariant = NonNullable<VariantProps<typeof badgeVariants>['variant']>;

export type BadgeProps = React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
