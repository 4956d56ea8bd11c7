import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenNewEntry, type NewEntryPath } from '@/lib/new-entry';

/**
 * The keys of the frequent actions (docs/screens.md#keyboard). Alt with a letter (matched on the physical
 * key, so Option on a Mac works too) is free in Chromium and Firefox, unlike Ctrl combinations or Alt+D/E/F.
 */
const NEW_ENTRY_KEYS: Record<string, NewEntryPath> = {
  KeyP: '/purchase',
  KeyS: '/sales',
  KeyY: '/payments',
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="listbox"], [role="option"]') !== null;
}

/**
 * A dialog or an open select owns the keyboard; the screen's shortcuts wait until it closes (one still
 * fading out, `data-state="closed"`, no longer counts).
 */
function somethingOpen(): boolean {
  return (
    document.querySelector(
      ':is([role="dialog"], [role="alertdialog"], [role="listbox"]):not([data-state="closed"])',
    ) !== null
  );
}

/** The screen's search box (the first one in its main content). */
function searchBox(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('main input[type="search"]');
}

/** Listens for the shell's shortcuts on the whole window while the shell is mounted. */
export function useShortcuts(openHelp: () => void) {
  const openNewEntry = useOpenNewEntry();
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.isComposing) return;
      if (e.altKey && !e.shiftKey) {
        const path = NEW_ENTRY_KEYS[e.code];
        if (!path || somethingOpen()) return;
        e.preventDefault();
        openNewEntry(path);
        return;
      }
      if (e.altKey || isTyping(e.target) || somethingOpen()) return;
      if (e.key === '?') {
        e.preventDefault();
        openHelp();
      } else if (e.key === '/') {
        const box = searchBox();
        if (!box) return;
        e.preventDefault();
        box.focus();
        box.select();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openHelp, openNewEntry]);
}

/**
 * The first Tab stop of every signed-in screen: it skips the navigation to the screen's first form field,
 * or to the screen's content when it has no form.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      onClick={(e) => {
        const main = document.querySelector<HTMLElement>('main');
        if (!main) return;
        e.preventDefault();
        const field = main.querySelector<HTMLElement>(
          'form :is(input:not([type="hidden"]), textarea, button[role="combobox"]):not([tabindex="-1"]):not(:disabled)',
        );
        if (field) {
          field.focus();
          return;
        }
        main.tabIndex = -1;
        main.focus();
      }}
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[100] focus:outline-hidden focus:ring-2 focus:ring-ring focus:ring-offset-2"
    >
      {t('shell.skipToContent')}
    </a>
  );
}
