import type { notificationsMessages } from '../en/notifications';

/** common/messages/en/notifications.ts in Hindi: the same keys, the same {{placeholders}}, as traders say it. */
export const hiNotificationsMessages: Record<keyof typeof notificationsMessages, string> = {
  'notifications.outOfStock': '{{buckets}} में स्टॉक खत्म',
  'notifications.lowStock': '{{buckets}} में स्टॉक कम (50 क्विंटल से नीचे)',
  'notifications.receivableOver90': '{{parties}} से 90 दिन से पुराने बिलों के {{amount}} लेने हैं',
  'notifications.receivableOver30': '{{parties}} से 30 दिन से पुराने बिलों के {{amount}} लेने हैं',
  'notifications.payableOver90': '{{parties}} को 90 दिन से पुराने बिलों के {{amount}} देने हैं',
  'notifications.payableOver30': '{{parties}} को 30 दिन से पुराने बिलों के {{amount}} देने हैं',
  'notifications.onAccount': '{{parties}} के {{amount}} खाते में जमा हैं, अभी बिलों पर नहीं लगे',
  'notifications.backupOld': 'आख़िरी बैकअप {{days}} दिन पुराना है',
  'notifications.backupNone': 'अभी तक कोई बैकअप नहीं बना',
};
