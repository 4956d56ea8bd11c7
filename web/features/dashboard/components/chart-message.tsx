import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ChartMessageProps {
  children: ReactNode;
  /** Loading: a spinner beside the text. */
  busy?: boolean;
  /** A failure, announced to screen readers. */
  alert?: boolean;
}

/** The text that stands in for a chart, at the chart's height (loading, empty, failed). */
export function ChartMessage({ children, busy, alert }: ChartMessageProps) {
  return (
    <div
      className={cn(
        'flex h-72 items-center justify-center gap-2 text-sm sm:h-80',
        alert ? 'text-red-700' : 'text-muted-foreground',
      )}
      role={alert ? 'alert' : busy ? 'status' : undefined}
    >
      {busy && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
      <span>{children}</span>
    </div>
  );
}
