import type { narrationsMessages } from '../en/narrations';

/** common/messages/en/narrations.ts in Hindi: the ledger's descriptions as a munim writes them in the bahi. */
export const hiNarrationsMessages: Record<keyof typeof narrationsMessages, string> = {
  'narration.purchase': 'खरीद #{{id}}: {{quantity}} {{unit}} {{crop}} @ {{rate}}',
  'narration.sale': 'बिक्री #{{id}}: {{quantity}} {{unit}} {{crop}} @ {{rate}}',
  'narration.cropOfGrade': '{{crop}} (ग्रेड {{grade}})',
  'narration.paidForPurchase': 'खरीद #{{id}} का भुगतान दिया',
  'narration.receivedForSale': 'बिक्री #{{id}} का भुगतान आया',
  'narration.chargeForPurchase': 'खरीद #{{id}} का {{charge}}',
  'narration.chargeForSale': 'बिक्री #{{id}} का {{charge}}',
  'narration.openingOwesUs': 'शुरुआती बाकी: पार्टी से लेना',
  'narration.openingWeOwe': 'शुरुआती बाकी: पार्टी को देना',
  'narration.cancelled': 'रद्द: {{entry}}',
  'narration.payment': '{{what}} #{{id}} ({{mode}})',
  'narration.paymentRef': '{{what}} #{{id}} ({{mode}}, रेफ़ {{reference}})',
  'narration.paymentFor': '{{what}} #{{id}} ({{mode}}), {{bills}} के लिए',
  'narration.paymentRefFor': '{{what}} #{{id}} ({{mode}}, रेफ़ {{reference}}), {{bills}} के लिए',
};
