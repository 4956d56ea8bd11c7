import { round } from '../../../common/decimal';
import type { Lang } from './pdf-layout';

// The printed documents' words in English and Hindi, and their figures: amounts in en-IN digits with Indian
// grouping in both languages (₹57,428.12), exact from the decimal string (docs/documents.md#language).

export const texts = {
  en: {
    slip: "Farmer's slip",
    bill: 'Bill',
    statement: 'Party statement',
    cashbook: 'Cash book',
    number: 'No.',
    date: 'Date',
    replaces: 'Replaces',
    replacedBy: 'Replaced by',
    cancelledOn: 'Cancelled on {date}: {reason}',
    farmer: 'Farmer',
    buyer: 'Buyer',
    party: 'Party',
    town: 'Town',
    phone: 'Phone',
    gstin: 'GSTIN',
    apmcLicence: 'APMC licence',
    crop: 'Crop',
    grade: 'Grade',
    bags: 'Bags',
    grossWeight: 'Gross weight',
    tare: 'Tare ({bags} bags × {kg} kg)',
    moisture: 'Moisture {moisture}% (standard {standard}%)',
    netQuantity: 'Net quantity',
    moistureContent: 'Moisture',
    rate: 'Rate',
    value: 'Value',
    charge: 'Charge',
    basis: 'Basis',
    amount: 'Amount',
    deductions: 'Less: deductions',
    charges: 'Add: charges',
    netPayable: 'Net payable',
    billTotal: 'Bill total',
    inWords: 'In words',
    paidSoFar: 'Paid so far',
    outstanding: 'Outstanding',
    farmerSignature: "Farmer's signature",
    buyerSignature: "Buyer's signature",
    forBusiness: 'For {name}',
    authorisedSignatory: 'Authorised signatory',
    period: 'Period',
    allDates: 'All dates',
    upTo: 'up to {date}',
    from: 'from {date}',
    openingBalance: 'Opening balance',
    closingBalance: 'Closing balance',
    particulars: 'Particulars',
    debit: 'Debit',
    credit: 'Credit',
    balance: 'Balance',
    total: 'Total',
    dr: 'Dr',
    cr: 'Cr',
    account: 'Account',
    moneyIn: 'In',
    moneyOut: 'Out',
    noEntries: 'No entries in this period.',
    noLines: 'No money moved on this day.',
    perBag: '{rate} per bag',
    perQuintal: '{rate} per quintal',
    fixed: 'fixed',
    percent: '{rate}% of value',
    partyTypes: { farmer: 'Farmer', trader: 'Trader', exporter: 'Exporter' },
    units: { quintal: 'quintal', kg: 'kg', ton: 'ton' },
    printed: 'Printed by MandiBook',
  },
  hi: {
    slip: 'किसान पर्ची',
    bill: 'बिल',
    statement: 'खाता विवरण',
    cashbook: 'रोकड़ बही',
    number: 'क्रमांक',
    date: 'तारीख',
    replaces: 'इसके स्थान पर',
    replacedBy: 'इसकी जगह',
    cancelledOn: '{date} को रद्द: {reason}',
    farmer: 'किसान',
    buyer: 'खरीदार',
    party: 'पार्टी',
    town: 'शहर',
    phone: 'फ़ोन',
    gstin: 'जीएसटीआईएन',
    apmcLicence: 'मंडी लाइसेंस',
    crop: 'फसल',
    grade: 'ग्रेड',
    bags: 'बोरियाँ',
    grossWeight: 'कुल वज़न',
    tare: 'बारदाना ({bags} बोरी × {kg} किलो)',
    moisture: 'नमी {moisture}% (मानक {standard}%)',
    netQuantity: 'शुद्ध मात्रा',
    moistureContent: 'नमी',
    rate: 'भाव',
    value: 'मूल्य',
    charge: 'खर्च',
    basis: 'आधार',
    amount: 'रकम',
    deductions: 'घटाएँ: कटौती',
    charges: 'जोड़ें: खर्च',
    netPayable: 'देय शुद्ध रकम',
    billTotal: 'बिल की कुल रकम',
    inWords: 'शब्दों में',
    paidSoFar: 'अब तक भुगतान',
    outstanding: 'बाकी',
    farmerSignature: 'किसान के हस्ताक्षर',
    buyerSignature: 'खरीदार के हस्ताक्षर',
    forBusiness: '{name} की ओर से',
    authorisedSignatory: 'अधिकृत हस्ताक्षरकर्ता',
    period: 'अवधि',
    allDates: 'सभी तारीखें',
    upTo: '{date} तक',
    from: '{date} से',
    openingBalance: 'प्रारंभिक शेष',
    closingBalance: 'अंतिम शेष',
    particulars: 'विवरण',
    debit: 'नामे',
    credit: 'जमा',
    balance: 'शेष',
    total: 'कुल',
    dr: 'नामे',
    cr: 'जमा',
    account: 'खाता',
    moneyIn: 'आवक',
    moneyOut: 'जावक',
    noEntries: 'इस अवधि में कोई एंट्री नहीं।',
    noLines: 'इस दिन कोई लेन-देन नहीं।',
    perBag: '{rate} प्रति बोरी',
    perQuintal: '{rate} प्रति क्विंटल',
    fixed: 'तय रकम',
    percent: 'मूल्य का {rate}%',
    partyTypes: { farmer: 'किसान', trader: 'व्यापारी', exporter: 'निर्यातक' },
    units: { quintal: 'क्विंटल', kg: 'किलो', ton: 'टन' },
    printed: 'MandiBook से छपा',
  },
} as const;

export type Texts = (typeof texts)[Lang];

export function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}

/** Indian grouping of a whole number's digits: 5742812 → 57,42,812. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest},${last}`;
}

/** A decimal string with Indian grouping at `scale` places: "57428.1" → "57,428.10". */
export function groupNumber(value: string, scale = 2): string {
  const fixed = round(value, scale);
  const negative = fixed.startsWith('-');
  const [whole = '0', fraction] = (negative ? fixed.slice(1) : fixed).split('.');
  return `${negative ? '-' : ''}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** ₹57,428.12; −₹250.00 for a negative amount. */
export function inr(value: string): string {
  const grouped = groupNumber(value, 2);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** A quantity at 3 places with its unit: "25.000 quintal" (en), "25.000 क्विंटल" (hi). */
export function quantityText(value: string, unit: keyof Texts['units'], t: Texts): string {
  return `${groupNumber(value, 3)} ${t.units[unit]}`;
}

/** 28/11/2026: the same digits in both languages. */
export function dateText(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

/** A running balance as a mandi ledger writes it: the amount and Dr (the party owes us) or Cr (we owe it). */
export function balanceText(value: string, t: Texts): string {
  const negative = value.startsWith('-');
  const amount = inr(negative ? value.slice(1) : value);
  if (/^-?0(\.0+)?$/.test(value)) return amount;
  return `${amount} ${negative ? t.cr : t.dr}`;
}
