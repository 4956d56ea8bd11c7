import type { settingsMessages } from '../en/settings';

/** common/messages/en/settings.ts in Hindi: the same keys, the same {{placeholders}}, as traders say it. */
export const hiSettingsMessages: Record<keyof typeof settingsMessages, string> = {
  'settings.adminOnly': 'सेटिंग सिर्फ़ एडमिन बदल सकते हैं',
  'charges.notFound': 'ख़र्चा नहीं मिला',
  'charges.purchaseNameTaken': '"{{name}}" नाम का खरीद का ख़र्चा पहले से है',
  'charges.saleNameTaken': '"{{name}}" नाम का बिक्री का ख़र्चा पहले से है',
  'charges.nameTakenField': 'इसी नाम का दूसरा ख़र्चा पहले से है',
};
