import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * One fold's state: whether it is open, the id of what it folds, and FoldToggle's props that open and close it.
 */
export function useFold(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = useId();
  return { open, id, toggle: { open, controls: id, onToggle: () => setOpen((was) => !was) } };
}

interface FoldToggleProps {
  open: boolean;
  onToggle: () => void;
  /** The id of what it folds. */
  controls: string;
  testId: string;
  /** The box's own corners, padding and shadow, as the cards or filters it stands for. */
  className?: string;
  /** What the button names: the summary's label, or the filters and how many are set. */
  children: ReactNode;
}

/**
 * The one button a phone shows in place of what folds above a list (the summary cards, StatGrid; the filters,
 * FilterGroup), saying "Show" or "Hide" (docs/screens.md#phone-lists). Not shown from the small-tablet width up,
 * nor on paper, where what it folds is always shown.
 */
export function FoldToggle({ open, onToggle, controls, testId, className, children }: FoldToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className={cn(
        'flex min-h-11 w-full items-center justify-between gap-3 border border-border bg-card py-2 text-left text-sm font-medium focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring sm:hidden print:hidden',
        className,
      )}
      data-testid={testId}
    >
      {children}
      <span className="inline-flex shrink-0 items-center gap-1 text-muted-foreground">
        {open ? t('common.summary.hide') : t('common.summary.show')}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </span>
    </button>
  );
}
