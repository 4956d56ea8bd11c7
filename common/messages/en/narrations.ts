/**
 * The ledger's descriptions (narrations), in English: the text a posting writes into the books, which stays
 * as written. The screens show it in Hindi by matching these templates (docs/messages.md#narrations);
 * web/i18n/hi/messages/narrations.ts has the same keys in Hindi. The reversal's 'Cancelled: ' prefix is
 * written by SQL (server/modules/ledger/postings.ts) and must stay this template's.
 */
export const narrationsMessages = {
  'narration.purchase': 'Purchase #{{id}}: {{quantity}} {{unit}} {{crop}} @ {{rate}}',
  'narration.sale': 'Sale #{{id}}: {{quantity}} {{unit}} {{crop}} @ {{rate}}',
  'narration.cropOfGrade': '{{crop}} (Grade {{grade}})',
  'narration.paidForPurchase': 'Payment made for Purchase #{{id}}',
  'narration.receivedForSale': 'Payment received for Sale #{{id}}',
  'narration.openingOwesUs': 'Opening balance: owes us',
  'narration.openingWeOwe': 'Opening balance: we owe',
  'narration.cancelled': 'Cancelled: {{entry}}',
  'narration.payment': '{{what}} #{{id}} ({{mode}})',
  'narration.paymentRef': '{{what}} #{{id}} ({{mode}}, ref {{reference}})',
  'narration.paymentFor': '{{what}} #{{id}} ({{mode}}) for {{bills}}',
  'narration.paymentRefFor': '{{what}} #{{id}} ({{mode}}, ref {{reference}}) for {{bills}}',
} as const;
