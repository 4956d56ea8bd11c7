import type { billPayments as en } from '../en/bill-payments';
import type { Translation } from '../catalogue';

export const billPayments = {
  paid: 'चुकता',
  outstanding: 'बकाया',
  paidOf: 'चुकता {{amount}}',
  outstandingOf: 'बकाया {{amount}}',
  paidAfter: 'चुकता',
  dueAfter: 'बकाया',
  recordPayment: 'भुगतान दर्ज करें',
  dialog: {
    receivedTitle: 'आया भुगतान दर्ज करें',
    paidTitle: 'दिया भुगतान दर्ज करें',
    receivedDescription: '{{bill}} के लिए {{party}} से आई रकम। Enter से दर्ज, Esc से बंद।',
    paidDescription: '{{bill}} के लिए {{party}} को दी रकम। Enter से दर्ज, Esc से बंद।',
    sale: 'बिक्री #{{id}}, {{date}}',
    purchase: 'खरीद #{{id}}, {{date}}',
    billAmount: 'बिल की रकम',
    paidSoFar: 'अब तक चुकता',
    outstanding: 'बकाया',
    allocated: 'इस बिल में जमा',
    advance: 'खाते में अग्रिम',
    advanceHint: 'बकाया से ज़्यादा: बाकी रकम पार्टी के खाते में अग्रिम (एडवांस) रहेगी।',
  },
} as const satisfies Translation<typeof en>;
