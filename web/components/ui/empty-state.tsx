import type * as React from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export type EmptyStateProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Optional lucide icon component, e.g. `icon={Package}`. */
  icon?: LucideIcon;
  /** Main message, e.g. t('parties.empty'). */
  title: React.ReactNode;
  /** Optional secondary hint under the title. */
  hint?: React.ReactNode;
};

/** Centred, muted "nothing here yet" block. `children` (e.g. an action Button) render below. */
export function EmptyState({ icon: Icon, title, hint, className, children, ...props }: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-4 py-10 text-center text-muted-foreground',
        className,
      )}
      {...props}
    >
      {Icon && (
        <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted">
          <Icon className="size-6" aria-hidden="true" />
        </span>
      )}
      <p className="text-base font-medium text-foreground">{title}</p>
      {hint != null && hint !== false && <p className="max-w-sm text-sm">{hint}</p>}
      {children != null && <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}
