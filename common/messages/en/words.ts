import type { WordForms } from '../fill';

/**
 * Words a message takes as a parameter (what still uses a record, a kind of bill, a unit), in English: one
 * form, or the forms for one and for many. web/i18n/hi/messages/words.ts has the same keys in Hindi.
 */
export const enWords = {
  purchase: ['purchase', 'purchases'],
  sale: ['sale', 'sales'],
  expense: ['expense', 'expenses'],
  payment: ['payment', 'payments'],
  'ledger entry': ['ledger entry', 'ledger entries'],
  'stock record': ['stock record', 'stock records'],
  city: ['city', 'cities'],
  party: ['party', 'parties'],
  quintal: ['quintal', 'quintals'],
  kg: ['kg', 'kg'],
  ton: ['ton', 'tons'],
  Quintal: ['Quintal', 'Quintals'],
  Ton: ['Ton', 'Tons'],
  cash: 'cash',
  bank: 'bank',
  UPI: 'UPI',
  cheque: 'cheque',
  'Payment received': 'Payment received',
  'Payment made': 'Payment made',
  Sale: 'Sale',
  Purchase: 'Purchase',
  Expense: 'Expense',
  Payment: 'Payment',
  'Opening balance': 'Opening balance',
} as const satisfies Record<string, WordForms>;

export type WordKey = keyof typeof enWords;
