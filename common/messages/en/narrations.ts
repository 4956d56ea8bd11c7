/**
 * The ledger's and the cash book's descriptions (narrations), in English: a posting stores its description as
 * one of these keys with its parameters, said in the reader's language when read (docs/messages.md#records);
 * an entry from before migration 0023 is read back from its English by these templates.
 * common/messages/hi/narrations.ts has the same keys in Hindi. A reversal's message and its 'Cancelled: '
 * text are written by SQL (server/modules/books/postings.ts, accounts/account-lines.ts) and must stay this
 * template's.
 */
export const narrationsMessages = {
  'narration.purchase': 'Purchase #{{id}}: {{quantity}} {{unit}} {{crop}} @ {{rate}}',
  'narration.sale': 'Sale #{{id}}: {{quantity}} {{unit}} {{crop}} @ {{rate}}',
  'narration.cropOfGrade': '{{crop}} (Grade {{grade}})',
  'narration.paidForPurchase': 'Payment made for Purchase #{{id}}',
  'narration.receivedForSale': 'Payment received for Sale #{{id}}',
  'narration.chargeForPurchase': '{{charge}} for Purchase #{{id}}',
  'narration.chargeForSale': '{{charge}} for Sale #{{id}}',
  'narration.openingOwesUs': 'Opening balance: owes us',
  'narration.openingWeOwe': 'Opening balance: we owe',
  'narration.cancelled': 'Cancelled: {{entry}}',
  'narration.payment': '{{what}} #{{id}} ({{mode}})',
  'narration.paymentRef': '{{what}} #{{id}} ({{mode}}, ref {{reference}})',
  'narration.paymentFor': '{{what}} #{{id}} ({{mode}}) for {{bills}}',
  'narration.paymentRefFor': '{{what}} #{{id}} ({{mode}}, ref {{reference}}) for {{bills}}',
} as const;
