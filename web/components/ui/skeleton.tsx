import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Decorative loading placeholder (hidden from assistive tech; mark the container `aria-busy`). */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
