// Cross-cutting: no API endpoint answers 5xx to hostile input (docs/api-conventions.md#status-codes: "A bad
// request never yields a 500"). Every write endpoint gets fuzzed bodies, every /:id route hostile ids, every
// query hostile values; a few valid-shaped but extreme writes must succeed or fail cleanly; without a token
// every protected endpoint answers 401. The route list is checked against the routes the app registers.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { enMessages, english, type MessageKey } from '../../common/messages';
import { errorResponse } from '../../common/schemas/errors';
import { multiply, subtract, sumAt } from '../../common/decimal';
import { insertSession } from '../modules/auth/auth.queries';
import { newToken } from '../modules/auth/tokens';
import { createUser } from '../modules/users/users.service';
import {
  bucketMismatches,
  overpaidBills,
  partyBalanceMismatches,
  paymentMismatches,
} from '../modules/books/book-checks';
import {
  makeCity,
  makeCrop,
  makeExporter,
  makeFarmer,
  makePurchase,
  makeSale,
  makeState,
  makeTrader,
} from './factories';
import {
  encodeQueryValue,
  toJsonText,
  hostileBody,
  hostileScalars,
  nonJsonBodies,
  plausibleDate,
  plausibleDecimal,
  plausibleText,
  RawJson,
  SQLISH,
  TEN_K,
  type FieldArbs,
} from './hostile-values';
import { useTestContext } from './test-app';

const ctx = useTestContext();

// HOSTILE_RUNS=500 for a longer hunt; 40 keeps the file well under a minute on PGlite.
const RUNS = Number(process.env.HOSTILE_RUNS ?? 40);
const NO_SUCH_ID = 2_147_483_647;
const MAX_QUANTITY = '9999999.999';
const MAX_RATE = '9999999.99';
const MAX_AMOUNT = '9999999999.99';
// Fuzzed sign-ins come from their own address so their failures throttle only themselves.
const FUZZ_IP = '203.0.113.7';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';

interface Sent {
  method: Method;
  url: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

const preview = (payload: Sent['payload']) => {
  if (payload === undefined) return '(no body)';
  const text = Buffer.isBuffer(payload) ? `<bytes ${payload.toString('hex')}>` : JSON.stringify(payload);
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
};

const describeExchange = (req: Sent, res: LightMyRequestResponse) =>
  `${req.method} ${req.url} [${req.headers?.['content-type'] ?? 'no content-type'}] ${preview(req.payload)} → ` +
  `${res.statusCode} ${res.body.slice(0, 300)}`;

async function send(req: Sent, { auth = true } = {}): Promise<LightMyRequestResponse> {
  const opts: InjectOptions = {
    method: req.method,
    url: req.url,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    ...(req.headers ? { headers: req.headers } : {}),
    ...(req.remoteAddress ? { remoteAddress: req.remoteAddress } : {}),
  };
  return auth ? ctx().api(opts) : ctx().app.inject(opts);
}

/** Below 500, and every 4xx is JSON with a string message. Returns the status for further checks. */
function expectHandled(req: Sent, res: LightMyRequestResponse): number {
  const where = describeExchange(req, res);
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], where).toMatch(/^application\/json/);
    const body: unknown = JSON.parse(res.body);
    expect(body, where).toEqual(expect.objectContaining({ message: expect.any(String) }));
    // The error shape, and a keyed message is the catalogue's own English (docs/messages.md).
    const answer = errorResponse.parse(body);
    if (answer.key !== undefined) {
      expect(answer.key in enMessages, where).toBe(true);
      expect(english({ key: answer.key as MessageKey, params: answer.params }), where).toBe(answer.message);
    }
  }
  return res.statusCode;
}

async function sendAndCheck(req: Sent, opts?: { auth?: boolean }): Promise<LightMyRequestResponse> {
  const res = await send(req, opts);
  expectHandled(req, res);
  return res;
}

const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

/** The id of "Cash in hand" (made by the first accounts request), for probing its book. */
async function cashInHandId(): Promise<number> {
  const res = await ctx().api({ method: 'GET', url: '/api/accounts' });
  const accounts = res.json() as Array<{ id: number; name: string }>;
  return accounts.find((a) => a.name === 'Cash in hand')!.id;
}

/** A route's `:id` made a real one of its kind: the book's and the documents' queries are what is probed. */
async function withRealId(path: string): Promise<string> {
  if (path === '/api/accounts/:id/book' || path === '/api/accounts/:id/book.pdf') {
    return path.replace(':id', String(await cashInHandId()));
  }
  if (path === '/api/purchases/:id/slip.pdf') return path.replace(':id', String(seed.purchaseId));
  if (path === '/api/sales/:id/bill.pdf') return path.replace(':id', String(seed.saleId));
  return path;
}

/** A fresh session for the admin, so a fuzzed logout that succeeds revokes only its own token. */
async function freshToken(): Promise<string> {
  const { token, tokenHash } = newToken();
  await insertSession(ctx().db, {
    userId: ctx().userId,
    tokenHash,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return token;
}

/** "METHOD /path" of every route the app registers (HEAD left out), read from printRoutes. */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD');
    for (const method of methods) routes.push(`${method} ${stack.join('')}`);
  }
  return routes;
}

// ---------------------------------------------------------------------------------------------------
// The endpoints

interface Seed {
  stateId: number;
  otherStateId: number;
  cityId: number;
  farmerId: number;
  traderId: number;
  exporterId: number;
  cropId: number;
  kgCropId: number;
  purchaseId: number;
  saleId: number;
  /** A staff user for the users routes: fuzzing the admin's own row could end the file's session. */
  userId: number;
}

let seed: Seed;

beforeAll(async () => {
  const { db } = ctx();
  const state = await makeState(db);
  const otherState = await makeState(db);
  const city = await makeCity(db, { stateId: state.id });
  const farmer = await makeFarmer(db, { stateId: state.id, cityId: city.id });
  const trader = await makeTrader(db);
  const exporter = await makeExporter(db);
  const crop = await makeCrop(db);
  const kgCrop = await makeCrop(db, { unit: 'kg' });
  // Plenty of stock in the no-grade and A buckets, so fuzzed sales often get through to the postings.
  const purchase = await makePurchase(db, { partyId: farmer.id, cropId: crop.id, quantity: '1000000' });
  await makePurchase(db, { partyId: farmer.id, cropId: crop.id, quantity: '1000000', qualityGrade: 'A' });
  const sale = await makeSale(db, { partyId: trader.id, cropId: crop.id, quantity: '1' });
  const clerk = await createUser(db, {
    email: 'clerk@test.local',
    username: 'clerk',
    password: 'clerk-password',
    role: 'staff',
  });
  seed = {
    stateId: state.id,
    otherStateId: otherState.id,
    cityId: city.id,
    farmerId: farmer.id,
    traderId: trader.id,
    exporterId: exporter.id,
    cropId: crop.id,
    kgCropId: kgCrop.id,
    purchaseId: purchase.id,
    saleId: sale.id,
    userId: clerk.id,
  };
});

const ids = (...real: number[]) => fc.constantFrom<unknown>(...real, String(real[0]), NO_SUCH_ID);
const blankish = ['', null, '   '] as const;
const quantities = plausibleDecimal(['1', '0.001', 2.5, '12.500', ' 7 ', MAX_QUANTITY, 9999999.999]);
const rates = plausibleDecimal(['0.01', '2150', 2150.5, ' 99.9 ', MAX_RATE]);
const amounts = plausibleDecimal(['0.01', '150', 150.25, MAX_AMOUNT]);
// A lot's bags and charges (docs/posting.md#charges): ids that name no charge or one of the other side.
const lotBags = fc.constantFrom<unknown>(0, 50, '50', 100000, ...blankish);
const lotCharges = fc.constantFrom<unknown>(
  [],
  [{ chargeId: 1 }],
  [{ chargeId: 1, rate: '2.5' }],
  [{ chargeId: 999999 }],
  ...blankish,
);
const grades = fc.constantFrom<unknown>('A', 'B', 'C', ...blankish);

interface WriteRoute {
  method: 'POST' | 'PUT';
  /** As registered, `:id` included. */
  path: string;
  /** Real ids to put for `:id` (NO_SUCH_ID is added). */
  pathIds?: (s: Seed) => number[];
  fields: (s: Seed) => FieldArbs;
}

const chargeFields: FieldArbs = {
  name: plausibleText(),
  nameHi: fc.constantFrom<unknown>('हमाली', ...blankish),
  appliesTo: fc.constantFrom<unknown>('purchase', 'sale', 'both', ...blankish),
  basis: fc.constantFrom<unknown>('percent', 'per_bag', 'per_quintal', 'fixed', 'per_kg', ...blankish),
  rate: plausibleDecimal(['0', '2.5', 12, '100.01', '9999999.99']),
  bornBy: fc.constantFrom<unknown>('party', 'us', 'them', ...blankish),
  kind: fc.constantFrom<unknown>('retained', 'paid_out', 'other', ...blankish),
  active: fc.constantFrom<unknown>(true, false, 'yes', ...blankish),
};

const partyFields = (s: Seed): FieldArbs => ({
  name: plausibleText(),
  type: fc.constantFrom('farmer', 'trader', 'exporter'),
  contactNumber: fc.constantFrom<unknown>('+91 98765-43210', '9876543210', ...blankish),
  email: fc.constantFrom<unknown>('kisan@example.in', ' Upper@Example.IN ', ...blankish),
  address: fc.option(plausibleText(1000), { nil: null }),
  aadharNumber: fc.constantFrom<unknown>('1234 5678 9012', '123456789012', ...blankish),
  stateId: fc.constantFrom<unknown>(s.stateId, s.otherStateId, NO_SUCH_ID, ...blankish),
  cityId: fc.constantFrom<unknown>(s.cityId, NO_SUCH_ID, ...blankish),
  bankAccountNumber: fc.constantFrom<unknown>('3012 4567 8901', '12345678', ...blankish),
  ifsc: fc.constantFrom<unknown>('SBIN0001234', 'sbin0001234', 'SBIN1001234', ...blankish),
  upiId: fc.constantFrom<unknown>('ramlal@okaxis', 'ramlal', '@', ...blankish),
});
const cropFields = (): FieldArbs => ({
  name: plausibleText(),
  unit: fc.constantFrom<unknown>('quintal', 'kg', 'ton', ...blankish),
  basePrice: fc.constantFrom<unknown>('0', 0, '2150.50', 9999999.99, ...blankish),
});
const stateFields = (): FieldArbs => ({
  name: plausibleText(),
  code: fc.oneof(fc.stringMatching(/^[A-Za-z]{1,3}$/), fc.constantFrom(' mh ', 'ÄÖ')),
});
const cityFields = (s: Seed): FieldArbs => ({
  name: plausibleText(),
  stateId: fc.constantFrom<unknown>(s.stateId, s.otherStateId, String(s.stateId), NO_SUCH_ID),
});

const writeRoutes: WriteRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    fields: () => ({
      email: fc.constantFrom('admin@test.local', ' ADMIN@test.local ', 'nobody@test.local', 'a@b', SQLISH),
      password: fc.constantFrom('correct horse battery', 'wrong', 'p'.repeat(1024)),
    }),
  },
  // Takes no body; fuzzed bodies must not matter.
  { method: 'POST', path: '/api/auth/logout', fields: () => ({ token: fc.string() }) },
  {
    method: 'POST',
    path: '/api/auth/password',
    fields: () => ({
      currentPassword: fc.constantFrom<unknown>('correct horse battery', 'wrong', ...blankish),
      newPassword: fc.constantFrom<unknown>('correct horse battery', 'short', 'p'.repeat(1025), ...blankish),
    }),
  },
  {
    method: 'PUT',
    path: '/api/auth/language',
    fields: () => ({ language: fc.constantFrom<unknown>('en', 'hi', 'HI', 'fr', SQLISH, ...blankish) }),
  },
  {
    method: 'POST',
    path: '/api/users',
    fields: () => ({
      email: fc.constantFrom<unknown>('new@test.local', ' CLERK@test.local ', 'a@b', SQLISH, ...blankish),
      username: plausibleText(),
      password: fc.constantFrom<unknown>('long enough password', 'short', ...blankish),
      role: fc.constantFrom<unknown>('admin', 'staff', 'owner', ...blankish),
    }),
  },
  {
    method: 'PUT',
    path: '/api/users/:id',
    pathIds: (s) => [s.userId],
    fields: () => ({
      username: plausibleText(),
      role: fc.constantFrom<unknown>('admin', 'staff', 'owner', ...blankish),
      active: fc.constantFrom<unknown>(true, false, 'true', 0, ...blankish),
    }),
  },
  {
    method: 'POST',
    path: '/api/users/:id/password',
    pathIds: (s) => [s.userId],
    fields: () => ({ password: fc.constantFrom<unknown>('long enough password', 'short', ...blankish) }),
  },
  { method: 'POST', path: '/api/parties', fields: partyFields },
  {
    method: 'PUT',
    path: '/api/parties/:id',
    pathIds: (s) => [s.farmerId, s.traderId, s.exporterId],
    fields: partyFields,
  },
  { method: 'POST', path: '/api/crops', fields: cropFields },
  { method: 'PUT', path: '/api/crops/:id', pathIds: (s) => [s.cropId, s.kgCropId], fields: cropFields },
  { method: 'POST', path: '/api/states', fields: stateFields },
  {
    method: 'PUT',
    path: '/api/states/:id',
    pathIds: (s) => [s.stateId, s.otherStateId],
    fields: stateFields,
  },
  { method: 'POST', path: '/api/cities', fields: cityFields },
  { method: 'PUT', path: '/api/cities/:id', pathIds: (s) => [s.cityId], fields: cityFields },
  {
    method: 'POST',
    path: '/api/purchases',
    fields: (s) => ({
      partyId: ids(s.farmerId, s.traderId),
      cropId: ids(s.cropId, s.kgCropId),
      quantity: quantities,
      rate: rates,
      qualityGrade: grades,
      moistureContent: fc.constantFrom<unknown>('12.5', 0, 100, '100.0', ...blankish),
      purchaseDate: plausibleDate,
      expenses: fc.array(
        fc.record({
          type: fc.constantFrom('transportation', 'labor', 'storage', 'testing'),
          amount: amounts,
        }),
        { maxLength: 3 },
      ),
      totalAmount: fc.constantFrom('1', '-5'),
      bags: lotBags,
      grossWeight: quantities,
      tarePerBagKg: plausibleDecimal(['0.58', 0, '1.250', 100]),
      standardMoisture: fc.constantFrom<unknown>('12', 0, '99.9', ...blankish),
      charges: lotCharges,
    }),
  },
  {
    method: 'POST',
    path: '/api/sales',
    fields: (s) => ({
      partyId: ids(s.traderId, s.exporterId, s.farmerId),
      cropId: ids(s.cropId, s.kgCropId),
      quantity: plausibleDecimal(['0.001', '1', 2.5, ' 3 ']),
      rate: rates,
      qualityGrade: grades,
      paymentStatus: fc.constantFrom<unknown>('pending', 'paid', 'partial', ...blankish),
      saleDate: plausibleDate,
      bags: lotBags,
      charges: lotCharges,
    }),
  },
  {
    method: 'POST',
    path: '/api/expenses',
    fields: (s) => ({
      type: fc.constantFrom('transport', 'storage', 'labor', 'processing', 'other'),
      description: plausibleText(1000),
      amount: amounts,
      purchaseId: fc.constantFrom<unknown>(
        s.purchaseId,
        String(s.purchaseId),
        NO_SUCH_ID,
        'none',
        ...blankish,
      ),
      saleId: fc.constantFrom<unknown>(s.saleId, NO_SUCH_ID, 'none', ...blankish),
      accountId: fc.constantFrom<unknown>(NO_SUCH_ID, ...blankish),
      expenseDate: plausibleDate,
    }),
  },
  { method: 'POST', path: '/api/accounts', fields: accountFields },
  // The charge schedule and the business profile (docs/settings-and-charges.md).
  { method: 'POST', path: '/api/charges', fields: () => chargeFields },
  { method: 'PUT', path: '/api/charges/:id', pathIds: () => [1], fields: () => chargeFields },
  {
    method: 'PUT',
    path: '/api/settings/business',
    fields: () => ({
      name: plausibleText(),
      address: fc.option(plausibleText(1000), { nil: null }),
      phone: fc.constantFrom<unknown>('+91 98290 12345', '0731-2561234', '12', ...blankish),
      gstin: fc.constantFrom<unknown>('23AAKFB4721K1ZK', '23aakfb4721k1zk', 'GSTIN', ...blankish),
      apmcLicence: fc.constantFrom<unknown>('KUMS/IND/A-1187', ...blankish),
      documentLanguage: fc.constantFrom<unknown>('en', 'hi', 'fr', ...blankish),
    }),
  },
  // Account 1 is "Cash in hand" once anything made it; NO_SUCH_ID is tried too.
  { method: 'PUT', path: '/api/accounts/:id', pathIds: () => [1], fields: accountFields },
  {
    method: 'POST',
    path: '/api/payments',
    fields: (s) => ({
      partyId: ids(s.traderId, s.farmerId),
      direction: fc.constantFrom<unknown>('received', 'paid', 'lent', ...blankish),
      amount: amounts,
      paymentDate: plausibleDate,
      mode: fc.constantFrom<unknown>('cash', 'bank', 'upi', 'cheque', 'hawala', ...blankish),
      accountId: fc.constantFrom<unknown>(1, NO_SUCH_ID, ...blankish),
      reference: plausibleText(100),
      notes: plausibleText(1000),
      allocations: fc.array(
        fc.record({
          saleId: fc.constantFrom<unknown>(s.saleId, NO_SUCH_ID, ...blankish),
          purchaseId: fc.constantFrom<unknown>(s.purchaseId, ...blankish),
          openingBalanceId: fc.constantFrom<unknown>(NO_SUCH_ID, ...blankish),
          amount: amounts,
        }),
        { maxLength: 3 },
      ),
    }),
  },
  {
    method: 'POST',
    path: '/api/ledger/opening-balances',
    fields: (s) => ({
      partyId: ids(s.traderId, s.farmerId),
      amount: plausibleDecimal(['100', '-100.50', '0', MAX_AMOUNT, `-${MAX_AMOUNT}`]),
      date: plausibleDate,
    }),
  },
  {
    method: 'POST',
    path: '/api/inventory/adjustments',
    fields: (s) => ({
      cropId: ids(s.cropId, s.kgCropId),
      qualityGrade: grades,
      quantity: plausibleDecimal(['-1', '0.001', '-2.5', 2.5, '0', ' -3 ', MAX_QUANTITY, `-${MAX_QUANTITY}`]),
      reason: plausibleText(250),
      date: plausibleDate,
      rate: rates,
    }),
  },
  {
    method: 'POST',
    path: '/api/share',
    fields: (s) => ({
      document: fc.constantFrom<unknown>('slip', 'bill', 'statement', 'cashbook', ...blankish),
      id: ids(s.purchaseId, s.saleId),
      partyId: ids(s.farmerId, s.traderId),
      startDate: plausibleDate,
      endDate: plausibleDate,
      lang: fc.constantFrom<unknown>('en', 'hi', 'fr', ...blankish),
      size: fc.constantFrom<unknown>('a4', 'a5', 'A4', ...blankish),
    }),
  },
];

// Cancel and amend (docs/corrections.md) of each kind of record: an amendment takes the create's body. Only
// unknown ids are tried, so fuzzing never cancels the records the other routes are fuzzed against.
for (const list of ['purchases', 'sales', 'expenses', 'payments'] as const) {
  const create = writeRoutes.find((r) => r.method === 'POST' && r.path === `/api/${list}`)!;
  writeRoutes.push(
    {
      method: 'POST',
      path: `/api/${list}/:id/cancel`,
      pathIds: () => [],
      fields: () => ({ reason: plausibleText(600) }),
    },
    { method: 'POST', path: `/api/${list}/:id/amend`, pathIds: () => [], fields: create.fields },
  );
}
// A stock adjustment's cancel: unknown ids only, as for the records' cancels.
writeRoutes.push({
  method: 'POST',
  path: '/api/inventory/adjustments/:id/cancel',
  pathIds: () => [],
  fields: () => ({ reason: plausibleText(600) }),
});
// Advances applied (docs/money.md#advances): unknown payment ids only, as for cancel and amend.
writeRoutes.push({
  method: 'POST',
  path: '/api/payments/:id/allocations',
  pathIds: () => [],
  fields: (s) => ({
    allocations: fc.array(
      fc.record({
        saleId: fc.constantFrom<unknown>(s.saleId, NO_SUCH_ID, ...blankish),
        purchaseId: fc.constantFrom<unknown>(s.purchaseId, ...blankish),
        openingBalanceId: fc.constantFrom<unknown>(NO_SUCH_ID, ...blankish),
        amount: amounts,
      }),
      { maxLength: 3 },
    ),
  }),
});

function accountFields(): FieldArbs {
  return {
    name: plausibleText(200),
    kind: fc.constantFrom<unknown>('cash', 'bank', 'wallet', ...blankish),
    openingBalance: plausibleDecimal(['0', '-100.50', '2500', MAX_AMOUNT, `-${MAX_AMOUNT}`]),
    openingDate: plausibleDate,
  };
}

const idRoutes = [
  '/api/parties/:id',
  '/api/crops/:id',
  '/api/states/:id',
  '/api/cities/:id',
  '/api/accounts/:id',
  '/api/charges/:id',
] as const;

const readRoutes = [
  '/api/auth/me',
  '/api/parties',
  '/api/parties/:id',
  '/api/crops',
  '/api/states',
  '/api/cities',
  '/api/purchases',
  '/api/purchases/summary',
  '/api/purchases/export',
  '/api/purchases/:id',
  '/api/sales',
  '/api/sales/summary',
  '/api/sales/export',
  '/api/sales/:id',
  '/api/expenses',
  '/api/expenses/summary',
  '/api/expenses/export',
  '/api/expenses/:id',
  '/api/inventory',
  '/api/inventory/adjustments',
  '/api/inventory/adjustments/:id',
  '/api/ledger',
  '/api/ledger/summary',
  '/api/ledger/export',
  '/api/ledger/statement',
  '/api/ledger/opening-balances',
  '/api/accounts',
  '/api/accounts/:id',
  '/api/accounts/:id/book',
  '/api/purchases/:id/slip.pdf',
  '/api/sales/:id/bill.pdf',
  '/api/ledger/statement.pdf',
  '/api/accounts/:id/book.pdf',
  '/api/payments',
  '/api/payments/open-bills',
  '/api/payments/export',
  '/api/payments/:id',
  '/api/dashboard/metrics',
  '/api/dashboard/sales-trend',
  '/api/dashboard/crop-distribution',
  '/api/dashboard/outstanding',
  '/api/dashboard/recent-transactions',
  '/api/reports/outstanding',
  '/api/reports/trades',
  '/api/reports/trades/export',
  '/api/reports/summary',
  '/api/reports/profit-and-loss',
  '/api/reports/report.pdf',
  '/api/audit',
  '/api/users',
  '/api/charges',
  '/api/charges/:id',
  '/api/settings/business',
  '/api/notifications',
  '/api/share',
] as const;

// A share link opens without signing in (docs/sharing.md); its own test attacks it (server/modules/share).
const publicRoutes = ['GET /api/health', 'POST /api/auth/login', 'GET /s', 'GET /s/:token', 'GET /s*'];

const protectedRoutes: string[] = [
  ...readRoutes.map((p) => `GET ${p}`),
  ...writeRoutes.filter((r) => r.path !== '/api/auth/login').map((r) => `${r.method} ${r.path}`),
  ...idRoutes.map((p) => `DELETE ${p}`),
  'DELETE /api/share/:id',
];

/** A request to a write route; logout gets its own token each time, login its own address. */
async function writeRequest(
  route: WriteRoute,
  url: string,
  payload: string | Buffer,
  contentType: string | undefined,
): Promise<Sent> {
  const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
  if (route.path === '/api/auth/logout') headers.authorization = `Bearer ${await freshToken()}`;
  return {
    method: route.method,
    url,
    payload,
    headers,
    ...(route.path === '/api/auth/login' ? { remoteAddress: FUZZ_IP } : {}),
  };
}

const urlArb = (route: WriteRoute): fc.Arbitrary<string> =>
  route.pathIds
    ? fc.constantFrom(...route.pathIds(seed), NO_SUCH_ID).map((id) => route.path.replace(':id', String(id)))
    : fc.constant(route.path);

// ---------------------------------------------------------------------------------------------------

describe('the route list', () => {
  it('covers every route the app registers', () => {
    const covered = new Set([...publicRoutes, ...protectedRoutes]);
    expect(registeredRoutes(ctx().app).filter((r) => !covered.has(r))).toEqual([]);
    expect([...covered].filter((r) => !registeredRoutes(ctx().app).includes(r))).toEqual([]);
  });
});

describe.each(writeRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
  '%s with hostile bodies',
  (_, route) => {
    it('never answers 5xx to bodies with its field names and hostile values', async () => {
      await fc.assert(
        fc.asyncProperty(urlArb(route), hostileBody(route.fields(seed)), async (url, body) => {
          await sendAndCheck(await writeRequest(route, url, body, 'application/json'));
        }),
        { numRuns: RUNS },
      );
    });

    it('never answers 5xx to arbitrary JSON', async () => {
      await fc.assert(
        fc.asyncProperty(urlArb(route), fc.jsonValue(), async (url, value) => {
          await sendAndCheck(await writeRequest(route, url, JSON.stringify(value), 'application/json'));
        }),
        { numRuns: RUNS },
      );
    });

    it('answers 4xx JSON to bodies that are not a JSON object', async () => {
      const url = route.pathIds ? route.path.replace(':id', String(route.pathIds(seed)[0])) : route.path;
      for (const raw of nonJsonBodies) {
        const req = await writeRequest(route, url, raw.payload, raw.contentType);
        const res = await sendAndCheck(req);
        // Logout takes no body, so a parseable one is simply ignored.
        if (route.path !== '/api/auth/logout')
          expect(res.statusCode, describeExchange(req, res)).toBeGreaterThanOrEqual(400);
      }
    });
  },
);

describe('prototype pollution', () => {
  it('leaves Object.prototype untouched after all the hostile bodies', () => {
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.isAdmin).toBeUndefined();
    expect(probe.role).toBeUndefined();
  });
});

describe('hostile numbers and ids in otherwise valid bodies', () => {
  // Each must be a 400 naming the field: none may be read as some other number and stored.
  const badDecimals: unknown[] = [
    1e308,
    -1e308,
    0.0001,
    0,
    -1,
    12.3456,
    new RawJson('-0'),
    new RawJson('1e400'),
    new RawJson('123456789012345678901234567890'),
    'NaN',
    'Infinity',
    '-Infinity',
    '1e5',
    '0x10',
    '١٢',
    '１２',
    '१२',
    '12.3456',
    '99999999999999999999',
    '-1',
    '-0',
    '0',
    '1,000',
    '₹100',
    '1_000',
    '',
    '   ',
    TEN_K,
    '1\u00002',
    null,
    true,
    [],
    [1],
    {},
  ];
  const badIds: unknown[] = [
    0,
    -1,
    1.5,
    2147483648,
    NO_SUCH_ID,
    new RawJson('12345678901234567890'),
    new RawJson('1e400'),
    '12345678901234567890',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '١٢',
    ' 12 ',
    '',
    null,
    true,
    [],
    [1],
    {},
  ];
  // Its own parties and crop: the fuzzing above may have retyped or renamed the seeded ones.
  const cases = async (): Promise<
    Array<{ url: string; field: string; valid: Record<string, unknown>; values: unknown[] }>
  > => {
    const { db } = ctx();
    const [farmer, trader, crop] = [await makeFarmer(db), await makeTrader(db), await makeCrop(db)];
    await makePurchase(db, { partyId: farmer.id, cropId: crop.id, quantity: '10' });
    const purchase = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '2',
      rate: '100',
      purchaseDate: '2025-04-01',
    };
    const sale = {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '0.5',
      rate: '120',
      saleDate: '2025-04-02',
    };
    const expense = { type: 'other', description: 'Hostile probe', amount: '10', expenseDate: '2025-04-03' };
    return [
      ...['quantity', 'rate', 'partyId', 'cropId'].map((field) => ({
        url: '/api/purchases',
        field,
        valid: purchase,
        values: field.endsWith('Id') ? badIds : badDecimals,
      })),
      ...['quantity', 'rate', 'partyId', 'cropId'].map((field) => ({
        url: '/api/sales',
        field,
        valid: sale,
        values: field.endsWith('Id') ? badIds : badDecimals,
      })),
      { url: '/api/expenses', field: 'amount', valid: expense, values: badDecimals },
      {
        url: '/api/expenses',
        field: 'purchaseId',
        valid: expense,
        values: badIds.filter((v) => v !== '' && v !== null),
      },
      { url: '/api/cities', field: 'stateId', valid: { name: 'Hostile probe city' }, values: badIds },
    ];
  };

  it('refuses each with a 400 that names the field, and takes the same body with a sane value', async () => {
    const all = await cases();
    for (const { url, field, valid, values } of all) {
      for (const value of values) {
        const req: Sent = { method: 'POST', url, ...json(toJsonText({ ...valid, [field]: value })) };
        const res = await sendAndCheck(req);
        expect(res.statusCode, describeExchange(req, res)).toBe(400);
        const { errors } = res.json<{ errors?: Array<{ path: string }> }>();
        expect(
          errors?.map((e) => e.path),
          describeExchange(req, res),
        ).toContain(field);
      }
    }
    for (const { url, valid } of all.filter((c) => c.url !== '/api/cities')) {
      const req: Sent = { method: 'POST', url, ...json(JSON.stringify(valid)) };
      const res = await sendAndCheck(req);
      expect(res.statusCode, describeExchange(req, res)).toBe(201);
    }
  });
});

describe('hostile ids in the path', () => {
  // Past PATH_ID_MAX (100) characters: a 400 with a message, never Fastify's 414 echoing the path.
  const malformed = ['abc', '-1', '1.5', '%00', '1;drop', '00', '007', '9'.repeat(101), 'x'.repeat(500)];
  // Plain whole numbers no row can have: unknown ids, so 404 like any other.
  const unknown = ['0', '99999999999', '9'.repeat(30), '4294967296'];
  const alsoMalformed = [
    '+1',
    '1e3',
    '0x10',
    '%201',
    '1%20',
    '%D9%A1%D9%A2',
    '%EF%BC%91',
    '1%00',
    "1'%20or%20'1'='1",
    'null',
    'undefined',
    '__proto__',
    'constructor',
    '%2e%2e',
    '..',
    '1,2',
    '%F0%9F%8C%BE',
    '%E0%A4%A',
    '%',
    '1/2',
    '',
  ];
  const validBody = (path: string): string =>
    JSON.stringify(
      path.startsWith('/api/parties')
        ? { name: 'Path probe', type: 'farmer' }
        : path.startsWith('/api/crops')
          ? { name: 'Path probe crop', unit: 'kg' }
          : path.startsWith('/api/states')
            ? { name: 'Path probe state', code: 'PPQ' }
            : path.startsWith('/api/accounts')
              ? { name: 'Path probe account', kind: 'bank' }
              : path.startsWith('/api/charges')
                ? {
                    name: 'Path probe charge',
                    appliesTo: 'purchase',
                    basis: 'fixed',
                    rate: '10',
                    bornBy: 'us',
                    kind: 'paid_out',
                  }
                : { name: 'Path probe city', stateId: seed.stateId },
    );

  describe.each(idRoutes)('%s', (path) => {
    it.each(['PUT', 'DELETE'] as const)(
      '%s answers 400 to the malformed ids, 404 to ids no row can have and 4xx JSON to odder ones',
      async (method) => {
        const request = (id: string): Sent =>
          method === 'PUT'
            ? { method, url: path.replace(':id', id), ...json(validBody(path)) }
            : { method, url: path.replace(':id', id) };
        for (const id of malformed) {
          const req = request(id);
          const res = await sendAndCheck(req);
          expect(res.statusCode, describeExchange(req, res)).toBe(400);
        }
        for (const id of unknown) {
          const req = request(id);
          const res = await sendAndCheck(req);
          expect(res.statusCode, describeExchange(req, res)).toBe(404);
        }
        for (const id of alsoMalformed) {
          const req = request(id);
          const res = await sendAndCheck(req);
          expect(res.statusCode, describeExchange(req, res)).toBeGreaterThanOrEqual(400);
        }
        const req = request(String(NO_SUCH_ID));
        const res = await sendAndCheck(req);
        expect(res.statusCode, describeExchange(req, res)).toBe(404);
      },
    );
  });
});

describe('methods and paths no route has', () => {
  it.each([
    ['PATCH', '/api/parties/1'],
    ['OPTIONS', '/api/parties'],
    ['DELETE', '/api/purchases'],
    ['PUT', '/api/inventory'],
    ['POST', '/api/dashboard/metrics'],
    ['GET', '/api/nope'],
    ['GET', '/api/parties/1/extra'],
    ['GET', '/api//parties'],
    ['GET', '/api/PARTIES'],
    ['GET', '/api/%2e%2e/%2e%2e/etc/passwd'],
    ['DELETE', '/api/parties'],
  ] as const)('%s %s answers 4xx JSON', async (method, url) => {
    const res = await ctx().api({ method, url });
    const req: Sent = { method, url };
    expectHandled(req, res);
    expect(res.statusCode, describeExchange(req, res)).toBeGreaterThanOrEqual(400);
  });
});

describe('hostile query strings', () => {
  const queryKeys: Record<(typeof readRoutes)[number], string[]> = {
    '/api/auth/me': [],
    '/api/parties': ['type', 'role', 'ids', 'stateId', 'balance', 'q', 'limit', 'cursor'],
    '/api/parties/:id': [],
    '/api/crops': [],
    '/api/states': [],
    '/api/cities': [],
    '/api/purchases': [
      'startDate',
      'endDate',
      'status',
      'partyId',
      'cropId',
      'qualityGrade',
      'q',
      'limit',
      'cursor',
    ],
    '/api/purchases/summary': ['startDate', 'endDate', 'status', 'partyId', 'cropId', 'qualityGrade', 'q'],
    '/api/purchases/export': [
      'startDate',
      'endDate',
      'status',
      'partyId',
      'cropId',
      'qualityGrade',
      'q',
      'format',
    ],
    '/api/purchases/:id': [],
    '/api/sales': [
      'startDate',
      'endDate',
      'status',
      'partyId',
      'cropId',
      'qualityGrade',
      'paymentStatus',
      'q',
      'limit',
      'cursor',
    ],
    '/api/sales/summary': [
      'startDate',
      'endDate',
      'status',
      'partyId',
      'cropId',
      'qualityGrade',
      'paymentStatus',
      'q',
    ],
    '/api/sales/export': [
      'startDate',
      'endDate',
      'status',
      'partyId',
      'cropId',
      'qualityGrade',
      'paymentStatus',
      'q',
      'format',
    ],
    '/api/sales/:id': [],
    '/api/expenses': ['startDate', 'endDate', 'status', 'type', 'q', 'limit', 'cursor'],
    '/api/expenses/summary': ['startDate', 'endDate', 'status', 'type', 'q'],
    '/api/expenses/export': ['startDate', 'endDate', 'status', 'type', 'q', 'format'],
    '/api/expenses/:id': [],
    '/api/inventory': [],
    '/api/ledger': ['partyId', 'startDate', 'endDate', 'limit', 'cursor'],
    '/api/ledger/summary': ['partyId', 'startDate', 'endDate'],
    '/api/ledger/export': ['partyId', 'startDate', 'endDate', 'format'],
    '/api/ledger/statement': ['partyId', 'startDate', 'endDate'],
    '/api/ledger/opening-balances': ['partyId'],
    '/api/accounts': [],
    '/api/accounts/:id': [],
    '/api/accounts/:id/book': ['startDate', 'endDate'],
    '/api/purchases/:id/slip.pdf': ['lang', 'size'],
    '/api/sales/:id/bill.pdf': ['lang', 'size'],
    '/api/ledger/statement.pdf': ['partyId', 'startDate', 'endDate', 'lang', 'size'],
    '/api/accounts/:id/book.pdf': ['date', 'lang', 'size'],
    '/api/payments': [
      'partyId',
      'direction',
      'mode',
      'accountId',
      'status',
      'startDate',
      'endDate',
      'limit',
      'cursor',
    ],
    '/api/payments/open-bills': ['partyId', 'direction'],
    '/api/payments/export': [
      'partyId',
      'direction',
      'mode',
      'accountId',
      'status',
      'startDate',
      'endDate',
      'format',
    ],
    '/api/payments/:id': [],
    '/api/dashboard/metrics': [],
    '/api/dashboard/sales-trend': ['period'],
    '/api/dashboard/crop-distribution': [],
    '/api/dashboard/outstanding': [],
    '/api/dashboard/recent-transactions': ['limit'],
    '/api/reports/outstanding': ['side', 'asOf', 'limit', 'cursor'],
    '/api/reports/trades': ['type', 'startDate', 'endDate', 'partyId', 'cropId', 'q', 'limit', 'cursor'],
    '/api/reports/trades/export': ['type', 'startDate', 'endDate', 'partyId', 'cropId', 'q', 'format'],
    '/api/reports/summary': ['type', 'startDate', 'endDate', 'partyId', 'cropId', 'q'],
    '/api/reports/profit-and-loss': ['startDate', 'endDate'],
    '/api/reports/report.pdf': ['type', 'startDate', 'endDate', 'partyId', 'cropId', 'q', 'lang', 'size'],
    '/api/audit': ['entity', 'entityId', 'userId', 'action', 'startDate', 'endDate', 'limit', 'cursor'],
    '/api/users': [],
    '/api/charges': ['appliesTo'],
    '/api/charges/:id': [],
    '/api/settings/business': [],
    '/api/notifications': [],
    '/api/share': ['document', 'id', 'partyId'],
    '/api/inventory/adjustments': ['cropId', 'startDate', 'endDate', 'status', 'limit', 'cursor'],
    '/api/inventory/adjustments/:id': [],
  };
  const plausibleQueryValues = [
    'farmer',
    'trader',
    'exporter',
    '2025-04-01',
    '2025-04-01T10:00:00Z',
    '7days',
    '30days',
    '3months',
    '1',
    'receivable',
    'payable',
    'customer',
    'received',
    'paid',
    'party',
    'update',
    'active',
    'cancelled',
    'all',
    'A',
    'csv',
    'en',
    'hi',
    'a4',
    'a5',
  ];
  const queryValue = fc.oneof(
    fc.constantFrom(...plausibleQueryValues),
    fc.constantFrom(
      ...hostileScalars.map((v) =>
        v instanceof RawJson ? v.text : typeof v === 'string' ? v : JSON.stringify(v),
      ),
    ),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );
  it.each(readRoutes)('GET %s answers 200 or 4xx JSON, never 5xx, to hostile queries', async (path) => {
    const keys = [...queryKeys[path], '__proto__', 'constructor', 'toString', 'x[]', ''];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...keys), queryValue, fc.boolean()), {
          minLength: 1,
          maxLength: 4,
        }),
        async (pairs) => {
          const query = pairs
            .map(([k, v, raw]) => `${encodeURIComponent(k)}=${encodeQueryValue(v, raw)}`)
            .join('&');
          // The book is probed on a real account, so its query is what gets refused or answered.
          const at = await withRealId(path);
          const req: Sent = { method: 'GET', url: `${at}?${query}` };
          const res = await sendAndCheck(req);
          expect([200, 400, 404], describeExchange(req, res)).toContain(res.statusCode);
        },
      ),
      { numRuns: RUNS / 2 },
    );
  });

  it.each([
    '/api/purchases?startDate=2026-02-30',
    '/api/purchases?endDate=9999-99-99',
    '/api/sales?startDate=yesterday',
    '/api/sales?startDate=2025-04-01&endDate=2025-03-01',
    '/api/expenses?startDate=0000-00-00',
    '/api/expenses?endDate=2025-04-01%00',
    '/api/parties?type=admin',
    '/api/parties?type=FARMER',
    '/api/parties?role=trader',
    '/api/ledger?partyId=abc',
    '/api/ledger?partyId=-1',
    '/api/ledger?partyId=99999999999',
    '/api/ledger?partyId=1.5',
    '/api/dashboard/sales-trend?period=365days',
    '/api/dashboard/sales-trend?period=7DAYS',
  ])('GET %s is a 400', async (url) => {
    const req: Sent = { method: 'GET', url };
    const res = await sendAndCheck(req);
    expect(res.statusCode, describeExchange(req, res)).toBe(400);
  });

  it.each(
    [
      '/api/purchases?startDate=2025-01-01&startDate=2025-02-01',
      '/api/sales?endDate=2025-01-01&endDate=',
      '/api/expenses?startDate[]=2025-01-01',
      '/api/parties?type=farmer&type=trader',
      '/api/ledger?partyId=1&partyId=2',
      '/api/dashboard/sales-trend?period=7days&period=30days',
      `/api/parties?type=${TEN_K}`,
      `/api/ledger?partyId=${'9'.repeat(5000)}`,
    ].map((url) => [url.length > 80 ? `${url.slice(0, 80)}… (${url.length} chars)` : url, url]),
  )('GET %s (repeated keys, arrays, huge values) answers 200 or 4xx JSON', async (_, url) => {
    const req: Sent = { method: 'GET', url };
    const res = await sendAndCheck(req);
    expect([200, 400], describeExchange(req, res)).toContain(res.statusCode);
  });

  it('answers 200 to valid filters, an unknown partyId included', async () => {
    for (const url of [
      '/api/purchases?startDate=2025-01-01&endDate=2025-12-31',
      '/api/sales?startDate=&endDate=',
      '/api/expenses?startDate=2025-04-01T00:00:00Z',
      '/api/parties?type=',
      '/api/dashboard/sales-trend?period=3months',
    ]) {
      const req: Sent = { method: 'GET', url };
      const res = await sendAndCheck(req);
      expect(res.statusCode, describeExchange(req, res)).toBe(200);
    }
    const req: Sent = { method: 'GET', url: `/api/ledger?partyId=${NO_SUCH_ID}` };
    const res = await sendAndCheck(req);
    expect([200, 404], describeExchange(req, res)).toContain(res.statusCode);
  });
});

describe('valid-shaped but extreme writes', () => {
  const post = async (url: string, body: unknown) => {
    const req: Sent = { method: 'POST', url, ...json(JSON.stringify(body)) };
    const res = await sendAndCheck(req);
    return { req, res, status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };
  const inventoryOf = async (cropId: number) => {
    const res = await ctx().api({ method: 'GET', url: '/api/inventory' });
    expect(res.statusCode).toBe(200);
    return res
      .json<
        Array<{ cropId: number; qualityGrade: string | null; currentStock: string; totalValue: string }>
      >()
      .filter((i) => i.cropId === cropId);
  };

  it('records a purchase of the largest quantity at the largest rate, with 20 expense rows at the largest amount', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const expenses = Array.from({ length: 20 }, (_, i) => ({
      type: (['transportation', 'labor', 'storage', 'testing'] as const)[i % 4],
      amount: MAX_AMOUNT,
    }));
    // No charges: the fuzzing above may have left a valid one active in the schedule, and it would change the sums.
    const base = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: MAX_QUANTITY,
      rate: MAX_RATE,
      purchaseDate: '2025-04-01',
      charges: [],
    };

    const plain = await post('/api/purchases', base);
    expect(plain.status, describeExchange(plain.req, plain.res)).toBe(201);
    expect(plain.body.totalAmount).toBe(multiply(MAX_QUANTITY, MAX_RATE, 2));

    const loaded = await post('/api/purchases', { ...base, expenses });
    expect(loaded.status, describeExchange(loaded.req, loaded.res)).toBe(201);
    const expenseAmount = sumAt(Array<string>(20).fill(MAX_AMOUNT), 2);
    expect(loaded.body.expenseAmount).toBe(expenseAmount);
    expect(loaded.body.finalAmount).toBe(sumAt([multiply(MAX_QUANTITY, MAX_RATE, 2), expenseAmount], 2));

    const tooMany = await post('/api/purchases', { ...base, expenses: [...expenses, expenses[0]] });
    expect(tooMany.status).toBe(400);

    const [bucket] = await inventoryOf(crop.id);
    expect(bucket?.currentStock).toBe(sumAt([MAX_QUANTITY, MAX_QUANTITY], 3));

    // Selling the whole bucket at the largest rate: every posting at its largest. Paid, it would be one
    // payment far above a payment's own limit: refused, naming paymentStatus; pending, taken.
    const trader = await makeTrader(ctx().db);
    const largestSale = {
      partyId: trader.id,
      cropId: crop.id,
      quantity: MAX_QUANTITY,
      rate: MAX_RATE,
      paymentStatus: 'paid',
      saleDate: '2025-04-02',
      charges: [],
    };
    const paid = await post('/api/sales', largestSale);
    expect(paid.status, describeExchange(paid.req, paid.res)).toBe(400);
    expect(paid.res.json<{ errors: Array<{ path: string }> }>().errors[0]?.path).toBe('paymentStatus');
    for (const _ of [1, 2]) {
      const sold = await post('/api/sales', { ...largestSale, paymentStatus: 'pending' });
      expect(sold.status, describeExchange(sold.req, sold.res)).toBe(201);
    }
    expect(await inventoryOf(crop.id)).toEqual([
      expect.objectContaining({ currentStock: '0.000', totalValue: '0.00' }),
    ]);
    for (const url of [
      '/api/dashboard/metrics',
      `/api/ledger?partyId=${farmer.id}`,
      `/api/ledger?partyId=${trader.id}`,
    ]) {
      const req: Sent = { method: 'GET', url };
      const res = await sendAndCheck(req);
      expect(res.statusCode, describeExchange(req, res)).toBe(200);
    }
  });

  it('records 20 expenses at the largest amount and still computes the dashboard', async () => {
    for (let i = 0; i < 20; i++) {
      const created = await post('/api/expenses', {
        type: 'other',
        description: `Largest expense ${i} ${SQLISH}`,
        amount: MAX_AMOUNT,
        expenseDate: '2025-04-03',
      });
      expect(created.status, describeExchange(created.req, created.res)).toBe(201);
    }
    const over = await post('/api/expenses', {
      type: 'other',
      description: 'One paisa too much',
      amount: '10000000000.00',
      expenseDate: '2025-04-03',
    });
    expect(over.status).toBe(400);
    for (const url of [
      '/api/dashboard/metrics',
      '/api/expenses',
      '/api/dashboard/sales-trend?period=3months',
    ]) {
      const req: Sent = { method: 'GET', url };
      const res = await sendAndCheck(req);
      expect(res.statusCode, describeExchange(req, res)).toBe(200);
    }
  });

  it('sells 0.001 from a bucket, even at a rate whose total rounds to nothing, or refuses it cleanly', async () => {
    const crop = await makeCrop(ctx().db);
    // Landed cost 0.03 over 3: an average cost of 0.01, so 0.001 of it costs 0.00001. No charges: a hostile body
    // above may have put a valid charge in the schedule, and a farmer's charge would take more than 0.03.
    await makePurchase(ctx().db, {
      charges: [],
      cropId: crop.id,
      quantity: '3',
      rate: '0.01',
      expenses: [{ type: 'labor', amount: '0.01' }],
    });
    const trader = await makeTrader(ctx().db);
    let sold = 0;
    for (const rate of ['0.01', '2500']) {
      const sale = await post('/api/sales', {
        partyId: trader.id,
        cropId: crop.id,
        quantity: '0.001',
        rate,
        saleDate: '2025-04-02',
      });
      expect([201, 400, 409], describeExchange(sale.req, sale.res)).toContain(sale.status);
      if (sale.status === 201) sold++;
    }
    const [bucket] = await inventoryOf(crop.id);
    expect(bucket?.currentStock).toBe(subtract('3', multiply('0.001', sold, 3), 3));
  });

  it('sells exactly the stock of a bucket, leaving it at zero stock and zero value, and refuses 0.001 more', async () => {
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, {
      charges: [],
      cropId: crop.id,
      quantity: '7.777',
      rate: '33.33',
      qualityGrade: 'B',
      expenses: [{ type: 'transportation', amount: '0.01' }],
    });
    const trader = await makeTrader(ctx().db);
    const sale = {
      partyId: trader.id,
      cropId: crop.id,
      qualityGrade: 'B',
      rate: '40',
      saleDate: '2025-04-02',
      charges: [],
    };

    const exact = await post('/api/sales', { ...sale, quantity: '7.777' });
    expect(exact.status, describeExchange(exact.req, exact.res)).toBe(201);
    expect(await inventoryOf(crop.id)).toEqual([
      expect.objectContaining({ currentStock: '0.000', totalValue: '0.00' }),
    ]);

    const more = await post('/api/sales', { ...sale, quantity: '0.001' });
    expect(more.status, describeExchange(more.req, more.res)).toBe(409);
  });

  it('keeps the books consistent after all of the above and all the fuzzing', async () => {
    expect(await bucketMismatches(ctx().db)).toEqual([]);
    expect(await partyBalanceMismatches(ctx().db)).toEqual([]);
    expect(await overpaidBills(ctx().db)).toEqual([]);
    expect(await paymentMismatches(ctx().db)).toEqual([]);
    for (const path of readRoutes) {
      if (path.endsWith('/:id')) continue; // one record, not a list: probed with hostile ids above
      // The trend has no default period (a call without one is a 400); a statement and open bills are of one party.
      // An export names its format (docs/api-conventions.md#exports).
      const url =
        path === '/api/reports/trades/export'
          ? `${path}?type=purchase&startDate=2025-04-01&endDate=2026-03-31&format=xlsx`
          : path.endsWith('/export')
            ? `${path}?format=csv`
            : path === '/api/dashboard/sales-trend'
              ? `${path}?period=3months`
              : path === '/api/ledger/statement' || path === '/api/ledger/opening-balances'
                ? `${path}?partyId=${seed.traderId}`
                : path === '/api/payments/open-bills'
                  ? `${path}?partyId=${seed.traderId}&direction=received`
                  : path === '/api/reports/outstanding'
                    ? `${path}?side=receivable`
                    : path === '/api/reports/trades' ||
                        path === '/api/reports/summary' ||
                        path === '/api/reports/report.pdf'
                      ? `${path}?type=sales&startDate=2025-04-01&endDate=2026-03-31`
                      : path === '/api/share'
                        ? `${path}?document=slip&id=${seed.purchaseId}`
                        : path === '/api/accounts/:id/book'
                          ? `${path.replace(':id', String(await cashInHandId()))}?startDate=2025-04-01&endDate=2026-03-31`
                          : path === '/api/ledger/statement.pdf'
                            ? `${path}?partyId=${seed.farmerId}&lang=hi&size=a5`
                            : await withRealId(path);
      const req: Sent = { method: 'GET', url };
      const res = await sendAndCheck(req);
      expect(res.statusCode, describeExchange(req, res)).toBe(200);
    }
  });
});

describe('what a hostile client found (2026-11-27)', () => {
  const count = async (table: string) => {
    const res = await ctx().db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return (res as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  };
  /** 4xx JSON with a message, and the tables named unchanged. */
  async function refusedWithoutWriting(req: Sent, tables: string[], status = 400) {
    const before = await Promise.all(tables.map(count));
    const res = await sendAndCheck(req);
    expect(res.statusCode, describeExchange(req, res)).toBe(status);
    expect(res.json<{ message: string }>().message, describeExchange(req, res)).toEqual(expect.any(String));
    expect(await Promise.all(tables.map(count)), describeExchange(req, res)).toEqual(before);
    return res;
  }

  it('refuses a limit (or any whole number of a query) not written in plain decimal digits', async () => {
    for (const limit of ['1e2', '0x10', '0b11', '0o7', '1.0', '+5', '%205', '5%20', '1_0', '١٢', '16n']) {
      for (const url of [
        `/api/purchases?limit=${limit}`,
        `/api/parties?limit=${limit}`,
        `/api/audit?limit=${limit}`,
        `/api/dashboard/recent-transactions?limit=${limit}`,
      ]) {
        const res = await refusedWithoutWriting({ method: 'GET', url }, []);
        expect(
          res.json<{ errors?: Array<{ path: string }> }>().errors?.map((e) => e.path),
          url,
        ).toContain('limit');
      }
    }
    const page = await sendAndCheck({ method: 'GET', url: '/api/purchases?limit=16' });
    expect(page.statusCode).toBe(200);
    expect(page.json<{ items: unknown[] }>().items.length).toBeLessThanOrEqual(16);
    expect(
      (await sendAndCheck({ method: 'GET', url: '/api/dashboard/recent-transactions?limit=7' })).statusCode,
    ).toBe(200);
  });

  it('refuses JSON numbers with an exponent (or more digits than they hold) on the field, writing nothing', async () => {
    const { db } = ctx();
    const [farmer, crop] = [await makeFarmer(db), await makeCrop(db)];
    const cases: Array<[string, string, string, string[]]> = [
      [
        '/api/expenses',
        '{"type":"other","description":"Exponent probe","amount":1e3,"expenseDate":"2025-04-03"}',
        'amount',
        ['expenses', 'ledger_entries'],
      ],
      [
        '/api/expenses',
        '{"type":"other","description":"Exponent probe","amount":1000.000000000000000001,"expenseDate":"2025-04-03"}',
        'amount',
        ['expenses'],
      ],
      [
        '/api/purchases',
        `{"partyId":${farmer.id},"cropId":${crop.id},"quantity":1E2,"rate":"2150","purchaseDate":"2025-04-01"}`,
        'quantity',
        ['purchases', 'stock_movements', 'ledger_entries'],
      ],
      [
        '/api/purchases',
        `{"partyId":${farmer.id},"cropId":${crop.id},"quantity":"10","rate":21.5e2,"purchaseDate":"2025-04-01",` +
          `"expenses":[{"type":"labor","amount":5e1}]}`,
        'rate',
        ['purchases'],
      ],
      [
        '/api/payments',
        `{"partyId":${farmer.id},"direction":"paid","amount":1e3,"paymentDate":"2025-04-02","mode":"cash"}`,
        'amount',
        ['payments', 'ledger_entries'],
      ],
    ];
    for (const [url, body, field, tables] of cases) {
      const res = await refusedWithoutWriting({ method: 'POST', url, ...json(body) }, tables);
      expect(res.json<{ message: string }>().message).toMatch(/Write numbers plainly/);
      expect(res.json<{ errors?: Array<{ path: string }> }>().errors?.[0]?.path, body).toBe(field);
    }
    // Written plainly, the same expense is taken; "1e3" as a string was refused all along.
    const plain = await sendAndCheck({
      method: 'POST',
      url: '/api/expenses',
      ...json('{"type":"other","description":"Plain probe","amount":1000,"expenseDate":"2025-04-03"}'),
    });
    expect(plain.statusCode).toBe(201);
    expect(plain.json<{ amount: string }>().amount).toBe('1000.00');
  });

  it('answers a path id over 100 characters 400 with a message that does not echo it', async () => {
    for (const id of ['9'.repeat(101), '1'.repeat(5_000), 'a'.repeat(200)]) {
      for (const [method, url] of [
        ['GET', `/api/parties/${id}`],
        ['GET', `/api/purchases/${id}`],
        ['POST', `/api/payments/${id}/amend`],
        ['DELETE', `/api/crops/${id}`],
      ] as const) {
        const req: Sent = method === 'POST' ? { method, url, ...json('{}') } : { method, url };
        const res = await refusedWithoutWriting(req, ['payments', 'crops']);
        expect(res.body.length, url).toBeLessThan(300);
        expect(res.body).not.toContain(id.slice(0, 101));
        expect(res.json()).toMatchObject({
          message: 'A part of the path is too long (at most 100 characters)',
          code: 'BAD_REQUEST',
        });
      }
    }
    // 100 digits is still read: a number no row has, 404.
    expect((await sendAndCheck({ method: 'GET', url: `/api/parties/${'9'.repeat(100)}` })).statusCode).toBe(
      404,
    );
  });

  it('takes no invisible text for a reason, a description or a name', async () => {
    const { db } = ctx();
    const purchase = await makePurchase(db, {
      partyId: (await makeFarmer(db)).id,
      cropId: (await makeCrop(db)).id,
    });
    const invisible = [
      '\u200B',
      '\u200B\u200B\u200B',
      '\u200C\u200D\u2060\uFEFF',
      ' \u200B\t\u00A0\u3000 ',
      '\u00AD',
      '\u3164\u115F',
      '\u2800',
      '\u0301',
      '\u202E\u202C',
    ];
    for (const blank of invisible) {
      const shown = JSON.stringify(blank);
      await refusedWithoutWriting(
        {
          method: 'POST',
          url: `/api/purchases/${purchase.id}/cancel`,
          ...json(JSON.stringify({ reason: blank })),
        },
        ['purchases', 'ledger_entries', 'audit_events'],
      );
      const res = await refusedWithoutWriting(
        {
          method: 'POST',
          url: '/api/expenses',
          ...json(
            JSON.stringify({ type: 'other', description: blank, amount: '10', expenseDate: '2025-04-03' }),
          ),
        },
        ['expenses'],
      );
      expect(
        res.json<{ errors?: Array<{ path: string }> }>().errors?.map((e) => e.path),
        shown,
      ).toContain('description');
      await refusedWithoutWriting(
        { method: 'POST', url: '/api/parties', ...json(JSON.stringify({ name: blank, type: 'farmer' })) },
        ['parties'],
      );
    }
    const still = await ctx().api({ method: 'GET', url: `/api/purchases/${purchase.id}` });
    expect(still.json<{ status: string }>().status).toBe('active');
    // Text with something visible in it is a reason, Hindi with its joiners and marks included.
    const cancelled = await sendAndCheck({
      method: 'POST',
      url: `/api/purchases/${purchase.id}/cancel`,
      ...json(JSON.stringify({ reason: '\u200Bदो बार दर्ज\u200D' })),
    });
    expect(cancelled.statusCode).toBe(200);
  });

  it('refuses a sale recorded paid above what one payment may be, naming paymentStatus, and writes nothing', async () => {
    const { db } = ctx();
    const [farmer, trader, crop] = [await makeFarmer(db), await makeTrader(db), await makeCrop(db)];
    await makePurchase(db, { partyId: farmer.id, cropId: crop.id, quantity: MAX_QUANTITY, rate: '1' });
    // 9,999,999.999 × ₹2,000 = ₹19,999,999,998.00, above a payment's ₹9,999,999,999.99.
    const sale = {
      partyId: trader.id,
      cropId: crop.id,
      quantity: MAX_QUANTITY,
      rate: '2000',
      saleDate: '2025-04-02',
      paymentStatus: 'paid',
    };
    const res = await refusedWithoutWriting(
      { method: 'POST', url: '/api/sales', ...json(JSON.stringify(sale)) },
      ['sales', 'payments', 'payment_allocations', 'ledger_entries', 'stock_movements'],
    );
    expect(res.json()).toMatchObject({
      message:
        'A sale of 19999999998.00 cannot be recorded as paid: one payment is at most 9999999999.99. ' +
        'Record it as pending and enter the payments separately',
      errors: [{ path: 'paymentStatus' }],
    });
    // At the limit it is taken, paid whole.
    const atLimit = await sendAndCheck({
      method: 'POST',
      url: '/api/sales',
      ...json(JSON.stringify({ ...sale, quantity: '4999999.9995', rate: '2000' })),
    });
    expect(atLimit.statusCode).toBe(400); // 4 decimals: a quantity has 3
    const paid = await sendAndCheck({
      method: 'POST',
      url: '/api/sales',
      ...json(JSON.stringify({ ...sale, quantity: '4999999.999', rate: '2000' })),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json()).toMatchObject({ totalAmount: '9999999998.00', paymentStatus: 'paid' });
  });
});

describe('without a valid token', () => {
  const requestFor = (route: string): Sent => {
    const [method, path] = route.split(' ') as [Method, string];
    const url = path.replace(':id', '1');
    return method === 'POST' || method === 'PUT' ? { method, url, ...json('{}') } : { method, url };
  };

  it.each(protectedRoutes)('%s answers 401 JSON', async (route) => {
    const req = requestFor(route);
    const res = await sendAndCheck(req, { auth: false });
    expect(res.statusCode, describeExchange(req, res)).toBe(401);
  });

  it('answers 401, before reading the body, to malformed bodies and bad ids', async () => {
    for (const req of [
      { method: 'POST', url: '/api/parties', ...json('{"name":') },
      { method: 'POST', url: '/api/sales', payload: 'x', headers: { 'content-type': 'text/plain' } },
      { method: 'PUT', url: '/api/crops/abc', ...json('[]') },
      { method: 'DELETE', url: '/api/states/-1' },
    ] satisfies Sent[]) {
      const res = await sendAndCheck(req, { auth: false });
      expect(res.statusCode, describeExchange(req, res)).toBe(401);
    }
  });

  it('answers 401 to bad, odd, revoked and huge tokens', async () => {
    const revoked = await freshToken();
    const logout = await ctx().api({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${revoked}` },
    });
    expect(logout.statusCode).toBe(204);
    const authorizations = [
      'Bearer',
      'Bearer ',
      'Bearer x',
      `Bearer ${revoked}`,
      `Bearer ${ctx().token} extra`,
      `Basic ${Buffer.from('admin@test.local:correct horse battery').toString('base64')}`,
      `Bearer ${'A'.repeat(10_000)}`,
      `Bearer ${SQLISH.replace(/\s/g, '')}`,
      'Bearer %00',
      'Bearer ١٢٣',
      'null',
      '',
    ];
    for (const authorization of authorizations) {
      for (const url of ['/api/auth/me', '/api/parties']) {
        const req: Sent = { method: 'GET', url, headers: { authorization } };
        const res = await sendAndCheck(req, { auth: false });
        expect(res.statusCode, describeExchange(req, res)).toBe(401);
      }
    }
  });
});
