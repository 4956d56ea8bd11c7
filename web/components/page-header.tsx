import { Bell, CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongToday } from '@/lib/format';

interface PageHeaderProps {
  title: string;
  subtitle: string;
  /** Buttons shown beside the title (Add, Export …). */
  actions?: ReactNode;
}

/** Every screen's header: title, subtitle, a bell with a red dot, today's date (docs/screens.md#shell). */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-3 border-b border-border bg-card px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <div className="min-w-0">
        <h1 className="truncate text-xl font-bold text-foreground sm:text-2xl">{title}</h1>
        <p className="text-sm text-muted-foreground">{subtitle}</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {actions}
        {/* The spec gives the bell no behaviour yet: it is a marker, not a control. */}
        <span
          className="relative inline-flex size-10 items-center justify-center rounded-full text-muted-foreground"
          role="img"
          aria-label={t('shell.notifications')}
        >
          <Bell className="size-5" aria-hidden="true" />
          <span className="absolute right-2 top-2 size-2 rounded-full bg-red-600" aria-hidden="true" />
        </span>
        <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays className="size-4" aria-hidden="true" />
          <time>{formatLongToday()}</time>
        </span>
      </div>
    </header>
  );
}
