// npm run demo [-- --seed 2026 --reset]: starts the app on its own data directory (DEMO_DATA_DIR, default
// .demo-data) filled with a year of believable trading. Everything is posted through the real API (and so
// through the posting service), so every invariant of the books holds. The same seed gives the same data.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { addDays, businessToday } from '../../common/business-day';
import { compare, divide, multiply, round, subtract, sumAt } from '../../common/decimal';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPglite, type Database, type Db } from '../db/client';
import { runMigrations } from '../db/migrate';
import { countUsers, findUserByEmail, updateUserEmail } from '../modules/users/users.queries';
import { createUser } from '../modules/users/users.service';
import {
  DEMO_CROPS,
  DEMO_EXPENSES,
  DEMO_EXPORTERS,
  DEMO_FARMERS,
  DEMO_STATES,
  DEMO_TRADERS,
} from './demo-data';

export const DEMO_LOGIN = { email: 'demo@mandibook.in', password: 'demo-password', username: 'demo' };
/**
 * The demo is posted under this sign-in, which becomes DEMO_LOGIN only once the whole year is in:
 * the demo sign-in is what marks a data directory as complete, and this one marks an interrupted run.
 */
export const DEMO_BUILDER_EMAIL = 'demo-in-progress@mandibook.invalid';

/** mulberry32: a tiny seeded generator, so the demo is the same every time for one seed. */
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    const total = items.reduce((s, i) => s + i.weight, 0);
    let r = next() * total;
    for (const item of items) {
      r -= item.weight;
      if (r < 0) return item;
    }
    return items[items.length - 1]!;
  };
  return { next, int, pick, weighted };
}

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

  // Money (docs/money.md): a cash-credit account at the bank (a trader's working capital, which may run below
  // zero up to its limit) besides "Cash in hand", and payments due on later
  // days, scheduled as the bills are made: farmers are paid in parts within days, traders pay late.
  const bank = await api('POST', '/api/accounts', {
    name: 'State Bank of India - Cash Credit A/c',
    kind: 'bank',
    openingBalance: '850000.00',
    openingDate: addDays(today, -(days - 1)),
  });
  // The shop keeps a float of cash: the day's cash payments to farmers come out of it.
  const accounts = (await api('GET', '/api/accounts')) as unknown as Array<{
    id: number;
    name: string;
    kind: string;
  }>;
  const cash = accounts.find((a) => a.kind === 'cash')!;
  await apiPut(app, token, `/api/accounts/${cash.id}`, {
    name: cash.name,
    kind: 'cash',
    openingBalance: '500000.00',
    openingDate: addDays(today, -(days - 1)),
  });
  const due = new Map<string, Array<Record<string, unknown>>>();
  let paymentsMade = 0;
  const schedule = (date: string, payment: Record<string, unknown>) => {
    if (date > today) return; // not yet: the bill stays open
    const list = due.get(date) ?? [];
    list.push({ ...payment, paymentDate: date });
    due.set(date, list);
  };
  const bankMode = () =>
    rng.weighted([
      { mode: 'bank', weight: 3 },
      { mode: 'upi', weight: 3 },
      { mode: 'cheque', weight: 1 },
    ] as const).mode;
  const reference = (mode: string) =>
    mode === 'cheque'
      ? `CHQ ${rng.int(100000, 999999)}`
      : `UTR ${rng.int(100000000, 999999999)}${rng.int(100, 999)}`;

  // Stock as the demo expects it, so sales never ask for more than a bucket holds.
  const stock = new Map<
    string,
    { cropIndex: number; grade: 'A' | 'B' | 'C' | undefined; qty: string; value: string }
  >();
  const counts = { purchases: 0, sales: 0, expenses: 0, payments: 0 };
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
      const p = await api('POST', '/api/purchases', {
        partyId: farmerId,
        cropId: crop.id,
        quantity,
        rate,
        qualityGrade: grade,
        moistureContent: rng.next() < 0.8 ? (8 + rng.next() * 6).toFixed(1) : undefined,
        purchaseDate: date,
        expenses,
      });
      counts.purchases++;
      purchaseIds.push({ id: p.id, amount: String(p.finalAmount) });
      // The farmer gets part in cash at once or within two days, the rest by bank or UPI within ten.
      const bill = String(p.totalAmount);
      // Cash at the gate is a part of the bill up to ₹25,000; the bank pays the rest.
      const share = round(multiply(bill, (0.3 + rng.next() * 0.4).toFixed(2)), 0) + '.00';
      const first = compare(share, '25000') > 0 ? `${rng.int(10, 25) * 1000}.00` : share;
      const rest = subtract(bill, first, 2);
      schedule(addDays(date, rng.int(0, 2)), {
        partyId: farmerId,
        direction: 'paid',
        amount: first,
        mode: 'cash',
        allocations: [{ purchaseId: p.id, amount: first }],
      });
      if (compare(rest, '0') > 0 && rng.next() < 0.9) {
        const mode = bankMode();
        schedule(addDays(date, rng.int(3, 10)), {
          partyId: farmerId,
          direction: 'paid',
          amount: rest,
          mode,
          accountId: bank.id,
          reference: reference(mode),
          allocations: [{ purchaseId: p.id, amount: rest }],
        });
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
      // Some buyers pay cash at the counter; most pay by bank later (below), so recent sales are more often open.
      const paymentStatus =
        statusRoll < (offset > 45 ? 0.35 : 0.2) ? 'paid' : statusRoll < 0.85 ? 'pending' : 'partial';
      const buyerId = rng.pick(buyers);
      const saleTotal = multiply(quantity, rate, 2);
      const received =
        paymentStatus === 'partial' && rng.next() < 0.8
          ? round(multiply(saleTotal, (0.2 + rng.next() * 0.5).toFixed(2)), 0) + '.00'
          : undefined;
      const s = await api('POST', '/api/sales', {
        partyId: buyerId,
        cropId: crop.id,
        quantity,
        rate,
        qualityGrade: bucket.grade,
        paymentStatus,
        amountReceived: received && compare(received, '0') > 0 ? received : undefined,
        saleDate: date,
      });
      counts.sales++;
      if (paymentStatus !== 'paid') {
        // Traders pay late, in two or three instalments, settled against their oldest bills first; now and
        // then one rounds up, leaving an advance on account.
        const open = String(s.outstanding);
        const parts = rng.int(2, 3);
        let left = open;
        for (let k = 1; k <= parts && compare(left, '0') > 0; k++) {
          const share = k === parts ? left : round(multiply(open, (1 / parts).toFixed(3)), 0) + '.00';
          const amount = compare(share, left) > 0 ? left : share;
          left = subtract(left, amount, 2);
          const extra = k === parts && rng.next() < 0.15 ? `${rng.int(1, 20) * 1000}.00` : '0';
          const mode = bankMode();
          schedule(addDays(date, 5 + rng.int(2, 20) * k), {
            partyId: buyerId,
            direction: 'received',
            amount: sumAt([amount, extra], 2),
            mode,
            accountId: bank.id,
            reference: reference(mode),
          });
        }
      }
      saleIds.push({ id: s.id, amount: String(s.totalAmount) });
      bucket.value =
        compare(quantity, bucket.qty) === 0 ? '0' : subtract(bucket.value, String(s.costAmount), 2);
      bucket.qty = subtract(bucket.qty, quantity, 3);
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
      await api('POST', '/api/expenses', {
        type,
        description: rng.pick(DEMO_EXPENSES[type]),
        amount: `${rng.int(3, type === 'storage' ? 120 : 60) * 50}.00`,
        purchaseId: purchase?.id,
        saleId: sale?.id,
        expenseDate: date,
      });
      counts.expenses++;
    }

    // The day's payments last, so one made the same day as its bill finds the bill.
    for (const payment of due.get(date) ?? []) {
      await api('POST', '/api/payments', payment);
      paymentsMade++;
    }
  }
  counts.payments = paymentsMade;
  return {
    states: DEMO_STATES.length,
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
  const { values } = parseArgs({ options: { seed: { type: 'string' }, reset: { type: 'boolean' } } });
  const seed = Number(values.seed ?? 2026);
  const env = { ...process.env };
  const dataDir = env.DEMO_DATA_DIR ?? '.demo-data';
  delete env.DATABASE_URL; // the demo never touches a real server's data
  const config = loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: env.LOG_LEVEL ?? 'warn' });
  if (values.reset) fs.rmSync(dataDir, { recursive: true, force: true });

  const { database, state } = await openDemoDatabase(dataDir);
  const app = await buildApp({ db: database.db, config, logger: { level: config.LOG_LEVEL } });

  if (state === 'empty') {
    const started = Date.now();
    console.log(`Generating a year of demo trading (seed ${seed})...`);
    const counts = await seedDemo(app, database.db, { seed, today: businessToday(config.BUSINESS_TIMEZONE) });
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
