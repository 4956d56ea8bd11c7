import type { Party, PartyRole } from '@common/schemas/parties';
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectTriggerClassName } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useParty } from '@/lib/queries/party-search';

// The open list (search box, results, keys) is fetched when a picker is first focused or opened rather than
// with the screen, which keeps a cold load of the screen small (docs/decisions/0010-first-load.md).
const loadList = () => import('./party-picker-list');
const PartyPickerList = lazy(() => loadList().then((m) => ({ default: m.PartyPickerList })));

type TriggerProps = Pick<
  ComponentProps<'button'>,
  'id' | 'ref' | 'disabled' | 'aria-label' | 'aria-invalid' | 'aria-describedby' | 'aria-required'
> & {
  /** The focus left the picker (a form field's "touched"). */
  onBlur?: () => void;
};

export type PartyPickerProps = TriggerProps & {
  /** The chosen party's id, or '' for none (or for the `allLabel` choice). */
  value: string;
  /** The chosen party's id, and the party itself ('' and undefined for the `allLabel` choice). */
  onValueChange: (value: string, party: Party | undefined) => void;
  /** Only customers (traders and exporters) or only farmers; every party when left out. */
  role?: PartyRole;
  /** How a party reads in the list and on the trigger: its name unless given. */
  format?: (party: Party) => string;
  /** Shown while nothing is chosen (a form's field). */
  placeholder?: string;
  /** A first choice worth '' (a filter bar's "All Parties"), listed while the search is empty or matches it. */
  allLabel?: string;
  size?: 'default' | 'sm';
  /** Classes of the wrapper (grid placement, width). */
  className?: string;
};

const nameOf = (party: Party) => party.name;

/**
 * A select over the parties that asks the server as one types (docs/screens.md#party-picker): a trigger like
 * the other selects; opened (click, Enter, Space, ↓, or a letter, which starts the search) it shows a search
 * box and the first parties by name that match, ↑/↓ move, Enter picks, Esc closes. The list is never the
 * whole party master, which runs to thousands.
 */
export function PartyPicker({
  value,
  onValueChange,
  role,
  format = nameOf,
  placeholder,
  allLabel,
  size = 'default',
  className,
  id,
  ref,
  onBlur,
  disabled,
  ...aria
}: PartyPickerProps) {
  const { t } = useTranslation();
  const listId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // What is typed: kept here so that letters typed while the list's code arrives are not lost.
  const [text, setText] = useState('');
  const chosen = useParty(value ? Number(value) : undefined);

  const openWith = (initial: string) => {
    setText(initial);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setText('');
    if (refocus) wrapper.current?.querySelector('button')?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.ctrlKey || e.altKey || e.metaKey) return;
    if (e.key.length === 1 && e.key !== ' ') {
      // A letter on the closed picker starts the search with it (or adds to it while the list arrives).
      e.preventDefault();
      if (open) setText((typed) => typed + e.key);
      else openWith(e.key);
    } else if (!open && ['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
      e.preventDefault();
      openWith('');
    }
  };

  let shown: string;
  if (!value) shown = allLabel ?? placeholder ?? '';
  else if (chosen.data) shown = format(chosen.data);
  else shown = chosen.isError ? t('common.fallback.unknownParty') : '';

  return (
    <div
      ref={wrapper}
      className={cn('relative', className)}
      onBlur={(e) => {
        // The focus left the picker (Tab, a press elsewhere): the list closes, and the field counts as visited.
        if (wrapper.current?.contains(e.relatedTarget as Node | null)) return;
        if (open) close(false);
        onBlur?.();
      }}
    >
      <button
        type="button"
        role="combobox"
        id={id}
        ref={ref}
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-placeholder={!value && !allLabel ? '' : undefined}
        className={selectTriggerClassName(size)}
        onClick={() => (open ? close(true) : openWith(''))}
        onKeyDown={onKeyDown}
        onFocus={() => void loadList()}
        {...aria}
      >
        <span>{shown || '\u00a0'}</span>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <PartyPickerList
            listId={listId}
            wrapper={wrapper}
            text={text}
            onTextChange={setText}
            role={role}
            format={format}
            allLabel={allLabel}
            value={value}
            onPick={(picked, party) => {
              onValueChange(picked, party);
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
