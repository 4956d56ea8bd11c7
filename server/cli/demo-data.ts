// The cast of the demo: real Indian states, mandi towns, crops with believable ₹ rates, and parties.

export const DEMO_STATES = [
  { name: 'Madhya Pradesh', code: 'MP', cities: ['Indore', 'Ujjain', 'Bhopal', 'Mandsaur'] },
  { name: 'Maharashtra', code: 'MH', cities: ['Nagpur', 'Latur', 'Pune', 'Akola'] },
  { name: 'Rajasthan', code: 'RJ', cities: ['Kota', 'Jaipur', 'Bikaner'] },
  { name: 'Punjab', code: 'PB', cities: ['Ludhiana', 'Khanna', 'Bathinda'] },
  { name: 'Gujarat', code: 'GJ', cities: ['Rajkot', 'Unjha', 'Gondal'] },
  { name: 'Uttar Pradesh', code: 'UP', cities: ['Agra', 'Kanpur', 'Hapur'] },
  { name: 'Haryana', code: 'HR', cities: ['Karnal', 'Sirsa'] },
] as const;

/** Rates are per unit: ₹/quintal, ₹/kg for cumin, ₹/ton for potato. */
export const DEMO_CROPS = [
  { name: 'Wheat', unit: 'quintal', basePrice: '2425.00', weight: 14 },
  { name: 'Paddy', unit: 'quintal', basePrice: '2300.00', weight: 10 },
  { name: 'Soybean', unit: 'quintal', basePrice: '4900.00', weight: 11 },
  { name: 'Mustard', unit: 'quintal', basePrice: '5950.00', weight: 8 },
  { name: 'Chana', unit: 'quintal', basePrice: '5650.00', weight: 9 },
  { name: 'Cotton', unit: 'quintal', basePrice: '7710.00', weight: 7 },
  { name: 'Maize', unit: 'quintal', basePrice: '2225.00', weight: 7 },
  { name: 'Moong', unit: 'quintal', basePrice: '8682.00', weight: 4 },
  { name: 'Tur (Arhar)', unit: 'quintal', basePrice: '7550.00', weight: 5 },
  { name: 'Groundnut', unit: 'quintal', basePrice: '7263.00', weight: 5 },
  { name: 'Bajra', unit: 'quintal', basePrice: '2775.00', weight: 4 },
  { name: 'Jeera (Cumin)', unit: 'kg', basePrice: '235.00', weight: 3 },
  { name: 'Potato', unit: 'ton', basePrice: '12500.00', weight: 3 },
] as const;

export const DEMO_FARMERS = [
  ['Ramesh Patidar', 'Indore'],
  ['Suresh Yadav', 'Ujjain'],
  ['Harpreet Singh', 'Ludhiana'],
  ['Gurdeep Singh Sandhu', 'Khanna'],
  ['Mahesh Choudhary', 'Kota'],
  ['Rajendra Meena', 'Jaipur'],
  ['Sunita Devi', 'Agra'],
  ['Prakash Jadhav', 'Latur'],
  ['Vitthal Shinde', 'Akola'],
  ['Bhagwan Das Sharma', 'Bhopal'],
  ['Kishan Lal Gurjar', 'Kota'],
  ['Anil Deshmukh', 'Nagpur'],
  ['Jagdish Prasad', 'Kanpur'],
  ['Balwinder Kaur', 'Bathinda'],
  ['Shankar Dhakad', 'Mandsaur'],
  ['Lakshmi Bai Pawar', 'Pune'],
  ['Rameshwar Jat', 'Bikaner'],
  ['Bhavesh Patel', 'Unjha'],
  ['Kantibhai Vaghasiya', 'Rajkot'],
  ['Satpal Malik', 'Karnal'],
  ['रामप्रसाद वर्मा', 'Indore'],
] as const;

export const DEMO_TRADERS = [
  ['Shree Ganesh Traders', 'Indore'],
  ['Agarwal Grain Merchants', 'Kota'],
  ['Jain Commodities', 'Ujjain'],
  ['Maheshwari Agro Traders', 'Nagpur'],
  ['Bansal & Sons', 'Khanna'],
  ['Gupta Dal Mill', 'Kanpur'],
  ['Laxmi Oil Industries', 'Rajkot'],
  ['Khandelwal Trading Co.', 'Jaipur'],
] as const;

export const DEMO_EXPORTERS = [
  ['Indus Agro Exports Pvt Ltd', 'Pune'],
  ['Kisan Global Exports', 'Ludhiana'],
  ['Unjha Spice Exporters', 'Unjha'],
  ['Sahyadri Agro Overseas', 'Nagpur'],
] as const;

export const DEMO_EXPENSES = {
  transport: ['Truck freight to buyer godown', 'Tempo hire for mandi pickup', 'Diesel for company pickup'],
  storage: ['Godown rent', 'Warehouse fumigation', 'Cold storage charges'],
  labor: ['Hamali (loading/unloading) charges', 'Bagging and stitching labour', 'Weighing labour'],
  processing: ['Cleaning and grading', 'Drying charges', 'Sortex cleaning'],
  other: ['Mandi fee', 'Electricity bill', 'Bank charges', 'Stationery and printing'],
} as const;

/** The demo's business: a commission agent (aadhatiya) at Indore's grain mandi (docs/settings-and-charges.md). */
export const DEMO_BUSINESS = {
  name: 'Shri Balaji Trading Company',
  address: 'Shop 27, Krishi Upaj Mandi, Chhawni, Indore, Madhya Pradesh 452001',
  phone: '+91 731 246 5810',
  gstin: '23AAKFB4721K1ZK',
  apmcLicence: 'KUMS/IND/A-1187',
  documentLanguage: 'hi',
} as const;

/**
 * The demo's charge schedule, as a Madhya Pradesh grain mandi charges it: the farmer bears the commission
 * (kept by us), the unloading labour and the weighing (paid on to the labourers and the weighman); the
 * buyer bears the market fee (paid to the mandi committee) and the loading.
 */
export const DEMO_CHARGES = [
  {
    name: 'Commission',
    nameHi: 'आढ़त/कमीशन',
    appliesTo: 'purchase',
    basis: 'percent',
    rate: '2.50',
    bornBy: 'party',
    kind: 'retained',
  },
  {
    name: 'Hamali',
    nameHi: 'हम्माली',
    appliesTo: 'purchase',
    basis: 'per_bag',
    rate: '12.00',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Weighing',
    nameHi: 'तुलाई',
    appliesTo: 'purchase',
    basis: 'per_quintal',
    rate: '3.00',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Market fee',
    nameHi: 'मंडी शुल्क',
    appliesTo: 'sale',
    basis: 'percent',
    rate: '1.00',
    bornBy: 'party',
    kind: 'paid_out',
  },
  {
    name: 'Loading',
    nameHi: 'लदाई',
    appliesTo: 'sale',
    basis: 'per_bag',
    rate: '10.00',
    bornBy: 'party',
    kind: 'paid_out',
  },
] as const;
