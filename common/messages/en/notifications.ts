/**
 * The bell's items (server/modules/notifications), in English. common/messages/hi/notifications.ts has the
 * same keys in Hindi. `buckets` and `parties` are counted words ("1 stock bucket", "3 parties").
 */
export const notificationsMessages = {
  'notifications.outOfStock': '{{buckets}} out of stock',
  'notifications.lowStock': '{{buckets}} running low (under 50 quintals)',
  'notifications.receivableOver90': '{{amount}} owed to us by {{parties}} on bills over 90 days old',
  'notifications.receivableOver30': '{{amount}} owed to us by {{parties}} on bills over 30 days old',
  'notifications.payableOver90': '{{amount}} we owe {{parties}} on bills over 90 days old',
  'notifications.payableOver30': '{{amount}} we owe {{parties}} on bills over 30 days old',
  'notifications.onAccount': '{{amount}} of {{parties}} on account, not yet applied to bills',
  'notifications.backupOld': 'The last backup is {{days}} days old',
  'notifications.backupNone': 'No backup has been made yet',
} as const;
