import type { WordKey } from '@common/messages';
import type { WordForms } from '@common/messages/fill';

/** common/messages/en/words.ts in Hindi: one form, or the forms for one and for many. */
export const hiWords: Record<WordKey, WordForms> = {
  purchase: 'खरीद',
  sale: 'बिक्री',
  expense: 'खर्च',
  payment: 'भुगतान',
  'ledger entry': ['खाते की प्रविष्टि', 'खाते की प्रविष्टियाँ'],
  'stock record': ['स्टॉक रिकॉर्ड', 'स्टॉक रिकॉर्ड'],
  city: 'शहर',
  party: ['पार्टी', 'पार्टियाँ'],
  quintal: 'क्विंटल',
  kg: 'किलो',
  ton: 'टन',
  Quintal: 'क्विंटल',
  Ton: 'टन',
  cash: 'नकद',
  bank: 'बैंक',
  UPI: 'UPI',
  cheque: 'चेक',
  'Payment received': 'भुगतान आया',
  'Payment made': 'भुगतान दिया',
  Sale: 'बिक्री',
  Purchase: 'खरीद',
  Expense: 'खर्च',
  Payment: 'भुगतान',
  'Opening balance': 'शुरुआती बाकी',
};
