import path from 'node:path';
import { businessToday } from '../../../common/business-day';
import { english, msg, type Message } from '../../../common/messages';
import { say, type Language } from '../../../common/messages/say';
import type { Notification } from '../../../common/schemas/notifications';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { formatRupees } from '../books/descriptions';
import { newestBackupAt, overdueFigures, stockCounts } from './notifications.queries';

/** An embedded database's backup is stale after this many days (docs/screens.md#the-bell). */
export const BACKUP_STALE_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

function item(
  kind: Notification['kind'],
  severity: Notification['severity'],
  count: number,
  message: Message,
  href: string | null,
): Notification {
  return {
    kind,
    severity,
    count,
    title: english(message),
    key: message.key,
    params: (message.params ?? {}) as Notification['params'],
    href,
  };
}

/**
 * The bell's items, most urgent first (docs/screens.md#the-bell): empty buckets, low ones, bills open past 90
 * and 30 days on each side, money on account, and an embedded database's stale backup.
 */
export async function listNotifications(
  db: DbOrTx,
  config: Config,
  now = new Date(),
  language: Language = 'en',
): Promise<Notification[]> {
  const today = businessToday(config.BUSINESS_TIMEZONE, now);
  const [stock, receivable, payable] = [
    await stockCounts(db),
    await overdueFigures(db, 'receivable', today),
    await overdueFigures(db, 'payable', today),
  ];
  const items: Notification[] = [];
  const buckets = (n: number) => [[n, 'stock bucket']] as const;
  const parties = (n: number) => [[n, 'party']] as const;
  if (stock.out > 0) {
    items.push(
      item(
        'outOfStock',
        'danger',
        stock.out,
        msg('notifications.outOfStock', { buckets: buckets(stock.out) }),
        '/inventory',
      ),
    );
  }
  if (stock.low > 0) {
    items.push(
      item(
        'lowStock',
        'warning',
        stock.low,
        msg('notifications.lowStock', { buckets: buckets(stock.low) }),
        '/inventory',
      ),
    );
  }
  for (const [side, figures] of [
    ['receivable', receivable],
    ['payable', payable],
  ] as const) {
    const href = `/outstanding?side=${side}`;
    if (figures.over90Parties > 0) {
      items.push(
        item(
          side === 'receivable' ? 'receivableOver90' : 'payableOver90',
          'danger',
          figures.over90Parties,
          msg(side === 'receivable' ? 'notifications.receivableOver90' : 'notifications.payableOver90', {
            amount: formatRupees(figures.over90Amount),
            parties: parties(figures.over90Parties),
          }),
          href,
        ),
      );
    }
    if (figures.over30Parties > 0) {
      items.push(
        item(
          side === 'receivable' ? 'receivableOver30' : 'payableOver30',
          'warning',
          figures.over30Parties,
          msg(side === 'receivable' ? 'notifications.receivableOver30' : 'notifications.payableOver30', {
            amount: formatRupees(figures.over30Amount),
            parties: parties(figures.over30Parties),
          }),
          href,
        ),
      );
    }
  }
  for (const [side, figures] of [
    ['receivable', receivable],
    ['payable', payable],
  ] as const) {
    if (figures.onAccountParties === 0) continue;
    items.push(
      item(
        'onAccount',
        'warning',
        figures.onAccountParties,
        msg('notifications.onAccount', {
          amount: formatRupees(figures.onAccountAmount),
          parties: parties(figures.onAccountParties),
        }),
        `/outstanding?side=${side}`,
      ),
    );
  }
  // A PostgreSQL server's backups are its operator's (docs/backup-and-restore.md); only the embedded one's here.
  if (!config.DATABASE_URL) {
    const newest = newestBackupAt(path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups')));
    const days = newest ? Math.floor((now.getTime() - newest.getTime()) / DAY_MS) : undefined;
    if (days === undefined) {
      items.push(item('backupOld', 'danger', 0, msg('notifications.backupNone'), null));
    } else if (days >= BACKUP_STALE_DAYS) {
      items.push(item('backupOld', 'danger', days, msg('notifications.backupOld', { days }), null));
    }
  }
  // The titles in the reader's language (docs/messages.md#records); key and params stay beside them.
  return language === 'en' ? items : items.map((i) => ({ ...i, title: say(i, language) }));
}
