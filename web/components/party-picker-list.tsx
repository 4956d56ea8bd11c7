import type { Party, PartyRole } from '@common/schemas/parties';
import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { rememberParty, usePartySearch } from '@/lib/queries/party-search-list';
import { SEARCH_DEBOUNCE_MS } from '@/lib/use-debounced-search';

interface Choice {
  value: string;
  label: string;
  party?: Party;
}

interface PartyPickerListProps {
  listId: string;
  /** The picker: a press outside it closes the list. */
  wrapper: RefObject<HTMLDivElement | null>;
  text: string;
  onTextChange: (text: string) => void;
  role: PartyRole | undefined;
  format: (party: Party) => string;
  allLabel: string | undefined;
  value: string;
  onPick: (value: string, party: Party | undefined) => void;
  /** Closes the list, the focus back on the trigger when `refocus`. */
  onClose: (refocus: boolean) => void;
}

/** The open list of a PartyPicker (./party-picker.tsx): its search box, the matching parties and their keys. */
export function PartyPickerList({
  listId,
  wrapper,
  text,
  onTextChange,
  role,
  format,
  allLabel,
  value,
  onPick,
  onClose,
}: PartyPickerListProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  // Opened on the chosen party when it is listed, else on the first choice.
  const [activeValue, setActiveValue] = useState<string | undefined>(value);

  // The search follows the box once typing pauses, as the screens' search boxes do.
  const [query, setQuery] = useState('');
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === query) return;
    const timer = setTimeout(() => setQuery(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);
  const search = usePartySearch(query, role, true);
  // A search under way: what is listed is for earlier text, so Enter waits for the answer.
  const stale = text.trim() !== query || search.isPlaceholderData;

  const typed = text.trim().toLowerCase();
  const choices: Choice[] = [
    ...(allLabel && allLabel.toLowerCase().includes(typed) ? [{ value: '', label: allLabel }] : []),
    ...(search.data?.items ?? []).map((party) => ({ value: String(party.id), label: format(party), party })),
  ];
  const active =
    choices.length === 0
      ? -1
      : Math.max(
          0,
          choices.findIndex((c) => c.value === activeValue),
        );
  const optionId = (i: number) => `${listId}-${i}`;

  useLayoutEffect(() => {
    const box = input.current;
    box?.focus();
    // Letters typed on the trigger are already in the box: the caret goes after them.
    box?.setSelectionRange(box.value.length, box.value.length);
  }, []);
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });
  // A press outside the picker closes the list, leaving the focus where the press puts it.
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [wrapper, onClose]);

  const pick = (choice: Choice) => {
    if (choice.party) rememberParty(client, choice.party);
    onPick(choice.value, choice.party);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: 10, PageUp: -10 };
    const step = steps[e.key];
    if (step !== undefined) {
      e.preventDefault();
      const choice = choices[Math.min(Math.max(active + step, 0), choices.length - 1)];
      if (choice) setActiveValue(choice.value);
    } else if (e.key === 'Enter') {
      // Never the form's Enter: a pick, or nothing while the list is not yet for the text typed. With its
      // keydown prevented the key sends no keypress, so nothing reaches the trigger that takes the focus.
      e.preventDefault();
      const choice = choices[active];
      if (!stale && choice) pick(choice);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose(true);
    }
  };

  let status: string | undefined;
  if (search.isError) status = t('parties.picker.failed');
  else if (search.isPending || (stale && choices.length === 0)) status = t('parties.picker.loading');
  else if (choices.length === 0) status = t('parties.picker.empty');
  else if (search.data && search.data.total > search.data.items.length) status = t('parties.picker.more');

  return (
    <div className="absolute top-full left-0 z-50 mt-1 w-full min-w-56 overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md">
      <input
        ref={input}
        role="combobox"
        type="text"
        data-slot="party-picker-search"
        aria-label={t('parties.picker.search')}
        aria-autocomplete="list"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('parties.picker.searchPlaceholder')}
        value={text}
        onChange={(e) => {
          onTextChange(e.target.value);
          setActiveValue(undefined);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full border-b border-border bg-transparent px-3 text-base outline-hidden placeholder:text-muted-foreground sm:text-sm"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('parties.picker.search')}
        // Busy while what it lists is for earlier text: Enter waits for the answer.
        aria-busy={stale || undefined}
        className="max-h-64 overflow-y-auto p-1"
      >
        {choices.map((choice, i) => (
          <li
            key={choice.value || 'all'}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            // The chosen party stands out in bold (an icon would cost the list its own chunk of code).
            className={cn(
              'cursor-default select-none rounded-sm px-2 py-2 text-sm',
              i === active && 'bg-accent text-accent-foreground',
              choice.value === value && 'font-semibold',
            )}
            // The focus stays in the search box: a press on an option picks it.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(choice)}
            onMouseMove={() => setActiveValue(choice.value)}
          >
            {choice.label}
            {choice.value === value && <Check className="ml-2 inline size-4" aria-hidden="true" />}
          </li>
        ))}
      </ul>
      {status && (
        <p role="status" className="px-3 py-2 text-sm text-muted-foreground">
          {status}
        </p>
      )}
    </div>
  );
}
