/**
 * The API's messages about purchases, sales, expenses, corrections and the audit trail (server/modules/purchases, sales, expenses, corrections, audit), in English: the
 * spec's exact texts where it gives them. web/i18n/hi/messages/trade.ts has the same keys in Hindi.
 */
export const tradeMessages = {
  'purchases.notFound': 'Purchase not found',
  'purchases.partyNotFound': 'Party not found',
  'purchases.partyNotFarmer': 'The party must be a farmer',
  'purchases.cropNotFound': 'Crop not found',
  'purchases.amountPaidOverBill': 'Must be at most the bill amount {{total}}',
  'purchases.stockTakenBySale':
    'Sale #{{sale}} took stock from this lot after it: cancel or correct it first',
  'purchases.stockTakenBySales':
    'Sales {{sales}} took stock from this lot after it: cancel or correct them first',
  'purchases.stockBelowPurchase':
    "The stock of {{crop}} holds {{stock}} {{unit}}, less than this purchase's {{quantity}}",
  'purchases.stockBelowPurchaseOfGrade':
    "The stock of {{crop}} (Grade {{grade}}) holds {{stock}} {{unit}}, less than this purchase's {{quantity}}",
  'sales.notFound': 'Sale not found',
  'sales.partyNotFound': 'Party not found',
  'sales.partyNotCustomer': 'The party must be a trader or an exporter',
  'sales.cropNotFound': 'Crop not found',
  'sales.notEnoughStock': 'Not enough stock of {{crop}}: {{available}} {{unit}} available',
  'sales.notEnoughStockOfGrade':
    'Not enough stock of {{crop}} (Grade {{grade}}): {{available}} {{unit}} available',
  'sales.receivedNotPartial': 'An amount received goes with a partial payment only',
  'sales.receivedNotLess': 'Must be less than the total amount {{total}}; record the sale as paid instead',
  'expenses.notFound': 'Expense not found',
  'expenses.purchaseNotFound': 'Purchase not found',
  'expenses.saleNotFound': 'Sale not found',
  'expenses.accountNotFound': 'Account not found',
  'corrections.forbidden': 'Only an admin can correct entries from an earlier day',
  'corrections.alreadyCancelled': '{{record}} #{{id}} is already cancelled',
  'corrections.alreadyAmended': '{{record}} #{{id}} is already cancelled: it was corrected as #{{newId}}',
  'audit.adminOnly': 'Only an admin can read the audit trail',
  'audit.entityRequired': 'Choose the entity of the entity id',
  'audit.entityRequiredField': 'Required when an entity id is given',
} as const;
