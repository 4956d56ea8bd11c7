import type { Notification } from '@common/schemas/notifications';
import { AlertTriangle, CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { localText } from '@/i18n/i18n';
import { Spinner } from '@/components/ui/spinner';

interface NotificationListProps {
  id: string;
  items: Notification[] | undefined;
  failed: boolean;
  /** An item was followed: the list closes. */
  onChoose(): void;
}

/** The bell's open list (docs/screens.md#the-bell): each item in the reader's language, a link to its screen. */
export function NotificationList({ id, items, failed, onChoose }: NotificationListProps) {
  const { t } = useTranslation();
  let body;
  if (failed) body = <p className="p-4 text-sm text-red-700">{t('shell.bell.failed')}</p>;
  else if (!items) {
    body = (
      <div className="flex justify-center p-4">
        <Spinner />
      </div>
    );
  } else if (items.length === 0)
    body = <p className="p-4 text-sm text-muted-foreground">{t('shell.bell.none')}</p>;
  else {
    body = (
      <ul className="divide-y divide-border">
        {items.map((item) => {
          const Icon = item.severity === 'danger' ? CircleAlert : AlertTriangle;
          const text = localText(item.title, item.key, item.params);
          const content = (
            <>
              <Icon
                className={`mt-0.5 size-4 shrink-0 ${item.severity === 'danger' ? 'text-red-700' : 'text-amber-700'}`}
                aria-hidden="true"
              />
              <span className="min-w-0 wrap-anywhere">
                {text}
                {item.href === null && (
                  <span className="mt-1 block text-xs text-muted-foreground">
                    {t('shell.bell.backupHint')}
                  </span>
                )}
              </span>
            </>
          );
          return (
            <li key={`${item.kind}-${item.href ?? ''}`} data-testid="notification-item">
              {item.href ? (
                <Link
                  to={item.href}
                  onClick={onChoose}
                  className="flex gap-3 px-4 py-3 text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                >
                  {content}
                </Link>
              ) : (
                <div className="flex gap-3 px-4 py-3 text-sm">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div
      id={id}
      role="region"
      aria-label={t('shell.bell.label')}
      className="absolute right-0 z-50 mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-md border border-border bg-card shadow-lg max-sm:fixed max-sm:inset-x-4 max-sm:w-auto"
    >
      {body}
    </div>
  );
}
