import { Bell } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNote } from '@/components/lazy-dialog';
import { useNotifications } from './get-notifications';

// The list's code is fetched the first time it opens (docs/decisions/0010-first-load.md).
const NotificationList = lazyNote(() => import('./notification-list').then((m) => m.NotificationList));

/**
 * The bell in every header (docs/screens.md#the-bell): a red dot only when something needs attention; a click
 * opens the list, each item leading to its screen. Escape or a click elsewhere closes it.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data, isError } = useNotifications();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count = data?.items.length ?? 0;

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="relative inline-flex size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-label={count > 0 ? t('shell.bell.labelWithCount', { count }) : t('shell.bell.label')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
        data-testid="notification-bell"
      >
        <Bell className="size-5" aria-hidden="true" />
        {count > 0 && (
          <span
            className="absolute right-2 top-2 size-2 rounded-full bg-red-600"
            aria-hidden="true"
            data-testid="notification-dot"
          />
        )}
      </button>
      {open && (
        <NotificationList id={listId} items={data?.items} failed={isError} onChoose={() => setOpen(false)} />
      )}
    </div>
  );
}
