import { SlidersHorizontal, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '@/components/date-range-filter';
import { FoldToggle, useFold } from '@/components/fold-toggle';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface FilterGroupProps {
  /** Names the group for screen readers ("Sales filters"). */
  label: string;
  /** How many of the folded filters are set: said on the phone's button, and a set one starts unfolded. */
  active: number;
  /** Shown on a phone too, above the button (the search box). */
  lead?: ReactNode;
  /** The filters that fold on a phone, before the dates. */
  children: ReactNode;
  /** The From and To boxes' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  /** The list's filters, of which the group draws the dates (ISO, or undefined while not set). */
  filters: { startDate?: string; endDate?: string };
  /** A date set, or cleared with `undefined`. */
  onChange(key: 'startDate' | 'endDate', value: string | undefined): void;
  /** Clears every filter, the lead's included; disabled while none is set. */
  onClear(): void;
  /** Whether any filter is set, the lead's included. */
  anySet: boolean;
}

/**
 * A list's filters in a grid (four across on a desktop, two on a tablet): the lead, the list's own filters, the
 * dates and "Clear filters". On a phone all but `lead` fold behind one button that says how many are set, so
 * that the list under them starts on the first screen; from the small-tablet width up every filter is shown and
 * the button is not (docs/screens.md#phone-lists).
 */
export function FilterGroup({
  label,
  active,
  lead,
  children,
  idPrefix,
  filters,
  onChange,
  onClear,
  anySet,
}: FilterGroupProps) {
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
        <DateRangeFilter
          idPrefix={idPrefix}
          start={filters.startDate}
          end={filters.endDate}
          onStartChange={(value) => onChange('startDate', value)}
          onEndChange={(value) => onChange('endDate', value)}
          fromLabel={t('common.filters.from')}
          toLabel={t('common.filters.to')}
        />
        <Button
          type="button"
          variant="ghost"
          className="sm:justify-self-start"
          onClick={onClear}
          disabled={!anySet}
        >
          <X aria-hidden="true" />
          {t('common.filters.clear')}
        </Button>
      </div>
    </div>
  );
}
