import type { WordForms } from '../fill';

/**
 * Words a message takes as a parameter (what still uses a record, a kind of bill, a unit), in English: one
 * form, or the forms for one and for many. common/messages/hi/words.ts has the same keys in Hindi.
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
  'stock bucket': ['stock bucket', 'stock buckets'],
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
  'Stock adjustment': 'Stock adjustment',
  'Opening balance': 'Opening balance',
  // A purchase's expense rows, as the cash book names them ('Labor for Purchase #633').
  Transportation: 'Transportation',
  Labor: 'Labor',
  Storage: 'Storage',
  Testing: 'Testing',
  // Roles, as the trail names a change of one.
  admin: 'admin',
  staff: 'staff',
} as const satisfies Record<string, WordForms>;

export type WordKey = keyof typeof enWords;
