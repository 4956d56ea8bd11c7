import { CalendarDays } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { formatDateText, parseDateText } from '@/lib/date-text';

// The date box alone, without react-hook-form: the filter bars use it (web/components/date-range-filter.tsx),
// and a screen's first load must not bring the forms' library with it (docs/decisions/0010-first-load.md).

export interface DateInputProps {
  id: string;
  /** ISO (YYYY-MM-DD) once the text is a date; otherwise the text as typed, which the form refuses. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * A date in one Tab stop (docs/screens.md#keyboard): a text box taking dd-mm-yyyy (or ISO), and a calendar
 * button that the keyboard skips (Alt+↓ in the box opens the same picker). Chromium's own date input
 * takes a stop per part.
 */
export function DateInput({ id, value, onChange, onBlur, ref, ...aria }: DateInputProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);
  // The text on screen; a new value from outside (a reset, the picker) replaces it.
  const [text, setText] = useState(() => formatDateText(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if ((parseDateText(text) ?? text) !== value) setText(formatDateText(value));
  }

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parseDateText(text) ?? '';
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it): the typed date still works.
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.altKey && e.key === 'ArrowDown') {
      e.preventDefault();
      openPicker();
    }
  };

  return (
    <div className="relative">
      <Input
        id={id}
        ref={ref}
        value={text}
        inputMode="text"
        autoComplete="off"
        placeholder={t('common.dateField.placeholder')}
        className="pr-10"
        onChange={(e) => {
          setText(e.target.value);
          const next = parseDateText(e.target.value) ?? e.target.value;
          setShown(next);
          onChange(next);
        }}
        onBlur={() => {
          const parsed = parseDateText(text);
          if (parsed) setText(formatDateText(parsed));
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        // The whole date is selected on the way in, so typing replaces it (as Tab does in Chromium).
        onFocus={(e) => e.currentTarget.select()}
        aria-keyshortcuts="Alt+ArrowDown"
        {...aria}
      />
      <button
        type="button"
        tabIndex={-1}
        onClick={openPicker}
        aria-label={t('common.dateField.openPicker')}
        title={t('common.dateField.openPicker')}
        className="absolute right-1 top-1/2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
      >
        <CalendarDays className="size-4" aria-hidden="true" />
      </button>
      {/* The browser's own calendar, opened by the button; never a Tab stop of its own. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
        onChange={(e) => {
          if (!e.target.value) return;
          setText(formatDateText(e.target.value));
          setShown(e.target.value);
          onChange(e.target.value);
          document.getElementById(id)?.focus();
        }}
      />
    </div>
  );
}
