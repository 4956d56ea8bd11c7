// npm run demo [-- --seed 2026 --reset --days 365]: starts the app on its own data directory (DEMO_DATA_DIR, default
// .demo-data) filled with a year of believable trading. Everything is posted through the real API (and so
// through the posting service), so every invariant of the books holds. The same seed gives the same data.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { addDays, businessToday } from '../../common/business-day';
import { compare, divide, multiply, round, subtract, sumAt } from '../../common/decimal';
import { chargeLines, paidOut, quintalsOf, type CropUnit } from '../../common/lot-charges';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, type Database, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { countUsers, findUserByEmail, updateUserEmail } from '../modules/users/users.queries';
import { createUser } from '../modules/users/users.service';
import {
  DEMO_BUSINESS,
  DEMO_CHARGES,
  DEMO_CROPS,
  DEMO_EXPENSES,
  DEMO_EXPORTERS,
  DEMO_FARMERS,
  DEMO_STATES,
  DEMO_TRADERS,
} from './demo-data';
import { seeded } from './seeded-random';

export const DEMO_LOGIN = { email: 'demo@mandibook.in', password: 'demo-password', username: 'demo' };
/**
 * The demo is posted under this sign-in, which becomes DEMO_LOGIN only once the whole year is in:
 * the demo sign-in is what marks a data directory as complete, and this one marks an interrupted run.
 */
export const DEMO_BUILDER_EMAIL = 'demo-in-progress@mandibook.invalid';

type Api = (
  method: 'POST' | 'GET',
  url: string,
  payload?: unknown,
) => Promise<{ id: number } & Record<string, unknown>>;

function apiFor(app: FastifyInstance, token: string): Api {
  return async (method, url, payload) => {
    const res = await app.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode}: ${res.body}`);
    return res.json();
  };
}

async function apiPut(app: FastifyInstance, token: string, url: string, payload: object): Promise<void> {
  const res = await app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
  if (res.statusCode >= 300) throw new Error(`PUT ${url} → ${res.statusCode}: ${res.body}`);
}

export async function generateDemo(
  app: FastifyInstance,
  token: string,
  opts: { seed: number; today: string; days?: number },
): Promise<Record<string, number>> {
  const { seed, today, days = 365 } = opts;
  const rng = seeded(seed);
  const api = apiFor(app, token);

  // The business and its charge schedule first, so that every lot is recorded under it.
  await apiPut(app, token, '/api/settings/business', DEMO_BUSINESS);
  for (const charge of DEMO_CHARGES) await api('POST', '/api/charges', charge);

  const cityIds = new Map<string, { cityId: number; stateId: number }>();
  for (const state of DEMO_STATES) {
    const s = await api('POST', '/api/states', { name: state.name, code: state.code });
    for (const city of state.cities) {
      const c = await api('POST', '/api/cities', { name: city, stateId: s.id });
      cityIds.set(city, { cityId: c.id, stateId: s.id });
    }
  }

  const crops: Array<{ id: number; unit: string; basePrice: string; weight: number; name: string }> = [];
  for (const crop of DEMO_CROPS) {
    const c = await api('POST', '/api/crops', {
      name: crop.name,
      unit: crop.unit,
      basePrice: crop.basePrice,
    });
    crops.push({
      id: c.id,
      unit: crop.unit,
      basePrice: crop.basePrice,
      weight: crop.weight,
      name: crop.name,
    });
  }

  const phone = () =>
    `+91 ${rng.pick(['98', '97', '94', '88', '79', '70'])}${String(rng.int(10_000_000, 99_999_999))}`;
  const makeParty = async (name: string, city: string, type: 'farmer' | 'trader' | 'exporter') => {
    const where = cityIds.get(city)!;
    const slug = name
      .toLowerCase()
      .replace(/[^a-z]+/g, '.')
      .replace(/^\.|\.$/g, '');
    const p = await api('POST', '/api/parties', {
      name,
      type,
      contactNumber: phone(),
      email: type === 'farmer' || !slug ? undefined : `accounts@${slug.replace(/\./g, '')}.in`,
      address: `${type === 'farmer' ? `Village road, near ${city} mandi` : `Shop ${rng.int(1, 250)}, Krishi Upaj Mandi`}, ${city}`,
      aadharNumber:
        type === 'farmer' && rng.next() < 0.8
          ? String(rng.int(2, 9)) + String(rng.int(10_000_000_000, 99_999_999_999)).slice(0, 11)
          : undefined,
      stateId: where.stateId,
      cityId: where.cityId,
    });
    return p.id;
  };
  const farmers: number[] = [];
  for (const [name, city] of DEMO_FARMERS) farmers.push(await makeParty(name, city, 'farmer'));
  const buyers: number[] = [];
  for (const [name, city] of DEMO_TRADERS) buyers.push(await makeParty(name, city, 'trader'));
  for (const [name, city] of DEMO_EXPORTERS) buyers.push(await makeParty(name, city, 'exporter'));

  // Money (docs/money.md). The shop has "Cash in hand", a current account and a cash-credit account (the
  // bank's working-capital loan against the stock, which runs below zero down to its sanctioned limit as the
  // godown fills). Every figure of the cash and bank books follows from what is posted here, so the generator
  // keeps each balance as it posts and never lets the box or the current account close a day below zero,
  // nor the cash credit below its limit. Payments due on a day are posted after the day's bills, so none
  // comes before the bill it settles.
  const start = addDays(today, -(days - 1));
  const CASH_OPENING = '300000.00';
  // Payments and expenses leave this much in the box for the purchase expense rows (freight, labour,
  // storage, testing), which are always paid from "Cash in hand"; a busy day's rows come to at most ₹11,400
  // and the counter's cash sales refill the box every few days.
  const CASH_RESERVE = '50000.00';
  // Above this the box is too full: farmers are paid in cash whatever the habit.
  const CASH_FULL = '300000.00';
  const CASH_CREDIT_LIMIT = '-80000000.00';
  const sbi = await api('POST', '/api/accounts', {
    name: 'State Bank of India – Cash Credit',
    kind: 'bank',
    openingBalance: '1500000.00',
    openingDate: start,
  });
  const hdfc = await api('POST', '/api/accounts', {
    name: 'HDFC Bank – Current',
    kind: 'bank',
    openingBalance: '600000.00',
    openingDate: start,
  });
  const accountList = (await api('GET', '/api/accounts')) as unknown as Array<{
    id: number;
    name: string;
    kind: string;
  }>;
  const cash = accountList.find((a) => a.kind === 'cash')!;
  await apiPut(app, token, `/api/accounts/${cash.id}`, {
    name: cash.name,
    kind: 'cash',
    openingBalance: CASH_OPENING,
    openingDate: start,
  });
  const balances = new Map<number, string>([
    [cash.id, CASH_OPENING],
    [sbi.id, '1500000.00'],
    [hdfc.id, '600000.00'],
  ]);
  const move = (accountId: number, amount: string) =>
    balances.set(accountId, sumAt([balances.get(accountId)!, amount], 2));
  /** Whether the account can pay `amount` and keep `keep` (its day closes at or above it). */
  const canPay = (accountId: number, amount: string, keep = accountId === sbi.id ? CASH_CREDIT_LIMIT : '0') =>
    compare(subtract(balances.get(accountId)!, amount, 2), keep) >= 0;
  /** A lot in 50 kg bags: two a quintal, at least one. */
  const bagsOf = (quantity: string, unit: string) =>
    Math.max(1, Number(round(multiply(quintalsOf(quantity, unit as CropUnit), '2', 3), 0)));
  /** What the schedule's paid_out charges of a lot take from "Cash in hand" (docs/posting.md#charges). */
  const paidOutFor = (
    side: 'purchase' | 'sale',
    lot: { quantity: string; rate: string; unit: string; bags: number },
  ) =>
    paidOut(
      chargeLines(
        DEMO_CHARGES.filter((c) => c.appliesTo === side),
        {
          value: multiply(lot.quantity, lot.rate, 2),
          bags: lot.bags,
          quantity: lot.quantity,
          unit: lot.unit as CropUnit,
        },
      ),
    );

  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  /** UTR of a NEFT transfer (bank code, N, 11 digits), a UPI transaction number, or a cheque number. */
  const reference = (mode: string, bankCode: string) =>
    mode === 'cheque'
      ? `CHQ ${digits(6)}`
      : mode === 'upi'
        ? `UPI ${digits(12)}`
        : `${bankCode}N${digits(11)}`;
  const payerBank = () => rng.pick(['ICIC', 'UTIB', 'PUNB', 'BARB', 'KKBK', 'CNRB']);
  /** UPI carries at most ₹1,00,000 a transaction; more goes by NEFT. */
  const upiOrBank = <M extends string>(mode: M, amount: string) =>
    mode === 'upi' && compare(amount, '100000') > 0 ? 'bank' : mode;
  /** A share of an amount in whole hundreds. */
  const hundreds = (amount: string, share: string) =>
    multiply(round(divide(multiply(amount, share, 2), '100', 2), 0), '100', 2);

  // What is due on later days: money received from buyers (its mode and account chosen when the bill is
  // made), and money paid out, whose mode and account are chosen on the day from what the box and the
  // banks hold.
  type Due =
    | { direction: 'received'; body: Record<string, unknown>; accountId: number }
    | { direction: 'paid'; body: Record<string, unknown>; cashHabit: number };
  const due = new Map<string, Due[]>();
  const schedule = (date: string, item: Due) => {
    if (date > today) return; // not yet: the bill stays open
    const list = due.get(date) ?? [];
    list.push(item);
    due.set(date, list);
  };
  const receive = (
    date: string,
    body: { partyId: number; amount: string; allocations?: unknown[]; notes?: string },
  ) => {
    const rolled = rng.weighted([
      { mode: 'bank', weight: 4 },
      { mode: 'upi', weight: 2 },
      { mode: 'cheque', weight: 3 },
    ] as const).mode;
    const mode = upiOrBank(rolled, body.amount);
    const accountId = mode === 'upi' ? hdfc.id : sbi.id;
    schedule(date, {
      direction: 'received',
      accountId,
      body: { ...body, mode, accountId, reference: reference(mode, payerBank()) },
    });
  };
  const counts = {
    purchases: 0,
    sales: 0,
    expenses: 0,
    payments: 0,
    openingBalances: 0,
    advances: 0,
    corrections: 0,
  };
  /** Posts one due payment; a payment out that nothing can fund waits for the next day. */
  const post = async (date: string, item: Due): Promise<boolean> => {
    const amount = String(item.body.amount);
    let fields: Record<string, unknown>;
    if (item.direction === 'received') {
      fields = {};
      move(item.accountId, amount);
    } else {
      const habit = rng.next();
      const bankMode = upiOrBank(
        rng.weighted([
          { mode: 'bank', weight: 4 },
          { mode: 'upi', weight: 4 },
          { mode: 'cheque', weight: 1 },
        ] as const).mode,
        amount,
      );
      const boxFull = compare(balances.get(cash.id)!, CASH_FULL) > 0;
      const byCash = canPay(cash.id, amount, CASH_RESERVE) && (boxFull || habit < item.cashHabit);
      // The current account's own money first, then the cash credit.
      const bank = [hdfc, sbi].find((b) => canPay(b.id, amount));
      let accountId: number;
      if (byCash || (!bank && canPay(cash.id, amount, CASH_RESERVE))) {
        fields = { mode: 'cash' };
        accountId = cash.id;
      } else if (bank) {
        fields = {
          mode: bankMode,
          accountId: bank.id,
          reference: reference(bankMode, bank === sbi ? 'SBIN' : 'HDFC'),
        };
        accountId = bank.id;
      } else {
        return false;
      }
      move(accountId, `-${amount}`);
    }
    await api('POST', '/api/payments', {
      direction: item.direction,
      ...item.body,
      ...fields,
      paymentDate: date,
    });
    counts.payments++;
    return true;
  };

  // Opening balances from the paper books, as the year starts: two buyers and an exporter owe us, two
  // farmers are still owed for last season. Farmers are paid within days; buyers pay over the following
  // weeks, except that the first disputes part of his, which stays open all year.
  const billByBill = new Set(buyers.filter((_, i) => i % 2 === 0 || i >= DEMO_TRADERS.length));
  const openings: Array<[number, string]> = [
    [buyers[0]!, '345600.00'],
    [buyers[3]!, '182450.00'],
    [buyers[DEMO_TRADERS.length + 1]!, '426000.00'],
    [farmers[2]!, '-68500.00'],
    [farmers[11]!, '-142300.00'],
  ];
  for (const [partyId, amount] of openings) {
    const entry = await api('POST', '/api/ledger/opening-balances', { partyId, amount, date: start });
    counts.openingBalances++;
    if (amount.startsWith('-')) {
      const owed = amount.slice(1);
      const first = hundreds(owed, '0.6');
      for (const [part, day] of [
        [first, rng.int(0, 4)],
        [subtract(owed, first, 2), rng.int(5, 10)],
      ] as const) {
        schedule(addDays(start, day), {
          direction: 'paid',
          cashHabit: 0.5,
          body: { partyId, amount: part, allocations: [{ openingBalanceId: entry.id, amount: part }] },
        });
      }
    } else {
      const disputed = partyId === buyers[0];
      const part = disputed ? hundreds(amount, '0.7') : amount;
      receive(addDays(start, rng.int(15, 60)), {
        partyId,
        amount: part,
        allocations: billByBill.has(partyId) ? [{ openingBalanceId: entry.id, amount: part }] : undefined,
      });
    }
  }

  // Stock as the demo expects it, so sales never ask for more than a bucket holds.
  const stock = new Map<
    string,
    { cropIndex: number; grade: 'A' | 'B' | 'C' | undefined; qty: string; value: string }
  >();
  const purchaseIds: Array<{ id: number; amount: string }> = [];
  const saleIds: Array<{ id: number; amount: string }> = [];

  for (let offset = days - 1; offset >= 0; offset--) {
    const date = addDays(today, -offset);
    const dayOfWeek = new Date(`${date}T00:00:00Z`).getUTCDay();
    const busy = dayOfWeek === 0 ? 0.3 : 1; // mandis are quiet on Sundays

    const purchasesToday = rng.next() < busy ? rng.int(1, 3) : 0;
    for (let i = 0; i < purchasesToday; i++) {
      const cropIndex = crops.indexOf(rng.weighted(crops));
      const crop = crops[cropIndex]!;
      const quantity =
        crop.unit === 'kg'
          ? String(rng.int(20, 300) * 10)
          : crop.unit === 'ton'
            ? String(rng.int(4, 30))
            : `${rng.int(8, 160)}.${rng.pick(['0', '5', '25', '75'])}`;
      const rate = round(multiply(crop.basePrice, (0.9 + rng.next() * 0.2).toFixed(3)), 0) + '.00';
      const gradeRoll = rng.next();
      const grade = gradeRoll < 0.1 ? undefined : gradeRoll < 0.4 ? 'A' : gradeRoll < 0.85 ? 'B' : 'C';
      const expenses: Array<{ type: string; amount: string }> = [
        { type: 'transportation', amount: `${rng.int(4, 30) * 50}.00` },
      ];
      if (rng.next() < 0.7) expenses.push({ type: 'labor', amount: `${rng.int(2, 16) * 50}.00` });
      if (rng.next() < 0.15) expenses.push({ type: 'storage', amount: `${rng.int(2, 10) * 100}.00` });
      if (rng.next() < 0.2) expenses.push({ type: 'testing', amount: `${rng.int(1, 5) * 100}.00` });
      const farmerId = rng.pick(farmers);
      // The expense rows and the paid_out charges (hamali, weighing) are paid from the box at the gate: with
      // too little in it, the lot is not bought today (the reserve kept by payments and expenses means it does
      // not happen in practice).
      const bags = bagsOf(quantity, crop.unit);
      let paidAtGate = sumAt(
        [...expenses.map((e) => e.amount), paidOutFor('purchase', { quantity, rate, unit: crop.unit, bags })],
        2,
      );
      // The paid_out charges empty the box faster than the counter refills it: with too little in it, the lot is
      // bought without the charges and rows paid at the gate (the farmer settles them himself), never skipped.
      const gatePaid = canPay(cash.id, paidAtGate);
      if (!gatePaid) {
        expenses.length = 0;
        paidAtGate = '0.00';
      }
      const p = await api('POST', '/api/purchases', {
        ...(gatePaid ? {} : { charges: [] }),
        partyId: farmerId,
        cropId: crop.id,
        quantity,
        rate,
        qualityGrade: grade,
        moistureContent: rng.next() < 0.8 ? (8 + rng.next() * 6).toFixed(1) : undefined,
        purchaseDate: date,
        expenses,
        bags,
      });
      counts.purchases++;
      purchaseIds.push({ id: p.id, amount: String(p.finalAmount) });
      move(cash.id, `-${paidAtGate}`);
      // The farmer is paid in one to three parts within ten days: the first, often in cash, at once or within
      // two days. Now and then the last part is held back (a dispute over weight or moisture) and stays owed.
      // What the farmer is owed: the value less the commission, hamali and weighing he bears.
      const bill = String(p.netPayable);
      const parts = rng.weighted([
        { n: 1, weight: 3 },
        { n: 2, weight: 5 },
        { n: 3, weight: 2 },
      ] as const).n;
      const heldBack = parts > 1 && rng.next() < 0.015;
      let left = bill;
      let day = rng.int(0, 2);
      for (let k = 1; k <= parts; k++) {
        const amount = k === parts ? left : hundreds(bill, (0.25 + rng.next() * 0.3).toFixed(2));
        if (compare(amount, '0') <= 0 || compare(amount, left) > 0) break;
        left = subtract(left, amount, 2);
        if (k === parts && heldBack) break;
        schedule(addDays(date, day), {
          direction: 'paid',
          cashHabit: k === 1 ? 0.75 : 0.3,
          body: { partyId: farmerId, amount, allocations: [{ purchaseId: p.id, amount }] },
        });
        day = Math.min(10, day + rng.int(1, 4));
      }
      const key = `${crop.id}|${grade ?? ''}`;
      const bucket = stock.get(key) ?? { cropIndex, grade, qty: '0', value: '0' };
      bucket.qty = sumAt([bucket.qty, quantity], 3);
      bucket.value = sumAt([bucket.value, String(p.finalAmount)], 2);
      stock.set(key, bucket);
    }

    const salesToday = rng.next() < busy * 0.85 ? rng.int(1, 2) : 0;
    for (let i = 0; i < salesToday; i++) {
      const candidates = [...stock.values()].filter((b) => compare(b.qty, '1') > 0);
      if (candidates.length === 0) break;
      const bucket = rng.pick(candidates);
      const crop = crops[bucket.cropIndex]!;
      const share = (0.2 + rng.next() * 0.6).toFixed(2);
      const quantity = round(multiply(bucket.qty, share, 3), crop.unit === 'quintal' ? 1 : 0);
      if (compare(quantity, '0') <= 0) continue;
      const avgCost = divide(bucket.value, bucket.qty, 2);
      const rate = round(multiply(avgCost, (1.03 + rng.next() * 0.09).toFixed(3)), 0) + '.00';
      const statusRoll = rng.next();
      const saleTotal = multiply(quantity, rate, 2);
      // Some buyers pay cash at the counter; most pay by bank later (below), so recent sales are more often open.
      // Cash for one bill stays under ₹2,00,000 (the Income-tax Act's limit on cash received): a bigger bill
      // is paid by bank, and cash paid on account of one stops short of the limit.
      const counterCash = compare(saleTotal, '200000') < 0;
      const paymentStatus =
        statusRoll < (offset > 45 ? 0.35 : 0.2)
          ? counterCash
            ? 'paid'
            : 'pending'
          : statusRoll < 0.85
            ? 'pending'
            : 'partial';
      const buyerId = rng.pick(buyers);
      const cashShare =
        paymentStatus === 'partial' && rng.next() < 0.8
          ? round(multiply(saleTotal, (0.2 + rng.next() * 0.5).toFixed(2)), 0) + '.00'
          : undefined;
      const received =
        cashShare && compare(cashShare, '199000') > 0 ? `${rng.int(100, 199) * 1000}.00` : cashShare;
      // The market fee and the loading the buyer bears are paid on from the box.
      const saleBags = bagsOf(quantity, crop.unit);
      const chargesDue = paidOutFor('sale', { quantity, rate, unit: crop.unit, bags: saleBags });
      // As at the gate: with too little in the box, the sale is billed without the charges paid on from it.
      const chargesPaid = canPay(cash.id, chargesDue);
      const chargesPaidOut = chargesPaid ? chargesDue : '0.00';
      const s = await api('POST', '/api/sales', {
        ...(chargesPaid ? {} : { charges: [] }),
        partyId: buyerId,
        cropId: crop.id,
        quantity,
        rate,
        qualityGrade: bucket.grade,
        paymentStatus,
        amountReceived: received && compare(received, '0') > 0 ? received : undefined,
        saleDate: date,
        bags: saleBags,
      });
      counts.sales++;
      // Paid at the counter (of the bill: the value and the buyer's charges), less the charges paid on.
      move(cash.id, subtract(subtract(String(s.billAmount), String(s.outstanding), 2), chargesPaidOut, 2));
      if (paymentStatus !== 'paid') {
        // Buyers pay late, 15 to 90 days after the bill, in one to three instalments by bank, UPI or cheque.
        // Half of them (and every exporter) pay bill by bill; the rest pay on account, settled oldest first,
        // so a bill they leave unpaid is soon covered by the next payment. A bill-by-bill buyer now and then
        // holds back his last instalment: those bills stay open and grow old. Now and then one rounds the
        // last instalment up, leaving an advance on account.
        const open = String(s.outstanding);
        const perBill = billByBill.has(buyerId);
        const parts = rng.weighted([
          { n: 1, weight: 4 },
          { n: 2, weight: 4 },
          { n: 3, weight: 2 },
        ] as const).n;
        const heldBack = perBill && parts > 1 && rng.next() < 0.12;
        let left = open;
        let day = rng.int(15, 45);
        for (let k = 1; k <= parts; k++) {
          const amount = k === parts ? left : hundreds(open, (0.8 / parts + rng.next() * 0.2).toFixed(2));
          if (compare(amount, '0') <= 0 || compare(amount, left) > 0) break;
          left = subtract(left, amount, 2);
          if (k === parts && heldBack) break;
          const extra = k === parts && rng.next() < 0.05 ? `${rng.int(1, 20) * 1000}.00` : '0.00';
          receive(addDays(date, day), {
            partyId: buyerId,
            amount: sumAt([amount, extra], 2),
            allocations: perBill ? [{ saleId: s.id, amount }] : undefined,
          });
          day = Math.min(90, day + rng.int(10, 25));
        }
      }
      saleIds.push({ id: s.id, amount: String(s.billAmount) });
      bucket.value =
        compare(quantity, bucket.qty) === 0 ? '0' : subtract(bucket.value, String(s.costAmount), 2);
      bucket.qty = subtract(bucket.qty, quantity, 3);
    }

    // A few advances, every month and a half or two: to a farmer against his coming crop, from a buyer for
    // his next lot. Neither settles a bill (allocations: []); they stay on account.
    if (offset % 45 === 20) {
      schedule(date, {
        direction: 'paid',
        cashHabit: 0.5,
        body: {
          partyId: rng.pick(farmers),
          amount: `${rng.int(10, 50) * 1000}.00`,
          allocations: [],
          notes: 'Advance against the coming crop',
        },
      });
      counts.advances++;
    }
    if (offset % 60 === 30) {
      receive(date, {
        partyId: rng.pick(buyers),
        amount: `${rng.int(25, 100) * 1000}.00`,
        allocations: [],
        notes: 'Advance for the next lot',
      });
      counts.advances++;
    }

    if (rng.next() < 0.45) {
      const type = rng.weighted([
        { type: 'transport', weight: 4 },
        { type: 'storage', weight: 2 },
        { type: 'labor', weight: 3 },
        { type: 'processing', weight: 2 },
        { type: 'other', weight: 2 },
      ] as const).type;
      const link = rng.next();
      const purchase = link < 0.25 && purchaseIds.length ? rng.pick(purchaseIds.slice(-10)) : undefined;
      const sale = !purchase && link < 0.5 && saleIds.length ? rng.pick(saleIds.slice(-10)) : undefined;
      const amount = `${rng.int(3, type === 'storage' ? 120 : 60) * 50}.00`;
      // Rent and bigger bills go by bank transfer now and then; the rest is paid from the box, which is named
      // or left to the default ("Cash in hand").
      const roll = rng.next();
      const fromCash = roll >= 0.25 && canPay(cash.id, amount, CASH_RESERVE);
      const bank = canPay(hdfc.id, amount) && roll < 0.1 ? hdfc.id : sbi.id;
      const accountId = fromCash ? (roll < 0.6 ? cash.id : undefined) : bank;
      const body = {
        type,
        description: rng.pick(DEMO_EXPENSES[type]),
        amount,
        purchaseId: purchase?.id,
        saleId: sale?.id,
        expenseDate: date,
        accountId,
      };
      const expense = await api('POST', '/api/expenses', body);
      move(accountId ?? cash.id, `-${amount}`);
      counts.expenses++;
      // Now and then a clerk puts one right (docs/corrections.md): a slip entered twice is cancelled, an amount
      // typed too high is corrected. Both give money back to the account, so no box goes below zero.
      const slip = rng.next();
      if (slip < 0.04) {
        await api('POST', `/api/expenses/${expense.id}/cancel`, { reason: 'Entered twice' });
        move(accountId ?? cash.id, amount);
        counts.corrections++;
      } else if (slip < 0.08) {
        const corrected = `${Math.max(1, Math.floor(Number(amount) / 100)) * 50}.00`;
        await api('POST', `/api/expenses/${expense.id}/amend`, { ...body, amount: corrected });
        move(accountId ?? cash.id, amount);
        move(accountId ?? cash.id, `-${corrected}`);
        counts.corrections++;
      }
    }

    // The day's payments last, so one made the same day as its bill finds the bill; money in before money
    // out, so what came in today can pay out today.
    const dueToday = due.get(date) ?? [];
    for (const item of [
      ...dueToday.filter((d) => d.direction === 'received'),
      ...dueToday.filter((d) => d.direction === 'paid'),
    ]) {
      if (!(await post(date, item))) schedule(addDays(date, 1), item);
    }
  }
  return {
    states: DEMO_STATES.length,
    charges: DEMO_CHARGES.length,
    crops: crops.length,
    parties: farmers.length + buyers.length,
    ...counts,
  };
}

/** complete: the demo sign-in exists; partial: a run was interrupted; other: not demo data, left alone. */
export type DemoState = 'empty' | 'partial' | 'complete' | 'other';

export async function demoState(db: Db): Promise<DemoState> {
  if (await findUserByEmail(db, DEMO_LOGIN.email)) return 'complete';
  if (await findUserByEmail(db, DEMO_BUILDER_EMAIL)) return 'partial';
  return (await countUsers(db)) === 0 ? 'empty' : 'other';
}

/** Opens and migrates the demo data directory; what an interrupted run left is wiped, to be generated anew. */
export async function openDemoDatabase(dataDir: string): Promise<{ database: Database; state: DemoState }> {
  let database = await openPglite(dataDir);
  await runMigrations(database);
  let state = await demoState(database.db);
  if (state === 'partial') {
    console.log(
      `The demo data in ${dataDir} is incomplete (an earlier run was interrupted); generating it anew.`,
    );
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    database = await openPglite(dataDir);
    await runMigrations(database);
    state = 'empty';
  }
  return { database, state };
}

/** Step one of seedDemo: the builder sign-in and its token. Exported so a test can stop after it. */
export async function startDemo(app: FastifyInstance, db: Db): Promise<{ userId: number; token: string }> {
  const builder = await createUser(db, { ...DEMO_LOGIN, email: DEMO_BUILDER_EMAIL, role: 'admin' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_BUILDER_EMAIL, password: DEMO_LOGIN.password },
  });
  if (login.statusCode !== 200) throw new Error(`demo sign-in failed: ${login.statusCode} ${login.body}`);
  return { userId: builder.id, token: login.json<{ token: string }>().token };
}

/**
 * Generates the demo year on an empty database, then turns the builder sign-in into the demo one in a
 * single statement: a run stopped at any point before that leaves no demo sign-in, so the next start
 * sees it as partial and generates it anew. The same user (id 1) records every row, as before.
 */
export async function seedDemo(
  app: FastifyInstance,
  db: Db,
  opts: { seed: number; today: string; days?: number },
): Promise<Record<string, number>> {
  const builder = await startDemo(app, db);
  const counts = await generateDemo(app, builder.token, opts);
  await app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: { authorization: `Bearer ${builder.token}` },
  });
  await updateUserEmail(db, builder.userId, DEMO_LOGIN.email);
  return counts;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { seed: { type: 'string' }, reset: { type: 'boolean' }, days: { type: 'string' } },
  });
  const seed = Number(values.seed ?? 2026);
  // A year by default; a shorter span (the browser tests use five months) generates in a fraction of the time.
  const days = Number(values.days ?? 365);
  if (!Number.isInteger(days) || days < 120 || days > 365) {
    throw new Error(`--days must be a whole number from 120 to 365 (got ${values.days}).`);
  }
  const env = { ...process.env };
  const dataDir = env.DEMO_DATA_DIR ?? '.demo-data';
  delete env.DATABASE_URL; // the demo never touches a real server's data
  const config = loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  if (values.reset) fs.rmSync(dataDir, { recursive: true, force: true });

  const { database, state } = await openDemoDatabase(dataDir);
  const app = await buildApp({ db: database.db, config, logger: { level: config.LOG_LEVEL } });

  if (state === 'empty') {
    const started = Date.now();
    console.log(`Generating ${days} days of demo trading (seed ${seed})...`);
    const counts = await seedDemo(app, database.db, {
      seed,
      today: businessToday(config.BUSINESS_TIMEZONE),
      days,
    });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s:`, counts);
  } else {
    console.log(`Using the existing demo data in ${dataDir} (npm run demo -- --reset to regenerate).`);
  }

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `\nMandiBook demo: http://${config.HOST}:${config.PORT}\n  email:    ${DEMO_LOGIN.email}\n  password: ${DEMO_LOGIN.password}\n`,
  );
}

if (process.argv[1] && /demo\.(ts|js)$/.test(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
