/**
 * The API's messages about payments, cash and bank accounts, the ledger (server/modules/payments, accounts, ledger), in English: the
 * spec's exact texts where it gives them. common/messages/hi/money.ts has the same keys in Hindi.
 */
export const moneyMessages = {
  'payments.notFound': 'Payment not found',
  'payments.accountRequired': 'Choose the account for a bank, UPI or cheque payment',
  'payments.billNamedTwice': 'This bill is named twice',
  'payments.allocationsOverAmount': 'The allocations add up to {{total}}, more than the amount {{amount}}',
  'payments.billNotFound': '{{kind}} #{{id}} not found (or cancelled)',
  'payments.billOfAnotherParty': '{{kind}} #{{id}} is a bill of another party',
  'payments.receivedSettlesSales':
    'A payment received settles sales or an opening balance the party owes; {{kind}} #{{id}} is not one',
  'payments.paidSettlesPurchases':
    'A payment made settles purchases or an opening balance owed to the party; {{kind}} #{{id}} is not one',
  'payments.overOutstanding':
    '{{kind}} #{{id}} has {{outstanding}} outstanding; {{amount}} cannot be allocated to it',
  'payments.cancelledCannotApply': 'Payment #{{id}} is cancelled; its money cannot be applied to bills',
  'payments.overUnallocated':
    'The allocations add up to {{total}}, more than the {{unallocated}} unallocated on payment #{{id}}',
  'payments.nothingUnallocated': 'Payment #{{id}} has nothing unallocated to apply',
  'payments.noOpenBills':
    'Payment #{{id}} has {{unallocated}} unallocated, but its party has no open bill it can settle',
  'accounts.notFound': 'Account not found',
  'accounts.cashInHandFixed': '"{{name}}" cannot be renamed or made a bank account',
  'accounts.cashInHandUndeletable': '"{{name}}" cannot be deleted',
  'accounts.inUse': 'This account is used by {{uses}} and cannot be deleted',
  'accounts.nameTaken': 'An account named "{{name}}" already exists',
  'ledger.partyNotFound': 'Party not found',
  'ledger.openingBalanceExists': '{{name}} already has an opening balance',
  'ledger.zeroAmount': 'Quantity × rate rounds to ₹0.00; enter a larger quantity or rate',
} as const;
