// Cancel and correct a purchase, sale, expense or payment (docs/screens.md#cancel-and-correct).
export const corrections = {
  entities: {
    purchase: 'Purchase',
    sale: 'Sale',
    expense: 'Expense',
    payment: 'Payment',
    stock_adjustment: 'Stock adjustment',
  },
  /** "Purchase #12": how every screen names a record. */
  recordName: '{{entity}} #{{id}}',
  actions: {
    header: 'Actions',
    correct: 'Correct',
    cancel: 'Cancel',
    history: 'History',
    correctRecord: 'Correct {{record}}',
    cancelRecord: 'Cancel {{record}}',
    historyOf: 'History of {{record}}',
  },
  cancel: {
    title: 'Cancel {{record}}',
    description:
      'Its stock, ledger entries and cash are reversed, as if it had never been recorded. It stays visible as cancelled, with your reason.',
    reason: 'Reason',
    reasonPlaceholder: 'e.g. Entered twice',
    reasonHint: 'At most 500 characters.',
    keep: 'Keep it',
    submit: 'Cancel {{record}}',
    submitting: 'Cancelling...',
    success: '{{record}} cancelled',
    failed: 'Failed to cancel {{record}}',
  },
  correct: {
    banner: 'Correcting {{record}}',
    bannerLead: 'Saving replaces {{record}}',
    bannerHint:
      'A new entry is recorded in its place; the old one is cancelled and stays visible, with its reversal.',
    abandon: 'Abandon correction',
    submit: 'Save correction',
    submitting: 'Saving...',
    success: '{{record}} corrected as #{{newId}}',
    failed: 'Failed to correct {{record}}',
    /** Before saving: what of the bill's payments will move (docs/corrections.md#correct). */
    willMove:
      '{{amount}} of earlier payments moves to the corrected bill, as far as its amount has room; the rest stays on account.',
    /** After saving, in the toast and the note under the form. */
    paymentsMoved: '{{amount}} of earlier payments moved to #{{newId}}.',
    leftOnAccount: '{{amount}} left on account.',
    costAdjusted: '{{amount}} of the price difference counts as cost of stock already sold.',
    dismiss: 'Dismiss',
  },
  status: {
    label: 'Status',
    active: 'Active',
    cancelled: 'Cancelled',
    all: 'All',
  },
  cancelled: 'Cancelled',
  cancelledBecause: 'Cancelled: {{reason}}',
  amendedAs: 'Amended as #{{id}}',
  corrects: 'Corrects #{{id}}',
} as const;
