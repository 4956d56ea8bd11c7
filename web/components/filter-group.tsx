import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FoldToggle, useFold } from '@/components/fold-toggle';
import { cn } from '@/lib/cn';

interface FilterGroupProps {
  /** Names the group for screen readers ("Sales filters"). */
  label: string;
  /** How many of the folded filters are set: said on the phone's button, and a set one starts unfolded. */
  active: number;
  /** Shown on a phone too, above the button (the search box). */
  lead?: ReactNode;
  /** The filters that fold on a phone. */
  children: ReactNode;
}

/**
 * A list's filters in a grid (four across on a desktop, two on a tablet). On a phone all but `lead` fold behind
 * one button that says how many are set, so that the list under them starts on the first screen; from the
 * small-tablet width up every filter is shown and the button is not (docs/screens.md#phone-lists).
 */
export function FilterGroup({ label, active, lead, children }: FilterGroupProps) {
  const { t } = useTranslation();
  const fold = useFold(active > 0);
  return (
    <div role="group" aria-label={label} className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {lead}
      <FoldToggle {...fold.toggle} testId="filters-toggle" className="rounded-md px-3">
        <span className="inline-flex min-w-0 items-center gap-2">
          <SlidersHorizontal className="size-4 shrink-0" aria-hidden="true" />
          {active > 0 ? t('common.filters.titleSet', { count: active }) : t('common.filters.title')}
        </span>
      </FoldToggle>
      {/* `contents`: the folded filters stay items of the group's grid. */}
      <div id={fold.id} className={cn('sm:contents', fold.open ? 'contents' : 'max-sm:hidden')}>
        {children}
      </div>
    </div>
  );
}
