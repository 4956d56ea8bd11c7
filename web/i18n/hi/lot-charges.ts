import type { lotCharges as en } from '../en/lot-charges';
import type { Translation } from '../catalogue';

export const lotCharges = {
  bags: 'बोरियाँ',
  grossWeight: 'कुल वज़न',
  grossWeightIn: 'कुल वज़न ({{unit}})',
  grossWeightHint: 'तौल से: मात्रा इसी से निकाली जाती है।',
  tarePerBag: 'एक बोरी का वज़न (किलो)',
  standardMoisture: 'मानक नमी (%)',
  netQuantity: 'शुद्ध मात्रा {{net}} {{unit}} (बोरी {{tare}}, नमी {{moisture}})',
  charges: 'ख़र्चे',
  none: 'इस माल पर कोई ख़र्चा नहीं।',
  rateOf: '{{name}} ({{basis}})',
  remove: '{{name}} हटाएँ',
  add: 'ख़र्चा जोड़ें',
  basis: {
    percent: 'क़ीमत का %',
    per_bag: '₹ प्रति बोरी',
    per_quintal: '₹ प्रति क्विंटल',
    fixed: '₹ तय',
  },
  bearer: {
    purchase: { party: 'किसान देगा', us: 'हम देंगे' },
    sale: { party: 'ख़रीदार देगा', us: 'हम देंगे' },
  },
  kind: { retained: 'हमारी आमदनी', paid_out: 'आगे चुकाया' },
  previewLabel: 'माल का हिसाब',
  value: 'क़ीमत (मात्रा × भाव)',
  deductions: 'किसान के ज़िम्मे ख़र्चे',
  netPayable: 'किसान को देय',
  paidOut: 'नकद गल्ले से चुकाया',
  expenses: 'ख़र्च',
  landedCost: 'कुल लागत',
  buyerCharges: 'ख़रीदार के ज़िम्मे ख़र्चे',
  billAmount: 'बिल की रकम',
} as const satisfies Translation<typeof en>;
