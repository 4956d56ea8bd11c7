import type { LedgerTransactionType } from '../../common/schemas/ledger';
import type { PaymentStatus } from '../../common/schemas/sales';

// The words the export files carry (docs/screens.md#exports), in English as the web catalogue has them
// (web/i18n/en/*.ts, `csv` and the enum names): the server does not import the web app, so the few words a
// file needs are kept here. Exports are English whatever the screen's language.

export const exportLabels = {
  notApplicable: 'N/A',
  paymentStatus: { pending: 'Pending', paid: 'Paid', partial: 'Partial' } satisfies Record<
    PaymentStatus,
    string
  >,
  partyTypes: { farmer: 'Farmer', trader: 'Trader', exporter: 'Exporter' } as Record<string, string>,
  paymentDirections: { received: 'Received', paid: 'Paid' } as Record<string, string>,
  paymentModes: { cash: 'Cash', bank: 'Bank transfer', upi: 'UPI', cheque: 'Cheque' } as Record<
    string,
    string
  >,
  unknownAccount: 'Unknown Account',
  expenseTypes: {
    transport: 'Transport',
    storage: 'Storage',
    labor: 'Labor',
    processing: 'Processing',
    other: 'Other',
  } as Record<string, string>,
  ledgerTransactionTypes: {
    purchase: 'Purchase',
    sale: 'Sale',
    payment: 'Payment',
    expense: 'Expense',
    opening: 'Opening balance',
    other: 'Other',
  } satisfies Record<LedgerTransactionType, string>,
  balanceType: { receivable: 'Receivable', payable: 'Payable' },
};

/** The word for `value` in `words`; a value without one (never expected) stays as it is. */
export function labelOf(words: Record<string, string>, value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return words[text] ?? text;
}
