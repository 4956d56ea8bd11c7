import { Bell, CalendarDays } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongToday } from '@/lib/format';

// The bell's code arrives just after the screen's (docs/decisions/0010-first-load.md): until then its icon
// holds the place, without the dot or the button.
const NotificationBell = lazy(() =>
  import('./notifications/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

function BellPlaceholder() {
  return (
    <span
      className="inline-flex size-10 items-center justify-center text-muted-foreground"
      aria-hidden="true"
    >
      <Bell className="size-5" />
    </span>
  );
}

interface PageHeaderProps {
  title: string;
  subtitle: string;
  /** Buttons shown beside the title (Add, Export …). */
  actions?: ReactNode;
}

/** Every screen's header: title, subtitle, the bell, today's date (docs/screens.md#shell). */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  // Re-rendered when the language changes, so that the date follows it.
  useTranslation();
  return (
    <header className="flex flex-col gap-3 border-b border-border bg-card px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0">
        <h1 className="text-xl font-bold wrap-break-word text-foreground sm:text-2xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {actions}
        <Suspense fallback={<BellPlaceholder />}>
          <NotificationBell />
        </Suspense>
        <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time>{formatLongToday()}</time>
        </span>
      </div>
    </header>
  );
}
