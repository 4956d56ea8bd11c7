/**
 * The API's messages about purchases, sales, expenses, stock adjustments, corrections and the audit trail (server/modules/purchases, sales, expenses, stock-adjustments, corrections, audit), in English: the
 * spec's exact texts where it gives them. common/messages/hi/trade.ts has the same keys in Hindi.
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
  'lots.chargeNotFound': 'Charge #{{id}} is not in the charge schedule',
  'lots.chargeNotForPurchase': '{{name}} (charge #{{id}}) is a charge of sales, not of purchases',
  'lots.chargeNotForSale': '{{name}} (charge #{{id}}) is a charge of purchases, not of sales',
  'lots.percentOver100': 'A percent rate must be at most 100',
  'lots.netPayableNotPositive':
    'The charges the farmer bears ({{deductions}}) take the whole value {{total}}: nothing would be paid',
  'lots.netQuantityNotPositive': 'The tare of the bags ({{tare}}) leaves nothing of the gross weight',
  'sales.notFound': 'Sale not found',
  'sales.partyNotFound': 'Party not found',
  'sales.partyNotCustomer': 'The party must be a trader or an exporter',
  'sales.cropNotFound': 'Crop not found',
  'sales.notEnoughStock': 'Not enough stock of {{crop}}: {{available}} {{unit}} available',
  'sales.notEnoughStockOfGrade':
    'Not enough stock of {{crop}} (Grade {{grade}}): {{available}} {{unit}} available',
  'sales.receivedNotPartial': 'An amount received goes with a partial payment only',
  'sales.receivedNotLess': 'Must be less than the total amount {{total}}; record the sale as paid instead',
  'sales.paidAboveLimit':
    'A sale of {{total}} cannot be recorded as paid: one payment is at most {{max}}. Record it as pending and enter the payments separately',
  'expenses.notFound': 'Expense not found',
  'expenses.purchaseNotFound': 'Purchase not found',
  'expenses.saleNotFound': 'Sale not found',
  'expenses.accountNotFound': 'Account not found',
  'corrections.forbidden': 'Only an admin can correct entries from an earlier day',
  'corrections.alreadyCancelled': '{{record}} #{{id}} is already cancelled',
  'corrections.alreadyAmended': '{{record}} #{{id}} is already cancelled: it was corrected as #{{newId}}',
  'corrections.paidOverOpen':
    'Must be at most what the bill has left open, {{open}}: {{moved}} of earlier payments already settles it',
  'corrections.valueBelowZero':
    'This price would leave the stock of {{crop}} valued below zero ({{value}}): correct the sales since first',
  'corrections.valueBelowZeroOfGrade':
    'This price would leave the stock of {{crop}} (Grade {{grade}}) valued below zero ({{value}}): correct the sales since first',
  'stockAdjustments.notFound': 'Stock adjustment not found',
  'stockAdjustments.rateRequired': 'The stock of {{crop}} is empty: give the rate it comes in at',
  'stockAdjustments.rateRequiredOfGrade':
    'The stock of {{crop}} (Grade {{grade}}) is empty: give the rate it comes in at',
  'stockAdjustments.rateOnDecrease': 'A decrease goes out at the average cost: leave the rate out',
  'stockAdjustments.stockTakenBySale':
    'Sale #{{sale}} took stock from this bucket after it: cancel or correct it first',
  'stockAdjustments.stockTakenBySales':
    'Sales {{sales}} took stock from this bucket after it: cancel or correct them first',
  'stockAdjustments.stockTakenByAdjustment':
    'Stock adjustment #{{adjustment}} took stock from this bucket after it: cancel it first',
  'stockAdjustments.stockTakenByAdjustments':
    'Stock adjustments {{adjustments}} took stock from this bucket after it: cancel them first',
  'stockAdjustments.cannotGiveBack':
    "The stock of {{crop}} holds {{stock}} {{unit}} worth {{value}}: it cannot give back this adjustment's {{quantity}} worth {{adjustmentValue}}",
  'stockAdjustments.cannotGiveBackOfGrade':
    "The stock of {{crop}} (Grade {{grade}}) holds {{stock}} {{unit}} worth {{value}}: it cannot give back this adjustment's {{quantity}} worth {{adjustmentValue}}",
  'audit.adminOnly': 'Only an admin can read the audit trail',
  'audit.entityRequired': 'Choose the entity of the entity id',
  'audit.entityRequiredField': 'Required when an entity id is given',
} as const;
