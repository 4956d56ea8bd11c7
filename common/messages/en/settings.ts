/**
 * The API's messages about the business profile and the charge schedule (server/modules/settings), in English.
 * common/messages/hi/settings.ts has the same keys in Hindi.
 */
export const settingsMessages = {
  'settings.adminOnly': 'Only an admin can change the settings',
  'charges.notFound': 'Charge not found',
  'charges.purchaseNameTaken': 'A purchase charge named "{{name}}" already exists',
  'charges.saleNameTaken': 'A sale charge named "{{name}}" already exists',
  'charges.nameTakenField': 'Another charge of this kind has this name',
} as const;
