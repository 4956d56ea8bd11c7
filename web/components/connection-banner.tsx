import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { stopWaitingWrites, subscribeWaiting, waitingCount } from '@/lib/waiting-writes';

/**
 * "No connection: not saved yet, retrying" while any write waits for the connection (web/lib/api-client.ts,
 * docs/operations.md#no-connection), with the one way out: stop retrying, after which the save fails and the
 * form keeps what was typed. The shell shows it at the top of every screen; a dialog shows its own, since a
 * modal dialog hides and disables everything behind it.
 */
export function ConnectionBanner({ className }: { className?: string }) {
  const { t } = useTranslation();
  const count = useSyncExternalStore(subscribeWaiting, waitingCount, () => 0);
  return (
    <div aria-live="polite" className={cn('empty:hidden', className)}>
      {count > 0 && (
        <div
          data-testid="connection-banner"
          className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 shadow-sm sm:flex-row sm:items-center sm:justify-between"
        >
          {/* No icon: its chunk would weigh on every screen's first load (docs/decisions/0010-first-load.md). */}
          <div className="min-w-0">
            <p className="font-semibold">{t('common.connection.waiting')}</p>
            <p>{t('common.connection.hint')}</p>
          </div>
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="self-start sm:self-center"
            onClick={stopWaitingWrites}
          >
            {t('common.connection.stop')}
          </Button>
        </div>
      )}
    </div>
  );
}
