import { z } from 'zod';
import { messageParams } from './errors';

// The bell (docs/screens.md#the-bell): what needs the trader's attention now, each item
// leading to the screen that shows it.

export const notificationKinds = [
  'outOfStock',
  'lowStock',
  'receivableOver90',
  'receivableOver30',
  'payableOver90',
  'payableOver30',
  'onAccount',
  'backupOld',
] as const;

export const notification = z.object({
  kind: z.enum(notificationKinds),
  severity: z.enum(['warning', 'danger']),
  /** How many things the item counts: buckets, parties, or the backup's age in days. */
  count: z.number().int(),
  /** The English text; `key` and `params` let the client say it in the reader's language (docs/messages.md). */
  title: z.string(),
  key: z.string(),
  params: messageParams,
  /** The screen that shows it; none for the backup, which no screen shows (docs/backup-and-restore.md). */
  href: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationsAnswer = z.object({ items: z.array(notification) });
export type NotificationsAnswer = z.infer<typeof notificationsAnswer>;
