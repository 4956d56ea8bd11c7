// Arranging test data through the API (the e2e database is shared by every spec of a run, so each test
// makes its own rows with unique names).
import type { APIRequestContext } from '@playwright/test';
import { addDays, businessToday } from '../../common/business-day';
import type { Crop, CropInput } from '../../common/schemas/crops';
import type { Expense, ExpenseInput } from '../../common/schemas/expenses';
import type { City, CityInput, State } from '../../common/schemas/locations';
import type { Party, PartyInput } from '../../common/schemas/parties';
import type { Purchase, PurchaseInput } from '../../common/schemas/purchases';
import type { PaymentStatus, Sale, SaleInput } from '../../common/schemas/sales';
import { expect, unique } from './fixtures';

/** POSTs `data`, expects 201 and returns the created record. */
export async function post<T>(api: APIRequestContext, url: string, data: unknown): Promise<T> {
  const res = await api.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return (await res.json()) as T;
}

/**
 * Saves a business profile of a unique name (PUT /api/settings/business, the admin's) and returns it: the
 * printed statement and cash book show it on top. The profile is the business's one, shared by the run.
 */
export async function saveBusinessProfile(api: APIRequestContext) {
  const profile = {
    name: unique('Shri Balaji Traders'),
    address: 'Shop 14, Krishi Upaj Mandi, Indore 452001',
    phone: '+91 98290 12345',
    gstin: '23AAKFB4721K1ZK',
    documentLanguage: 'en',
  } as const;
  const res = await api.put('/api/settings/business', { data: profile });
  expect(res.status(), await res.text()).toBe(200);
  return profile;
}

/** GETs `url`, expects 200 and returns the body. */
export async function getJson<T>(api: APIRequestContext, url: string): Promise<T> {
  const res = await api.get(url);
  expect(res.status()).toBe(200);
  return (await res.json()) as T;
}

export const createCrop = (api: APIRequestContext, data: CropInput) => post<Crop>(api, '/api/crops', data);

export const createParty = (api: APIRequestContext, data: PartyInput) =>
  post<Party>(api, '/api/parties', data);

/**
 * Bills arranged through the API carry no charges unless the test names them: specs share one database, and a
 * schedule another spec left active would otherwise land on this bill and change its figures.
 */
export const createPurchase = (api: APIRequestContext, data: PurchaseInput) =>
  post<Purchase>(api, '/api/purchases', { charges: [], ...data });

/** Without a payment status the server records the sale as pending. */
type SaleData = Omit<SaleInput, 'paymentStatus'> & { paymentStatus?: PaymentStatus };

export const createSale = (api: APIRequestContext, data: SaleData) =>
  post<Sale>(api, '/api/sales', { charges: [], ...data });

export const createExpense = (api: APIRequestContext, data: ExpenseInput) =>
  post<Expense>(api, '/api/expenses', data);

export const createCity = (api: APIRequestContext, data: CityInput) => post<City>(api, '/api/cities', data);

/** A three-letter state code, in lower case, that no state has yet (codes are unique). */
export async function freeCode(api: APIRequestContext): Promise<string> {
  const taken = new Set((await getJson<State[]>(api, '/api/states')).map((s) => s.code));
  for (;;) {
    const code = Array.from({ length: 3 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    if (!taken.has(code.toUpperCase())) return code;
  }
}

export async function createState(api: APIRequestContext, name = unique('State')): Promise<State> {
  return post<State>(api, '/api/states', { name, code: await freeCode(api) });
}

interface TradesOptions {
  names: { crop: string; farmer: string; trader: string };
  /** How many days before today the two purchases and then the two sales are dated. */
  daysAgo: readonly [number, number, number, number];
  /** Added to the first purchase (its own expenses, a moisture reading). */
  firstPurchase?: Pick<PurchaseInput, 'expenses' | 'moistureContent'>;
}

/**
 * One quintal crop traded in grade A: the farmer sold us 10 q @ ₹2,000 and 5 q @ ₹2,100 (we owe ₹30,500);
 * the trader bought 4 q @ ₹2,500 and paid, then 3 q @ ₹2,600 on credit (owes ₹7,800).
 */
export async function arrangeTrades(
  api: APIRequestContext,
  { names, daysAgo, firstPurchase }: TradesOptions,
) {
  const today = businessToday();
  const [purchase1, purchase2, sale1, sale2] = daysAgo.map((days) => addDays(today, -days));
  const crop = await createCrop(api, { name: names.crop, unit: 'quintal' });
  const farmer = await createParty(api, { name: names.farmer, type: 'farmer' });
  const trader = await createParty(api, { name: names.trader, type: 'trader' });
  const bought = { partyId: farmer.id, cropId: crop.id, qualityGrade: 'A' } as const;
  await createPurchase(api, {
    ...bought,
    quantity: '10',
    rate: '2000',
    purchaseDate: purchase1!,
    expenses: [],
    ...firstPurchase,
  });
  await createPurchase(api, {
    ...bought,
    quantity: '5',
    rate: '2100',
    purchaseDate: purchase2!,
    expenses: [],
  });
  const sold = { partyId: trader.id, cropId: crop.id, qualityGrade: 'A' } as const;
  await createSale(api, { ...sold, quantity: '4', rate: '2500', paymentStatus: 'paid', saleDate: sale1! });
  await createSale(api, { ...sold, quantity: '3', rate: '2600', paymentStatus: 'pending', saleDate: sale2! });
  return { crop, farmer, trader };
}
