import { useRef, type KeyboardEvent } from 'react';
import type * as React from 'react';
import { Select as SelectPrimitive } from 'radix-ui';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * Select (Radix). IMPORTANT: Radix Select forbids `<SelectItem value="">` (it throws), because
 * "" is reserved for "no selection / show placeholder". Use sentinel values instead, e.g.
 * `value="all"` for an "All" filter or `value="none"` for "no location", and map them back to
 * `undefined`/`null` in the caller. To show the placeholder in a controlled Select, pass `value=""`.
 *
 * Label it with `<Label htmlFor="x">` + `<SelectTrigger id="x">`, or `<SelectTrigger aria-label="...">`.
 */
export function Select(props: React.ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />;
}

export function SelectGroup(props: React.ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />;
}

export function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />;
}

export type SelectTriggerProps = React.ComponentProps<typeof SelectPrimitive.Trigger> & {
  size?: 'default' | 'sm';
};

/** The look of a select's trigger, shared with the party picker's (web/components/party-picker.tsx). */
export function selectTriggerClassName(size: 'default' | 'sm', className?: string) {
  return cn(
    'flex w-full items-center justify-between gap-2 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors sm:text-sm',
    // A long choice ('State Bank of India – Cash Credit (Bank)') wraps onto a second line rather than being cut.
    size === 'sm' ? 'min-h-9 py-1.5' : 'min-h-10',
    'data-[placeholder]:text-muted-foreground',
    'focus-visible:border-ring focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
    'disabled:cursor-not-allowed disabled:opacity-50',
    'aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive',
    '[&>span]:min-w-0 [&>span]:text-left [&>span]:wrap-break-word [&_svg]:pointer-events-none [&_svg]:shrink-0',
    className,
  );
}

/** Accepts every `<button>` prop, including `id`, `aria-label`, `aria-invalid`, `aria-describedby`. */
export function SelectTrigger({ className, size = 'default', children, ...props }: SelectTriggerProps) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      data-size={size}
      className={selectTriggerClassName(size, className)}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectScrollUpButton({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.ScrollUpButton>) {
  return (
    <SelectPrimitive.ScrollUpButton
      data-slot="select-scroll-up-button"
      className={cn('flex cursor-default items-center justify-center py-1', className)}
      {...props}
    >
      <ChevronUp className="size-4" aria-hidden="true" />
    </SelectPrimitive.ScrollUpButton>
  );
}

export function SelectScrollDownButton({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.ScrollDownButton>) {
  return (
    <SelectPrimitive.ScrollDownButton
      data-slot="select-scroll-down-button"
      className={cn('flex cursor-default items-center justify-center py-1', className)}
      {...props}
    >
      <ChevronDown className="size-4" aria-hidden="true" />
    </SelectPrimitive.ScrollDownButton>
  );
}

/**
 * Typeahead in the open list (docs/screens.md#keyboard), in place of Radix's own: letters typed within a
 * second of each other are one search, matched against the start of each option's text (its `textValue`);
 * the same letter again moves to the next option starting with it. Radix's first letter always skips the
 * option that has the focus, which in a list opened with nothing chosen is the first one: "T" went past
 * Transportation to Testing. Here a fresh search in such a list starts at the top.
 */
function useListTypeahead() {
  const search = useRef({ text: '', at: 0 });
  return (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key.length !== 1 || e.ctrlKey || e.altKey || e.metaKey) return;
    const now = Date.now();
    const fresh = now - search.current.at > 1000;
    // A space selects, unless it is part of a search under way ("No g…").
    if (e.key === ' ' && (fresh || search.current.text === '')) return;
    const text = (fresh ? '' : search.current.text) + e.key.toLowerCase();
    search.current = { text, at: now };
    // Taken before the option sees it (capture): a space inside a search would otherwise select.
    e.preventDefault();
    e.stopPropagation();

    const items = Array.from(
      e.currentTarget.querySelectorAll<HTMLElement>('[role="option"]:not([data-disabled])'),
    );
    const current = items.findIndex((item) => item === document.activeElement);
    const repeated = text.length > 1 && [...text].every((c) => c === text[0]);
    const needle = repeated ? text[0]! : text;
    const chosen = items.some((item) => item.getAttribute('data-state') === 'checked');
    // One letter moves past the focused option, unless the list was opened with nothing chosen and this is
    // the first key; a longer search may stay where it is.
    let start = Math.max(current, 0);
    if (needle.length === 1 && current >= 0 && (chosen || !fresh)) start = current + 1;
    for (let i = 0; i < items.length; i++) {
      const item = items[(start + i) % items.length]!;
      const label = (item.dataset.typeahead ?? item.textContent ?? '').trim().toLowerCase();
      if (label.startsWith(needle)) {
        item.focus();
        return;
      }
    }
  };
}

/**
 * Enter on an option chooses it and closes the list, and the focus goes back to the trigger while the key is
 * still down. The keypress that follows must reach nothing: landing on a text field it would submit the form
 * with the fields after this one still empty (seen in a party dialog on a loaded machine), on the trigger it
 * would open the list again.
 */
function swallowNextEnterPress() {
  const stop = (event: globalThis.KeyboardEvent) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  window.addEventListener('keypress', stop, { capture: true, once: true });
  // If no keypress comes (the keydown's default was prevented), the key's release takes the listener away.
  window.addEventListener('keyup', () => window.removeEventListener('keypress', stop, { capture: true }), {
    capture: true,
    once: true,
  });
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  onKeyDownCapture,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  const typeahead = useListTypeahead();
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          // As wide as its longest choice, but never wider than the screen: a longer one wraps.
          'relative z-50 max-h-(--radix-select-content-available-height) max-w-[min(32rem,calc(100vw-1rem))] min-w-32 overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md',
          'origin-(--radix-select-content-transform-origin) data-[state=open]:animate-zoom-in',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=left]:-translate-x-1 data-[side=right]:translate-x-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
        onKeyDownCapture={(e) => {
          onKeyDownCapture?.(e);
          if (e.key === 'Enter') swallowNextEnterPress();
          if (!e.defaultPrevented) typeahead(e);
        }}
      >
        <SelectScrollUpButton />
        <SelectPrimitive.Viewport
          className={cn(
            'p-1',
            position === 'popper' &&
              'h-(--radix-select-trigger-height) w-full min-w-(--radix-select-trigger-width) scroll-my-1',
          )}
        >
          {children}
        </SelectPrimitive.Viewport>
        <SelectScrollDownButton />
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-semibold text-muted-foreground', className)}
      {...props}
    />
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      data-typeahead={props.textValue}
      className={cn(
        'relative flex w-full cursor-default select-none items-center gap-2 rounded-sm py-2 pl-2 pr-8 text-sm outline-hidden',
        'focus:bg-accent focus:text-accent-foreground',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return (
    <SelectPrimitive.Separator
      data-slot="select-separator"
      className={cn('-mx-1 my-1 h-px bg-border', className)}
      {...props}
    />
  );
}
