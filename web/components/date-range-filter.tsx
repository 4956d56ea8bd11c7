import { isIsoDate } from '@common/business-day';
import { useState } from 'react';
import { DateInput } from '@/components/date-input';
import { Label } from '@/components/ui/label';
import { useDebouncedSearch } from '@/lib/use-debounced-search';

interface DateFilterInputProps {
  id: string;
  /** The filter's ISO date, or undefined for none. */
  value: string | undefined;
  /** A new date, or undefined when the box is emptied. */
  onChange: (value: string | undefined) => void;
  /**
   * The screen always has a date here (an as-of date, a book's period): a box left empty shows that date
   * again rather than staying blank.
   */
  required?: boolean;
}

/**
 * One date of a filter bar in the forms' own box (docs/screens.md#filters): typed dd-mm-yyyy in one Tab stop
 * or picked, whatever the browser's locale. The filter changes once the typing pauses on a real date (so
 * "01-02-20" on the way to "01-02-2026" asks nothing) or the box is emptied; a text that is no date is
 * marked when the box is left and changes nothing.
 */
export function DateFilterInput({ id, value, onChange, required = false }: DateFilterInputProps) {
  const [draft, setDraft] = useDebouncedSearch(value, (next) => {
    if (next === undefined || isIsoDate(next)) onChange(next);
  });
  const [left, setLeft] = useState(false);
  return (
    <DateInput
      id={id}
      value={draft}
      onChange={(next) => {
        setDraft(next);
        setLeft(false);
      }}
      onBlur={() => {
        if (required && value && draft.trim() === '') setDraft(value);
        setLeft(true);
      }}
      aria-invalid={left && draft.trim() !== '' && !isIsoDate(draft)}
    />
  );
}

interface DateRangeFilterProps {
  /** The boxes' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  start: string | undefined;
  end: string | undefined;
  onStartChange: (value: string | undefined) => void;
  onEndChange: (value: string | undefined) => void;
  fromLabel: string;
  toLabel: string;
}

/** A filter bar's From and To dates, each a cell of the bar's grid with its label beside it. */
export function DateRangeFilter({
  idPrefix,
  start,
  end,
  onStartChange,
  onEndChange,
  fromLabel,
  toLabel,
}: DateRangeFilterProps) {
  return (
    <>
      <div className="flex items-center gap-2">
        <Label htmlFor={`${idPrefix}-from`} className="min-w-10 shrink-0">
          {fromLabel}
        </Label>
        <div className="min-w-0 flex-1">
          <DateFilterInput id={`${idPrefix}-from`} value={start} onChange={onStartChange} />
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Label htmlFor={`${idPrefix}-to`} className="min-w-10 shrink-0">
          {toLabel}
        </Label>
        <div className="min-w-0 flex-1">
          <DateFilterInput id={`${idPrefix}-to`} value={end} onChange={onEndChange} />
        </div>
      </div>
    </>
  );
}
