// The "Record payment" dialog of the Sales and Purchase screens (web/components/record-payment-dialog.tsx).
// Field labels shared with the Payments screen come from `payments.form`.
export const billPayments = {
  paid: 'Paid',
  outstanding: 'Outstanding',
  paidOf: 'Paid {{amount}}',
  outstandingOf: 'Outstanding {{amount}}',
  /** After an amount in a bill's Total Amount cell: "₹4,000.00 paid", "₹6,000.00 due". */
  paidAfter: 'paid',
  dueAfter: 'due',
  recordPayment: 'Record payment',
  dialog: {
    receivedTitle: 'Record payment received',
    paidTitle: 'Record payment made',
    receivedDescription: 'Money received from {{party}} for {{bill}}. Enter records it, Esc closes.',
    paidDescription: 'Money paid to {{party}} for {{bill}}. Enter records it, Esc closes.',
    sale: 'Sale #{{id}} of {{date}}',
    purchase: 'Purchase #{{id}} of {{date}}',
    billAmount: 'Bill amount',
    paidSoFar: 'Paid so far',
    outstanding: 'Outstanding',
    allocated: 'Settles this bill',
    advance: 'Advance on account',
    advanceHint: 'More than the outstanding: the rest stays on the party’s account as an advance.',
  },
} as const;
