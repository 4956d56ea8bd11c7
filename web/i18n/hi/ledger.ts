import type { ledger as en } from '../en/ledger';
import type { Translation } from '../catalogue';

// खाता-बही: नामे (Dr) = हमें लेना, जमा (Cr) = हमें देना.
export const ledger = {
  title: 'खाता-बही',
  subtitle: 'पार्टियों की बाकी, लेनदारी और देनदारी',
  cards: {
    totalDebit: 'कुल नामे',
    totalDebitCaption: 'हमें लेना है',
    totalCredit: 'कुल जमा',
    totalCreditCaption: 'हमें देना है',
    netBalance: 'शुद्ध बाकी',
    activeParties: 'चालू पार्टियाँ',
    activePartiesCaption: 'जिन पार्टियों की बाकी खुली है',
  },
  balanceType: {
    receivable: 'लेना',
    payable: 'देना',
  },
  balanceSide: {
    dr: 'नामे',
    cr: 'जमा',
  },
  receivables: {
    title: 'लेनदारी',
    description: 'जिन पार्टियों से लेना है',
    empty: 'किसी से कुछ लेना बाकी नहीं',
  },
  payables: {
    title: 'देनदारी',
    description: 'जिन पार्टियों को देना है',
    empty: 'किसी का कुछ देना बाकी नहीं',
  },
  balancePages: '{{title}} के पन्ने',
  marks: {
    cancelled: 'रद्द',
    reversal: 'उलटी एंट्री',
  },
  entries: {
    title: 'खाते की एंट्रियाँ',
    pages: 'खाते की एंट्रियों के पन्ने',
    description: 'हर पार्टी की चालू बाकी, तारीख़वार',
    partyFilter: 'पार्टी',
    allParties: 'सभी पार्टियाँ',
    statement: 'खाता विवरण',
    statementOf: '{{name}} का खाता विवरण',
    empty: 'खाते की कोई एंट्री नहीं मिली',
    count_one: '{{formattedCount}} एंट्री',
    count_other: '{{formattedCount}} एंट्रियाँ',
    sums: 'नामे {{debit}} · जमा {{credit}}',
    filters: {
      label: 'खाते के फ़िल्टर',
      from: 'से',
      to: 'तक',
      clear: 'फ़िल्टर हटाएँ',
    },
    columns: {
      date: 'तारीख़',
      party: 'पार्टी',
      transactionType: 'लेन-देन का प्रकार',
      description: 'विवरण',
      debit: 'नामे',
      credit: 'जमा',
      balance: 'बाकी',
    },
  },
  transactionTypes: {
    purchase: 'खरीद',
    sale: 'बिक्री',
    payment: 'भुगतान',
    expense: 'खर्च',
    opening: 'शुरुआती बाकी',
    other: 'अन्य',
  },
  errors: {
    fetchEntries: 'खाते की एंट्रियाँ लोड नहीं हो सकीं',
    fetchParties: 'पार्टियाँ लोड नहीं हो सकीं',
    fetchSummary: 'खाते का जोड़ लोड नहीं हो सका',
    exportFailed: 'खाते का एक्सपोर्ट नहीं हो सका',
  },
} as const satisfies Translation<typeof en>;
