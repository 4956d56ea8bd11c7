import type { outstanding as en } from '../en/outstanding';
import type { Translation } from '../catalogue';

// बकाया और उसकी उम्र (docs/screens.md#outstanding).
export const outstanding = {
  title: 'बकाया',
  subtitle: 'लेनदारी और देनदारी, कितने दिन पुरानी',
  export: 'CSV एक्सपोर्ट',
  sides: {
    label: 'किस ओर',
    receivable: 'लेना',
    payable: 'देना',
  },
  asOf: 'इस तारीख़ तक',
  cards: {
    label: 'उम्र के हिसाब से बकाया',
    bucket: '{{bucket}} दिन',
    over90: '90 दिन से ज़्यादा',
    caption: '{{bucket}} दिन पुराने खुले बिल',
    captionOver90: '90 दिन से पुराने खुले बिल',
  },
  totals: {
    outstanding: 'कुल बकाया {{amount}}',
    advance: 'अग्रिम {{amount}}',
    net: 'शुद्ध {{amount}}',
  },
  table: {
    title: 'पार्टियाँ',
    region: 'पार्टीवार बकाया',
    list: 'पार्टीवार बकाया',
    pages: 'बकाया के पन्ने',
    count_one: '{{formattedCount}} पार्टी का हिसाब खुला',
    count_other: '{{formattedCount}} पार्टियों का हिसाब खुला',
    party: 'पार्टी',
    outstanding: 'बकाया',
    advance: 'अग्रिम',
    net: 'शुद्ध',
    oldest: 'सबसे पुराना बिल',
    statementOf: '{{name}} का खाता विवरण',
  },
  buckets: {
    '0-30': '0–30',
    '31-60': '31–60',
    '61-90': '61–90',
    '90+': '90+',
  },
  balances:
    'पार्टियों की बाकी, दोनों तरफ़ घटाकर (डैशबोर्ड और खाता-बही की तरह): लेना {{receivable}} ({{owing}} पार्टियाँ), देना {{payable}} ({{owed}} पार्टियाँ)।',
  empty: 'कुछ बकाया नहीं',
  emptyHint: 'इस तारीख़ को हर बिल चुकता है और किसी पार्टी का अग्रिम नहीं है।',
  fetchFailed: 'बकाया रिपोर्ट लोड नहीं हो सकी',
  exportFailed: 'बकाया रिपोर्ट एक्सपोर्ट नहीं हो सकी',
  csv: {
    party: 'पार्टी',
    type: 'पार्टी का प्रकार',
    outstanding: 'बकाया',
    advance: 'अग्रिम',
    net: 'शुद्ध',
    oldest: 'सबसे पुराने बिल की तारीख़',
  },
} as const satisfies Translation<typeof en>;
