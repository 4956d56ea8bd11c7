// The deterministic plan of a decade of trading the bench loads (docs/decisions/0005-performance.md): the
// same size and seed give the same records. Sizes follow the yardstick of docs/scale.md (large) and a tenth
// and a hundredth of it. Records are split into PARTITIONS by party and crop, so the loader can post them on
// several connections at once without two transactions waiting for each other's party or bucket rows.
import { addDays } from '../../common/business-day';
import { compare, multiply, round, subtract, sumAt } from '../../common/decimal';
import { DEMO_CROPS, DEMO_EXPENSES, DEMO_STATES } from '../../server/cli/demo-data';
import { seeded } from '../../server/cli/seeded-random';

export interface Volume {
  parties: number;
  purchases: number;
  sales: number;
  /** Every payment: those recorded with a paid or partly paid sale count too. */
  payments: number;
  expenses: number;
}

export const SIZES = {
  large: { parties: 5_000, purchases: 200_000, sales: 100_000, payments: 100_000, expenses: 20_000 },
  medium: { parties: 500, purchases: 20_000, sales: 10_000, payments: 10_000, expenses: 2_000 },
  small: { parties: 50, purchases: 2_000, sales: 1_000, payments: 1_000, expenses: 200 },
} satisfies Record<string, Volume>;
export type SizeName = keyof typeof SIZES;

export const YEARS = 10;
export const PARTITIONS = 4;
const SEED = 2026;

// prettier-ignore
const FIRST_NAMES = [
  'Ramesh', 'Suresh', 'Harpreet', 'Gurdeep', 'Mahesh', 'Rajendra', 'Sunita', 'Prakash', 'Vitthal', 'Bhagwan',
  'Kishan', 'Anil', 'Jagdish', 'Balwinder', 'Shankar', 'Lakshmi', 'Rameshwar', 'Bhavesh', 'Kantibhai',
  'Satpal', 'Mohan', 'Ganesh', 'Santosh', 'Dinesh', 'Kamla', 'Hari', 'Gopal', 'Manoj', 'Raju', 'Savitri',
];
// prettier-ignore
const SURNAMES = [
  'Patidar', 'Yadav', 'Singh', 'Sandhu', 'Choudhary', 'Meena', 'Devi', 'Jadhav', 'Shinde', 'Sharma', 'Gurjar',
  'Deshmukh', 'Prasad', 'Kaur', 'Dhakad', 'Pawar', 'Jat', 'Patel', 'Vaghasiya', 'Malik', 'Verma', 'Thakur',
  'Rathore', 'Solanki', 'Chauhan', 'Kushwaha', 'Mali', 'Gill',
];
// prettier-ignore
const TRADER_PREFIXES = [
  'Shree Ganesh', 'Agarwal', 'Jain', 'Maheshwari', 'Bansal', 'Gupta', 'Laxmi', 'Khandelwal', 'Mittal', 'Goyal',
  'Somani', 'Rathi', 'Balaji', 'Annapurna', 'Kisan', 'Om Sai',
];
// prettier-ignore
const TRADER_SUFFIXES = [
  'Traders', 'Grain Merchants', 'Commodities', 'Agro Traders', '& Sons', 'Dal Mill', 'Oil Industries',
  'Trading Co.', 'Enterprises',
];
const EXPORTER_SUFFIXES = ['Agro Exports Pvt Ltd', 'Global Exports', 'Agro Overseas', 'Spice Exporters'];

export type PartyType = 'farmer' | 'trader' | 'exporter';
export type Grade = 'A' | 'B' | 'C' | undefined;

export interface PlannedParty {
  type: PartyType;
  name: string;
  contactNumber: string;
  email?: string;
  address: string;
  aadharNumber?: string;
  stateIndex: number;
  cityName: string;
}
export interface PlannedPurchase {
  partyIndex: number;
  cropIndex: number;
  quantity: string;
  rate: string;
  qualityGrade: Grade;
  moistureContent?: string;
  purchaseDate: string;
  expenses: Array<{ type: 'transportation' | 'labor' | 'storage' | 'testing'; amount: string }>;
}
export interface PlannedSale {
  partyIndex: number;
  cropIndex: number;
  quantity: string;
  rate: string;
  qualityGrade: Grade;
  paymentStatus: 'pending' | 'paid' | 'partial';
  amountReceived?: string;
  saleDate: string;
}
export interface PlannedPayment {
  partyIndex: number;
  direction: 'received' | 'paid';
  amount: string;
  paymentDate: string;
  /** The bill it settles (explicit allocation): a sale for received, a purchase for paid. */
  saleIndex?: number;
  purchaseIndex?: number;
}
export interface PlannedExpense {
  type: keyof typeof DEMO_EXPENSES;
  description: string;
  amount: string;
  purchaseIndex?: number;
  saleIndex?: number;
  expenseDate: string;
}
export interface Plan {
  parties: PlannedParty[];
  purchases: PlannedPurchase[];
  sales: PlannedSale[];
  payments: PlannedPayment[];
  expenses: PlannedExpense[];
  /** The party with the most ledger entries, and how many. */
  busiestParty: { index: number; entries: number };
}

/** The partition a party's records go to (its index modulo PARTITIONS); crops likewise. */
export const partitionOf = (index: number) => index % PARTITIONS;

/**
 * Splits `total` over days in proportion to their weights: day i gets round(C(i+1)) − round(C(i)), C being
 * the cumulative share, so the totals are exact and a small total still spreads over the whole range.
 */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  let cumulative = 0;
  let before = 0;
  return weights.map((w) => {
    cumulative += w;
    const upTo = Math.round((total * cumulative) / sum);
    const count = upTo - before;
    before = upTo;
    return count;
  });
}

export function makePlan(volume: Volume, today: string): Plan {
  const rng = seeded(SEED);
  const cities = DEMO_STATES.flatMap((s, stateIndex) =>
    s.cities.map((cityName) => ({ stateIndex, cityName })),
  );

  // Parties: about 80 % farmers, 15 % traders, 5 % exporters; each partition gets its share of each type.
  const exporterCount = Math.max(PARTITIONS, Math.round(volume.parties * 0.05));
  const traderCount = Math.max(PARTITIONS, Math.round(volume.parties * 0.15));
  const farmerCount = Math.max(PARTITIONS, volume.parties - exporterCount - traderCount);
  const phone = () =>
    `+91 ${rng.pick(['98', '97', '94', '88', '79', '70'])}${String(rng.int(10_000_000, 99_999_999))}`;
  const parties: PlannedParty[] = [];
  const farmers: number[][] = Array.from({ length: PARTITIONS }, () => []);
  const buyers: number[][] = Array.from({ length: PARTITIONS }, () => []);
  const addParty = (type: PartyType) => {
    const where = rng.pick(cities);
    let name: string;
    if (type === 'farmer') name = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
    else if (type === 'trader')
      name = `${rng.pick(TRADER_PREFIXES)} ${rng.pick(TRADER_SUFFIXES)}, ${where.cityName}`;
    else name = `${rng.pick(TRADER_PREFIXES)} ${rng.pick(EXPORTER_SUFFIXES)}, ${where.cityName}`;
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
    const index = parties.length;
    (type === 'farmer' ? farmers : buyers)[partitionOf(index)]!.push(index);
    parties.push({
      type,
      name,
      contactNumber: phone(),
      email: type === 'farmer' ? undefined : `accounts${index}@${slug.slice(0, 30)}.in`,
      address:
        type === 'farmer'
          ? `Village road, near ${where.cityName} mandi`
          : `Shop ${rng.int(1, 250)}, Krishi Upaj Mandi, ${where.cityName}`,
      aadharNumber:
        type === 'farmer' && rng.next() < 0.8
          ? String(rng.int(2, 9)) + String(rng.int(10_000_000_000, 99_999_999_999)).slice(0, 11)
          : undefined,
      ...where,
    });
  };
  for (let i = 0; i < farmerCount; i++) addParty('farmer');
  for (let i = 0; i < traderCount; i++) addParty('trader');
  for (let i = 0; i < exporterCount; i++) addParty('exporter');
  const cropsOf = Array.from({ length: PARTITIONS }, (_, w) =>
    DEMO_CROPS.map((crop, index) => ({ index, weight: crop.weight })).filter(
      (c) => partitionOf(c.index) === w,
    ),
  );

  // Days of ten years ending today: quiet Sundays, busier harvest months (rabi Mar–May, kharif Oct–Dec).
  const days = YEARS * 365;
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
  const weights = dates.map((date) => {
    const d = new Date(`${date}T00:00:00Z`);
    const month = d.getUTCMonth() + 1;
    const season = [3, 4, 5, 10, 11, 12].includes(month) ? 1.4 : [7, 8].includes(month) ? 0.6 : 1;
    return (d.getUTCDay() === 0 ? 0.3 : 1) * season;
  });
  const purchasesPerDay = spread(volume.purchases, weights);
  const salesPerDay = spread(volume.sales, weights);
  const expensesPerDay = spread(volume.expenses, weights);

  interface Bucket {
    cropIndex: number;
    grade: Grade;
    qty: string;
  }
  const stock: Array<Map<string, Bucket>> = Array.from({ length: PARTITIONS }, () => new Map());
  const purchases: PlannedPurchase[] = [];
  const sales: PlannedSale[] = [];
  const expenses: PlannedExpense[] = [];
  const ledgerEntries = new Map<number, number>();
  const countEntries = (partyIndex: number, n: number) =>
    ledgerEntries.set(partyIndex, (ledgerEntries.get(partyIndex) ?? 0) + n);
  // What each bill still asks, for the payments planned after the trading: [index, outstanding].
  const openPurchases: Array<Array<[number, string]>> = Array.from({ length: PARTITIONS }, () => []);
  const openSales: Array<Array<[number, string]>> = Array.from({ length: PARTITIONS }, () => []);
  let paymentsWithSales = 0;
  let salesOwed = 0; // sales a day could not make for want of stock move to the next day

  dates.forEach((date, day) => {
    for (let i = 0; i < purchasesPerDay[day]!; i++) {
      const w = rng.int(0, PARTITIONS - 1);
      const cropIndex = rng.weighted(cropsOf[w]!).index;
      const crop = DEMO_CROPS[cropIndex]!;
      const quantity =
        crop.unit === 'kg'
          ? String(rng.int(20, 300) * 10)
          : crop.unit === 'ton'
            ? String(rng.int(4, 30))
            : `${rng.int(8, 160)}.${rng.pick(['0', '5', '25', '75'])}`;
      const rate = round(multiply(crop.basePrice, (0.9 + rng.next() * 0.2).toFixed(3)), 0) + '.00';
      const gradeRoll = rng.next();
      const qualityGrade: Grade =
        gradeRoll < 0.1 ? undefined : gradeRoll < 0.4 ? 'A' : gradeRoll < 0.85 ? 'B' : 'C';
      const rows: PlannedPurchase['expenses'] = [
        { type: 'transportation', amount: `${rng.int(4, 30) * 50}.00` },
      ];
      if (rng.next() < 0.7) rows.push({ type: 'labor', amount: `${rng.int(2, 16) * 50}.00` });
      if (rng.next() < 0.15) rows.push({ type: 'storage', amount: `${rng.int(2, 10) * 100}.00` });
      if (rng.next() < 0.2) rows.push({ type: 'testing', amount: `${rng.int(1, 5) * 100}.00` });
      const partyIndex = farmers[w]![rng.skewed(farmers[w]!.length)]!;
      openPurchases[w]!.push([purchases.length, multiply(quantity, rate, 2)]);
      purchases.push({
        partyIndex,
        cropIndex,
        quantity,
        rate,
        qualityGrade,
        moistureContent: rng.next() < 0.8 ? (8 + rng.next() * 6).toFixed(1) : undefined,
        purchaseDate: date,
        expenses: rows,
      });
      countEntries(partyIndex, 1);
      const key = `${cropIndex}|${qualityGrade ?? ''}`;
      const bucket = stock[w]!.get(key) ?? { cropIndex, grade: qualityGrade, qty: '0' };
      bucket.qty = sumAt([bucket.qty, quantity], 3);
      stock[w]!.set(key, bucket);
    }

    // Sales only from stock bought on or before their day (and all purchases load before any sale).
    salesOwed += salesPerDay[day]!;
    let tries = 0;
    while (salesOwed > 0 && tries++ < 1000) {
      const w = rng.int(0, PARTITIONS - 1);
      const candidates = [...stock[w]!.values()].filter((b) => compare(b.qty, '2') > 0);
      if (candidates.length === 0) continue;
      const bucket = rng.pick(candidates);
      const crop = DEMO_CROPS[bucket.cropIndex]!;
      const share = (0.1 + rng.next() * 0.4).toFixed(2);
      const quantity = round(multiply(bucket.qty, share, 3), crop.unit === 'quintal' ? 1 : 0);
      if (compare(quantity, '0') <= 0) continue;
      const rate = round(multiply(crop.basePrice, (1.04 + rng.next() * 0.11).toFixed(3)), 0) + '.00';
      const total = multiply(quantity, rate, 2);
      const statusRoll = rng.next();
      const paymentStatus = statusRoll < 0.15 ? 'paid' : statusRoll < 0.25 ? 'partial' : 'pending';
      const amountReceived =
        paymentStatus === 'partial'
          ? round(multiply(total, (0.2 + rng.next() * 0.6).toFixed(2)), 0)
          : undefined;
      const partyIndex = buyers[w]![rng.skewed(buyers[w]!.length)]!;
      if (paymentStatus !== 'pending') paymentsWithSales++;
      const outstanding =
        paymentStatus === 'paid' ? '0' : amountReceived ? subtract(total, amountReceived, 2) : total;
      if (compare(outstanding, '0') > 0) openSales[w]!.push([sales.length, outstanding]);
      sales.push({
        partyIndex,
        cropIndex: bucket.cropIndex,
        quantity,
        rate,
        qualityGrade: bucket.grade,
        paymentStatus,
        ...(amountReceived === undefined ? {} : { amountReceived }),
        saleDate: date,
      });
      countEntries(partyIndex, paymentStatus === 'pending' ? 1 : 2);
      bucket.qty = subtract(bucket.qty, quantity, 3);
      salesOwed--;
    }

    for (let i = 0; i < expensesPerDay[day]!; i++) {
      const type = rng.weighted([
        { type: 'transport', weight: 4 },
        { type: 'storage', weight: 2 },
        { type: 'labor', weight: 3 },
        { type: 'processing', weight: 2 },
        { type: 'other', weight: 2 },
      ] as const).type;
      const link = rng.next();
      const recent = (n: number) => Math.max(0, n - 1 - rng.int(0, 20));
      expenses.push({
        type,
        description: rng.pick(DEMO_EXPENSES[type]),
        amount: `${rng.int(3, type === 'storage' ? 120 : 60) * 50}.00`,
        purchaseIndex: link < 0.25 && purchases.length ? recent(purchases.length) : undefined,
        saleIndex: link >= 0.25 && link < 0.5 && sales.length ? recent(sales.length) : undefined,
        expenseDate: date,
      });
    }
  });

  // Payments on their own: each settles part or all of one open bill, on or after the bill's day.
  const payments: PlannedPayment[] = [];
  const standalone = Math.max(0, volume.payments - paymentsWithSales);
  for (let i = 0; i < standalone; i++) {
    const w = rng.int(0, PARTITIONS - 1);
    const received = rng.next() < 0.5;
    const open = (received ? openSales : openPurchases)[w]!;
    if (open.length === 0) continue;
    const at = rng.int(0, open.length - 1);
    const [billIndex, outstanding] = open[at]!;
    let amount = round(multiply(outstanding, (0.3 + rng.next() * 0.7).toFixed(2)), 0) + '.00';
    if (
      compare(amount, '0') <= 0 ||
      compare(amount, outstanding) > 0 ||
      compare(subtract(outstanding, amount, 2), '100') < 0
    ) {
      amount = outstanding;
    }
    const left = subtract(outstanding, amount, 2);
    if (compare(left, '0') <= 0) {
      open[at] = open[open.length - 1]!;
      open.pop();
    } else open[at] = [billIndex, left];
    const billDate = received ? sales[billIndex]!.saleDate : purchases[billIndex]!.purchaseDate;
    const paymentDate = [addDays(billDate, rng.int(0, 90)), today].sort()[0]!;
    const partyIndex = received ? sales[billIndex]!.partyIndex : purchases[billIndex]!.partyIndex;
    payments.push({
      partyIndex,
      direction: received ? 'received' : 'paid',
      amount,
      paymentDate,
      ...(received ? { saleIndex: billIndex } : { purchaseIndex: billIndex }),
    });
    countEntries(partyIndex, 1);
  }

  let busiestParty = { index: 0, entries: 0 };
  for (const [index, entries] of ledgerEntries) {
    if (entries > busiestParty.entries) busiestParty = { index, entries };
  }
  return { parties, purchases, sales, payments, expenses, busiestParty };
}
