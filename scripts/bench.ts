// npm run bench: loads a year of trading at a realistic volume into a throw-away database through the
// real HTTP API (and so through the posting service), then measures the main read endpoints and the
// sale posting with autocannon. BENCH_SCALE (default 1) scales the volume: 0.1 is a quick check.
// BENCH_DATABASE_URL=postgres://… runs it on a fresh database of that PostgreSQL server (created and
// dropped here) instead of a temporary PGlite directory. Exits non-zero when any request failed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { addDays, businessToday } from '../common/business-day';
import { compare, multiply, round, subtract, sumAt } from '../common/decimal';
import { buildApp } from '../server/app';
import { DEMO_CROPS, DEMO_EXPENSES, DEMO_STATES } from '../server/cli/demo-data';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres, queryRows, type Database } from '../server/db/client';
import { runMigrations } from '../server/db/migrate';
import { createUser } from '../server/modules/users/users.service';
import { withDatabase } from '../server/test/pg-url';

// ---------------------------------------------------------------------------------------------------
// Settings

const BASE_VOLUME = { parties: 5_000, purchases: 20_000, sales: 10_000, expenses: 2_000 };
const DAYS = 365;
const SEED = 2026;
const BENCH_LOGIN = { email: 'bench@mandibook.test', password: 'bench-password-123', username: 'bench' };
/** 10 connections; each measured run is sized to last about `seconds` (see measure). */
const AUTOCANNON = { connections: 10, seconds: 5, timeout: 120, maxRequests: 20_000 };
/** The quantity of the benchmarked sale and the stock its bucket must hold before the run. */
const BENCH_SALE_QUANTITY = '0.1';
const BENCH_SALE_MIN_STOCK = 3_000; // room for 30,000 such sales, more than the runs make

function readScale(): number {
  const raw = process.env.BENCH_SCALE?.trim();
  if (!raw) return 1;
  const scale = Number(raw);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 10) {
    throw new Error(`BENCH_SCALE must be a number above 0 and at most 10, not "${raw}"`);
  }
  return scale;
}

// ---------------------------------------------------------------------------------------------------
// A throw-away database: a temporary PGlite directory, or a fresh database on BENCH_DATABASE_URL.

interface BenchDatabase {
  database: Database;
  where: string;
  dispose(): Promise<void>;
}

async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-bench-'));
    const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
    let database: Database;
    try {
      database = await openPglite(dir);
    } catch (err) {
      removeDir();
      throw err;
    }
    return {
      database,
      where: `PGlite in ${dir}`,
      dispose: async () => {
        await database.close().catch(() => undefined);
        removeDir();
      },
    };
  }

  const name = `mandibook_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const database = openPostgres(withDatabase(serverUrl, name));
  const server = new URL(serverUrl);
  return {
    database,
    where: `PostgreSQL ${server.host}, database ${name}`,
    dispose: async () => {
      await database.close().catch(() => undefined);
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// A deterministic plan of a year of trading.

/** mulberry32, like the demo: the same seed gives the same plan. */
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
  /** Index in [0, n), skewed towards 0: a few parties trade a lot, most trade a little. */
  const skewed = (n: number) => Math.min(n - 1, Math.floor(n * next() ** 2.2));
  return { next, int, pick, weighted, skewed };
}

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

type PartyType = 'farmer' | 'trader' | 'exporter';
type Grade = 'A' | 'B' | 'C' | undefined;

interface PlannedParty {
  type: PartyType;
  name: string;
  contactNumber: string;
  email?: string;
  address: string;
  aadharNumber?: string;
  stateIndex: number;
  cityName: string;
}
interface PlannedPurchase {
  partyIndex: number;
  cropIndex: number;
  quantity: string;
  rate: string;
  qualityGrade: Grade;
  moistureContent?: string;
  purchaseDate: string;
  expenses: Array<{ type: string; amount: string }>;
}
interface PlannedSale {
  partyIndex: number;
  cropIndex: number;
  quantity: string;
  rate: string;
  qualityGrade: Grade;
  paymentStatus: 'pending' | 'paid' | 'partial';
  saleDate: string;
}
interface PlannedExpense {
  type: keyof typeof DEMO_EXPENSES;
  description: string;
  amount: string;
  purchaseIndex?: number;
  saleIndex?: number;
  expenseDate: string;
}
interface Plan {
  parties: PlannedParty[];
  purchases: PlannedPurchase[];
  sales: PlannedSale[];
  expenses: PlannedExpense[];
  /** The party with the most ledger entries, and how many. */
  busiestParty: { index: number; entries: number };
}

/** Splits `total` over days in proportion to their weights (largest remainder), so the totals are exact. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const counts = exact.map(Math.floor);
  let missing = total - counts.reduce((s, c) => s + c, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (missing-- <= 0) break;
    counts[i]! += 1;
  }
  return counts;
}

function makePlan(volume: typeof BASE_VOLUME, today: string): Plan {
  const rng = seeded(SEED);
  const cities = DEMO_STATES.flatMap((s, stateIndex) =>
    s.cities.map((cityName) => ({ stateIndex, cityName })),
  );

  // Parties: about 80 % farmers, 15 % traders, 5 % exporters.
  const exporterCount = Math.max(1, Math.round(volume.parties * 0.05));
  const traderCount = Math.max(1, Math.round(volume.parties * 0.15));
  const farmerCount = Math.max(1, volume.parties - exporterCount - traderCount);
  const phone = () =>
    `+91 ${rng.pick(['98', '97', '94', '88', '79', '70'])}${String(rng.int(10_000_000, 99_999_999))}`;
  const parties: PlannedParty[] = [];
  const farmers: number[] = [];
  const buyers: number[] = [];
  const addParty = (type: PartyType) => {
    const where = rng.pick(cities);
    let name: string;
    if (type === 'farmer') name = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
    else if (type === 'trader')
      name = `${rng.pick(TRADER_PREFIXES)} ${rng.pick(TRADER_SUFFIXES)}, ${where.cityName}`;
    else name = `${rng.pick(TRADER_PREFIXES)} ${rng.pick(EXPORTER_SUFFIXES)}, ${where.cityName}`;
    const slug = name.toLowerCase().replace(/[^a-z]+/g, '');
    (type === 'farmer' ? farmers : buyers).push(parties.length);
    parties.push({
      type,
      name,
      contactNumber: phone(),
      email: type === 'farmer' ? undefined : `accounts${parties.length}@${slug.slice(0, 30)}.in`,
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

  // Days of the year ending today: quiet Sundays, busier harvest months (rabi Mar–May, kharif Oct–Dec).
  const dates = Array.from({ length: DAYS }, (_, i) => addDays(today, i - (DAYS - 1)));
  const weights = dates.map((date) => {
    const d = new Date(`${date}T00:00:00Z`);
    const month = d.getUTCMonth() + 1;
    const season = [3, 4, 5, 10, 11, 12].includes(month) ? 1.4 : [7, 8].includes(month) ? 0.6 : 1;
    return (d.getUTCDay() === 0 ? 0.3 : 1) * season;
  });
  const purchasesPerDay = spread(volume.purchases, weights);
  const salesPerDay = spread(volume.sales, weights);
  const expensesPerDay = spread(volume.expenses, weights);

  const stock = new Map<string, { cropIndex: number; grade: Grade; qty: string }>();
  const purchases: PlannedPurchase[] = [];
  const sales: PlannedSale[] = [];
  const expenses: PlannedExpense[] = [];
  const ledgerEntries = new Map<number, number>();
  const countEntries = (partyIndex: number, n: number) =>
    ledgerEntries.set(partyIndex, (ledgerEntries.get(partyIndex) ?? 0) + n);
  let salesOwed = 0; // sales a day could not make for want of stock move to the next day

  dates.forEach((date, day) => {
    for (let i = 0; i < purchasesPerDay[day]!; i++) {
      const cropIndex = DEMO_CROPS.indexOf(rng.weighted(DEMO_CROPS));
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
      const rows = [{ type: 'transportation', amount: `${rng.int(4, 30) * 50}.00` }];
      if (rng.next() < 0.7) rows.push({ type: 'labor', amount: `${rng.int(2, 16) * 50}.00` });
      if (rng.next() < 0.15) rows.push({ type: 'storage', amount: `${rng.int(2, 10) * 100}.00` });
      if (rng.next() < 0.2) rows.push({ type: 'testing', amount: `${rng.int(1, 5) * 100}.00` });
      const partyIndex = farmers[rng.skewed(farmers.length)]!;
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
      const bucket = stock.get(key) ?? { cropIndex, grade: qualityGrade, qty: '0' };
      bucket.qty = sumAt([bucket.qty, quantity], 3);
      stock.set(key, bucket);
    }

    salesOwed += salesPerDay[day]!;
    while (salesOwed > 0) {
      const candidates = [...stock.values()].filter((b) => compare(b.qty, '2') > 0);
      if (candidates.length === 0) break;
      const bucket = rng.pick(candidates);
      const crop = DEMO_CROPS[bucket.cropIndex]!;
      const share = (0.1 + rng.next() * 0.4).toFixed(2);
      const quantity = round(multiply(bucket.qty, share, 3), crop.unit === 'quintal' ? 1 : 0);
      if (compare(quantity, '0') <= 0) continue;
      const rate = round(multiply(crop.basePrice, (1.04 + rng.next() * 0.11).toFixed(3)), 0) + '.00';
      const age = DAYS - 1 - day;
      const statusRoll = rng.next();
      // Older sales are mostly settled; recent ones are more often still pending.
      const paymentStatus =
        statusRoll < (age > 45 ? 0.7 : 0.35) ? 'paid' : statusRoll < 0.85 ? 'pending' : 'partial';
      const partyIndex = buyers[rng.skewed(buyers.length)]!;
      sales.push({
        partyIndex,
        cropIndex: bucket.cropIndex,
        quantity,
        rate,
        qualityGrade: bucket.grade,
        paymentStatus,
        saleDate: date,
      });
      countEntries(partyIndex, paymentStatus === 'paid' ? 2 : 1);
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

  let busiestParty = { index: 0, entries: 0 };
  for (const [index, entries] of ledgerEntries) {
    if (entries > busiestParty.entries) busiestParty = { index, entries };
  }
  return { parties, purchases, sales, expenses, busiestParty };
}

// ---------------------------------------------------------------------------------------------------
// Loading through the HTTP API

type Api = <T = { id: number }>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>;

function apiFor(baseUrl: string, token: string): Api {
  return async <T>(method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await fetch(baseUrl + url, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} → ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  };
}

/** Runs task(0 … count-1) with at most `concurrency` at once; stops starting new ones after a failure. */
async function inParallel<T>(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results = new Array<T>(count);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < count) {
      const i = next++;
      try {
        results[i] = await task(i);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: Math.min(concurrency, count) }, worker));
  const rejected = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
  if (rejected) throw rejected.reason;
  return results;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const perSecond = (n: number, ms: number) => `${Math.round((n / ms) * 1000)}/s`;

interface Loaded {
  partyIds: number[];
  cropIds: number[];
  purchaseIds: number[];
  saleIds: number[];
}

async function load(api: Api, plan: Plan, concurrency: number): Promise<Loaded> {
  const started = performance.now();
  const stateIds: number[] = [];
  const cityIds = new Map<string, number>();
  for (const state of DEMO_STATES) {
    const s = await api('POST', '/api/states', { name: state.name, code: state.code });
    stateIds.push(s.id);
    for (const city of state.cities) {
      cityIds.set(`${s.id}|${city}`, (await api('POST', '/api/cities', { name: city, stateId: s.id })).id);
    }
  }
  const cropIds: number[] = [];
  for (const crop of DEMO_CROPS) {
    cropIds.push(
      (await api('POST', '/api/crops', { name: crop.name, unit: crop.unit, basePrice: crop.basePrice })).id,
    );
  }

  const phase = async <T>(label: string, count: number, task: (i: number) => Promise<T>) => {
    const t0 = performance.now();
    const results = await inParallel(count, concurrency, task);
    const ms = performance.now() - t0;
    console.log(
      `  ${label.padEnd(10)} ${String(count).padStart(6)} in ${seconds(ms).padStart(7)}  ${perSecond(count, ms)}`,
    );
    return results;
  };

  const partyIds = (
    await phase('parties', plan.parties.length, (i) => {
      const p = plan.parties[i]!;
      const stateId = stateIds[p.stateIndex]!;
      return api('POST', '/api/parties', {
        name: p.name,
        type: p.type,
        contactNumber: p.contactNumber,
        email: p.email,
        address: p.address,
        aadharNumber: p.aadharNumber,
        stateId,
        cityId: cityIds.get(`${stateId}|${p.cityName}`),
      });
    })
  ).map((r) => r.id);

  // Every purchase before any sale: run in parallel, sales could otherwise overtake the purchases that
  // stock their bucket. The plan never sells more of a bucket than was bought before the sale's date.
  const purchaseIds = (
    await phase('purchases', plan.purchases.length, (i) => {
      const p = plan.purchases[i]!;
      return api('POST', '/api/purchases', {
        ...p,
        partyId: partyIds[p.partyIndex],
        cropId: cropIds[p.cropIndex],
      });
    })
  ).map((r) => r.id);

  const saleIds = (
    await phase('sales', plan.sales.length, (i) => {
      const s = plan.sales[i]!;
      return api('POST', '/api/sales', {
        ...s,
        partyId: partyIds[s.partyIndex],
        cropId: cropIds[s.cropIndex],
      });
    })
  ).map((r) => r.id);

  await phase('expenses', plan.expenses.length, (i) => {
    const { purchaseIndex, saleIndex, ...e } = plan.expenses[i]!;
    return api('POST', '/api/expenses', {
      ...e,
      purchaseId: purchaseIndex === undefined ? undefined : purchaseIds[purchaseIndex],
      saleId: saleIndex === undefined ? undefined : saleIds[saleIndex],
    });
  });

  console.log(`Loaded in ${seconds(performance.now() - started)}`);
  return { partyIds, cropIds, purchaseIds, saleIds };
}

// ---------------------------------------------------------------------------------------------------
// Measuring with autocannon (no type declarations ship with it, so the part used is typed here)

interface AutocannonOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  amount: number;
  timeout: number;
  workers?: number;
  sampleInt?: number;
}
interface AutocannonResult {
  requests: { total: number };
  latency: { p50: number; p99: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;
const requireCjs = createRequire(import.meta.url);
const autocannon = requireCjs('autocannon') as Autocannon;

interface Endpoint {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

interface Measured {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  seconds: number;
  non2xx: number;
  errors: number;
  bytes: number;
  statusCodes: string;
}

async function measure(baseUrl: string, token: string, endpoint: Endpoint): Promise<Measured> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  // One request first: it must succeed, and its body is the response size reported.
  const probe = await fetch(baseUrl + endpoint.url, { method: endpoint.method, headers, body });
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) throw new Error(`${endpoint.method} ${endpoint.url} → ${probe.status} before the run`);

  const { connections, seconds, timeout, maxRequests } = AUTOCANNON;
  const run = (amount: number) =>
    autocannon({
      url: baseUrl + endpoint.url,
      method: endpoint.method,
      headers,
      body,
      connections,
      amount,
      timeout,
      // The load generator gets its own thread, so it does not compete with the app for the event loop.
      workers: 1,
      // Samples every 50 ms (default 1 s): a run ends, and its duration is known, to within 50 ms.
      sampleInt: 50,
    });
  // A run of a fixed duration drops the requests still in flight at its end: the app goes on answering
  // them while the next endpoint is measured, and an endpoint slower than the run reports nothing. So
  // every run is a number of requests that all complete, sized from a short run to take about `seconds`.
  const sized = (r: AutocannonResult, target: number) => {
    const rate = r.requests.total / Math.max(r.duration, 0.01);
    const n = Math.round((rate * target) / connections) * connections;
    return Math.min(maxRequests, Math.max(connections, n));
  };
  const first = await run(connections);
  const warm = await run(sized(first, 1));
  const result = await run(sized(warm, seconds));
  const all = [first, warm, result];
  return {
    label: endpoint.label,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    seconds: result.duration,
    non2xx: all.reduce((n, r) => n + r.non2xx, 0),
    errors: all.reduce((n, r) => n + r.errors + r.timeouts, 0),
    bytes,
    statusCodes: countStatusCodes(all),
  };
}

/** '200×1230 409×2' over the runs. */
function countStatusCodes(runs: AutocannonResult[]): string {
  const counts = new Map<string, number>();
  for (const r of runs) {
    for (const [code, s] of Object.entries(r.statusCodeStats))
      counts.set(code, (counts.get(code) ?? 0) + s.count);
  }
  return [...counts].map(([code, n]) => `${code}×${n}`).join(' ');
}

function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(2)} MB`;
}

function printTable(rows: Measured[]): void {
  const header = [
    'endpoint',
    'req/s',
    'p50 ms',
    'p99 ms',
    'requests',
    'run s',
    'non-2xx',
    'errors',
    'response',
  ];
  const lines = rows.map((r) => [
    r.label,
    r.rps >= 100 ? r.rps.toFixed(0) : r.rps.toFixed(1),
    String(r.p50),
    String(r.p99),
    String(r.requests),
    r.seconds.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    formatBytes(r.bytes),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
}

// ---------------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const scale = readScale();
  const volume = {
    parties: Math.max(20, Math.round(BASE_VOLUME.parties * scale)),
    purchases: Math.max(20, Math.round(BASE_VOLUME.purchases * scale)),
    sales: Math.max(10, Math.round(BASE_VOLUME.sales * scale)),
    expenses: Math.max(5, Math.round(BASE_VOLUME.expenses * scale)),
  };
  const serverUrl = process.env.BENCH_DATABASE_URL?.trim() || undefined;
  const config = loadConfig({
    LOG_LEVEL: 'error',
    BUSINESS_TIMEZONE: process.env.BUSINESS_TIMEZONE,
    WEB_DIST: '.tmp/no-web-build',
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const today = businessToday(config.BUSINESS_TIMEZONE);

  let bench: BenchDatabase | undefined;
  let app: FastifyInstance | undefined;
  let cleaned: Promise<void> | undefined;
  const cleanup = () =>
    (cleaned ??= (async () => {
      await app?.close().catch((err: unknown) => console.error('closing the app:', err));
      await bench?.dispose().catch((err: unknown) => console.error('removing the database:', err));
    })());
  process.once('SIGINT', () => {
    console.error('\nInterrupted: cleaning up');
    void cleanup().finally(() => process.exit(130));
  });

  try {
    bench = await createBenchDatabase(serverUrl);
    const { database } = bench;
    await runMigrations(database);
    await createUser(database.db, { ...BENCH_LOGIN, role: 'admin' });
    app = await buildApp({ db: database.db, config, logger: { level: config.LOG_LEVEL } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_LOGIN.email, password: BENCH_LOGIN.password }),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { token } = (await login.json()) as { token: string };
    const api = apiFor(baseUrl, token);

    // PGlite runs every statement on one connection; more requests in flight only queue up there.
    const concurrency = database.kind === 'pglite' ? 4 : 16;
    const plan = makePlan(volume, today);
    console.log(
      `MandiBook benchmark: ${bench.where}, scale ${scale}, node ${process.version}, ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}\n` +
        `Loading ${plan.parties.length} parties, ${DEMO_CROPS.length} crops, ${plan.purchases.length} purchases, ` +
        `${plan.sales.length} sales and ${plan.expenses.length} expenses over ${DAYS} days ` +
        `(${concurrency} requests in flight)`,
    );
    const loaded = await load(api, plan, concurrency);
    const [size] = await queryRows<{ size: string; ledger: number }>(
      database.db,
      sql`select pg_size_pretty(pg_database_size(current_database())) as size,
        (select count(*)::int from ledger_entries) as ledger`,
    );
    console.log(`Database: ${size?.size}, ${size?.ledger} ledger entries`);

    // The benchmarked sale: a tenth of a quintal from the fullest quintal bucket, to the first trader.
    const inventory = await api<Array<{ cropId: number; qualityGrade: Grade | null; currentStock: string }>>(
      'GET',
      '/api/inventory',
    );
    const quintalCrops = new Set(loaded.cropIds.filter((_, i) => DEMO_CROPS[i]!.unit === 'quintal'));
    const fullest = inventory
      .filter((b) => quintalCrops.has(b.cropId))
      .sort((a, b) => compare(b.currentStock, a.currentStock))[0];
    if (!fullest) throw new Error('no quintal stock bucket after loading');
    const cropIndex = loaded.cropIds.indexOf(fullest.cropId);
    const crop = DEMO_CROPS[cropIndex]!;
    const grade = fullest.qualityGrade ?? undefined;
    if (compare(fullest.currentStock, String(BENCH_SALE_MIN_STOCK)) < 0) {
      const topUp = round(subtract(String(BENCH_SALE_MIN_STOCK), fullest.currentStock, 3), 0);
      await api('POST', '/api/purchases', {
        partyId: loaded.partyIds[plan.parties.findIndex((p) => p.type === 'farmer')],
        cropId: fullest.cropId,
        quantity: topUp,
        rate: crop.basePrice,
        qualityGrade: grade,
        purchaseDate: today,
      });
      console.log(
        `Topped up ${crop.name} ${grade ?? '(no grade)'} by ${topUp} quintals for the sale benchmark`,
      );
    }
    const buyers = plan.parties.map((p, i) => ({ p, i })).filter(({ p }) => p.type !== 'farmer');
    const saleParty = loaded.partyIds[buyers[0]!.i]!;
    const busyPartyId = loaded.partyIds[plan.busiestParty.index]!;

    const from = addDays(today, -29);
    const endpoints: Endpoint[] = [
      { label: 'GET /api/parties', method: 'GET', url: '/api/parties' },
      { label: 'GET /api/purchases', method: 'GET', url: '/api/purchases' },
      { label: 'GET /api/sales', method: 'GET', url: '/api/sales' },
      {
        label: 'GET /api/sales?startDate&endDate (30 days)',
        method: 'GET',
        url: `/api/sales?startDate=${from}&endDate=${today}`,
      },
      { label: 'GET /api/inventory', method: 'GET', url: '/api/inventory' },
      {
        label: `GET /api/ledger?partyId (${plan.busiestParty.entries} entries)`,
        method: 'GET',
        url: `/api/ledger?partyId=${busyPartyId}`,
      },
      { label: 'GET /api/ledger (all)', method: 'GET', url: '/api/ledger' },
      { label: 'GET /api/dashboard/metrics', method: 'GET', url: '/api/dashboard/metrics' },
      {
        label: 'GET /api/dashboard/sales-trend?period=3months',
        method: 'GET',
        url: '/api/dashboard/sales-trend?period=3months',
      },
      {
        label: 'GET /api/dashboard/crop-distribution',
        method: 'GET',
        url: '/api/dashboard/crop-distribution',
      },
      {
        label: `POST /api/sales (${BENCH_SALE_QUANTITY} q ${crop.name} ${grade ?? '-'})`,
        method: 'POST',
        url: '/api/sales',
        body: {
          partyId: saleParty,
          cropId: fullest.cropId,
          quantity: BENCH_SALE_QUANTITY,
          rate: round(multiply(crop.basePrice, '1.1'), 0) + '.00',
          qualityGrade: grade,
          paymentStatus: 'pending',
          saleDate: today,
        },
      },
    ];

    console.log(
      `\nautocannon: ${AUTOCANNON.connections} connections, about ${AUTOCANNON.seconds} s per endpoint, bearer token\n`,
    );
    const rows: Measured[] = [];
    for (const endpoint of endpoints) {
      const row = await measure(baseUrl, token, endpoint);
      rows.push(row);
      process.stderr.write(`  ${row.label}: ${row.statusCodes || 'no response'}\n`);
    }
    console.log('');
    printTable(rows);

    const failed = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
    if (failed.length > 0) {
      console.error(`\nFailed requests on: ${failed.map((r) => r.label).join(', ')}`);
      return 1;
    }
    console.log(`\nEvery request succeeded (load average ${os.loadavg()[0]!.toFixed(1)}).`);
    return 0;
  } finally {
    await cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
