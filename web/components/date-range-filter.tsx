import { isIsoDate } from '@common/business-day';
import { useState } from 'react';
import { DateInput } from '@/components/date-input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useDebouncedSearch } from '@/lib/use-debounced-search';

type DateChange = (value: string | undefined) => void;

interface DateFilterInputProps {
  id: string;
  /** The filter's ISO date, or undefined for none. */
  value: string | undefined;
  /** A new date, or undefined when the box is emptied. */
  onChange: DateChange;
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

/** Where a date box's label sits: beside it (a filter bar's cell) or above it (a form-like row of dates). */
export type DateFilterLayout = 'inline' | 'stacked';

interface LabelledDateFilterProps extends DateFilterInputProps {
  label: string;
  /** `inline` (the default): the label beside the box; `stacked`: the label above it. */
  layout?: DateFilterLayout;
  /** The box's width (e.g. `w-44`); by default it takes the rest of the cell (inline) or all of it (stacked). */
  boxClassName?: string;
  /** More classes for the label, e.g. a minimum width that lines up the boxes of a pair. */
  labelClassName?: string;
  /** More classes for the cell itself, e.g. `min-w-0` in a grid or a fixed width beside other controls. */
  className?: string;
}

/** One date of a filter with its label, as a cell of the screen's filter row or grid. */
export function LabelledDateFilter({
  label,
  layout = 'inline',
  boxClassName,
  labelClassName,
  className,
  ...input
}: LabelledDateFilterProps) {
  const inline = layout === 'inline';
  return (
    <div className={cn(inline ? 'flex items-center gap-2' : 'flex flex-col gap-2', className)}>
      <Label htmlFor={input.id} className={cn(inline && 'shrink-0', labelClassName)}>
        {label}
      </Label>
      <div className={boxClassName ?? (inline ? 'min-w-0 flex-1' : undefined)}>
        <DateFilterInput {...input} />
      </div>
    </div>
  );
}

interface DateRangeFilterProps {
  /** The boxes' ids are `${idPrefix}-from` and `${idPrefix}-to`. */
  idPrefix: string;
  start: string | undefined;
  end: string | undefined;
  onStartChange: DateChange;
  onEndChange: DateChange;
  fromLabel: string;
  toLabel: string;
  /** See {@link DateFilterInput}: an emptied box shows its date again. */
  required?: boolean;
  /** `inline` (the default): each a cell of a filter bar's grid, its label beside it; `stacked`: label above. */
  layout?: DateFilterLayout;
  /** Each box's width (e.g. `w-44`); by default it fills its cell. */
  boxClassName?: string;
  /** More classes for each of the two cells (see {@link LabelledDateFilter}'s `className`). */
  cellClassName?: string;
}

/**
 * A filter's From and To dates, two cells of the parent's grid or row. Inline, the labels share a minimum
 * width so that the two boxes line up when the cells stack (a phone's one-column grid).
 */
export function DateRangeFilter({
  idPrefix,
  start,
  end,
  onStartChange,
  onEndChange,
  fromLabel,
  toLabel,
  required = false,
  layout = 'inline',
  boxClassName,
  cellClassName,
}: DateRangeFilterProps) {
  const shared = {
    required,
    layout,
    boxClassName,
    className: cellClassName,
    labelClassName: layout === 'inline' ? 'min-w-10' : undefined,
  };
  const cell = (side: 'from' | 'to', label: string, value: string | undefined, onChange: DateChange) => (
    <LabelledDateFilter
      id={`${idPrefix}-${side}`}
      label={label}
      value={value}
      onChange={onChange}
      {...shared}
    />
  );
  return (
    <>
      {cell('from', fromLabel, start, onStartChange)}
      {cell('to', toLabel, end, onEndChange)}
    </>
  );
}
