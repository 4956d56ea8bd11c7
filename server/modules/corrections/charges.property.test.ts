import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../../common/business-day';
import { compare, divide, multiply, subtract, sumAt } from '../../../common/decimal';
import type { AccountBook } from '../../../common/schemas/accounts';
import type { Expense } from '../../../common/schemas/expenses';
import type { LotCharge } from '../../../common/schemas/lots';
import type { Payment } from '../../../common/schemas/payments';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import type { Charge, ChargeInput } from '../../../common/schemas/settings';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { booksMismatches } from '../books/book-checks';

// Corrections with the mandi's charges in play (docs/posting.md#charges, docs/corrections.md): after any
// sequence of purchases and sales with bags, weights and charges of every basis and bearer, payments,
// cancels, full amendments and price corrections, while the schedule itself changes under the lots (a charge
// re-rated, switched off or deleted), every rule of the books holds:
// - a party's balance is Σ debit − Σ credit of its entries, and what its active bills and payments make;
// - a bucket's value is Σ its movements' values, never below zero;
// - a lot's charges are priced by their basis; a purchase's landed cost is its net payable + its paid_out
//   charges + its expense rows, a sale's bill its value + the charges the buyer bears;
// - every bill has 0 ≤ paid ≤ its amount;
// - the cash book ("Cash in hand") shows every paid_out charge of an active lot on its date, and the charges
//   of a cancelled lot with their reversals.

const ctx = useTestContext();

type Unit = 'quintal' | 'kg';
const QUINTALS: Record<Unit, string> = { quintal: '1', kg: '0.01' };
const DAY0 = '2025-03-01';

/** The schedule the property starts from: every basis, both bearers, both kinds, for each side. */
const STARTING_SCHEDULE: Array<
  Pick<ChargeInput, 'name' | 'appliesTo' | 'basis' | 'rate' | 'bornBy' | 'kind'>
> = [
  {
    name: 'Commission',
    appliesTo: 'purchase',
    basis: 'percent',
    rate: '2.5',
    bornBy: 'party',
    kind: 'retained',
  },
  { name: 'Hamali', appliesTo: 'purchase', basis: 'per_bag', rate: '12', bornBy: 'party', kind: 'paid_out' },
  {
    name: 'Weighing',
    appliesTo: 'purchase',
    basis: 'per_quintal',
    rate: '3',
    bornBy: 'party',
    kind: 'paid_out',
  },
  { name: 'Unloading', appliesTo: 'purchase', basis: 'fixed', rate: '150', bornBy: 'us', kind: 'paid_out' },
  { name: 'Bardana', appliesTo: 'purchase', basis: 'per_bag', rate: '8', bornBy: 'us', kind: 'paid_out' },
  { name: 'Cess', appliesTo: 'purchase', basis: 'percent', rate: '0.5', bornBy: 'us', kind: 'paid_out' },
  { name: 'Market fee', appliesTo: 'sale', basis: 'percent', rate: '1', bornBy: 'party', kind: 'paid_out' },
  { name: 'Loading', appliesTo: 'sale', basis: 'per_bag', rate: '10', bornBy: 'party', kind: 'paid_out' },
  { name: 'Service', appliesTo: 'sale', basis: 'fixed', rate: '50', bornBy: 'party', kind: 'retained' },
  { name: 'Brokerage', appliesTo: 'sale', basis: 'per_quintal', rate: '2', bornBy: 'us', kind: 'paid_out' },
  { name: 'Cartage', appliesTo: 'sale', basis: 'fixed', rate: '100', bornBy: 'us', kind: 'paid_out' },
];
const BASES = ['percent', 'per_bag', 'per_quintal', 'fixed'] as const;

const paise = (n: number) => divide(n, 100, 2);
const dateArb = fc.integer({ min: 0, max: 20 }).map((d) => addDays(DAY0, d));
const pick = fc.nat(1_000);

/** Which charges a lot's body names: left out (the schedule's active ones), none, or some of the schedule. */
const chargesArb = fc.oneof(
  fc.constant({ mode: 'schedule' as const }),
  fc.constant({ mode: 'none' as const }),
  fc.record({
    mode: fc.constant('some' as const),
    mask: fc.nat(255),
    /** Each named charge's rate for this lot, as % of the schedule's; undefined: the schedule's rate. */
    rates: fc.array(fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }), { maxLength: 8 }),
  }),
);
type ChargesChoice = typeof chargesArb extends fc.Arbitrary<infer T> ? T : never;

/** A lot: its crop, quantity in quintals, rate a quintal in rupees, bags a quintal (none: no bags counted). */
const lotArb = fc.record({
  crop: fc.nat(1),
  quintals: fc.integer({ min: 1_000, max: 40_000 }).map((n) => divide(n, 1000, 3)),
  rupeesPerQuintal: fc.integer({ min: 1_000, max: 5_000 }),
  bagsPerQuintal: fc.option(fc.constantFrom(0, 1, 2), { nil: undefined }),
  charges: chargesArb,
  date: dateArb,
});
type LotArgs = typeof lotArb extends fc.Arbitrary<infer T> ? T : never;

/** How an amendment names its charges: as the Correct form does (the lot's own), or as a new lot does. */
const amendChargesArb = fc.oneof(
  fc.constantFrom('own', 'ownAtCopiedRates', 'ownLessOne', 'ownRerated'),
  chargesArb,
);
type AmendCharges = typeof amendChargesArb extends fc.Arbitrary<infer T> ? T : never;

const opArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('purchase' as const),
      lot: lotArb,
      weighed: fc.option(
        fc.record({
          tareKg: fc.integer({ min: 0, max: 100 }).map((n) => divide(n, 100, 2)),
          moisture: fc.option(
            fc.integer({ min: 100, max: 160 }).map((n) => divide(n, 10, 1)),
            {
              nil: undefined,
            },
          ),
        }),
        { nil: undefined },
      ),
      expenses: fc.array(fc.integer({ min: 1, max: 50_000 }).map(paise), { maxLength: 2 }),
      amountPaid: fc.option(fc.integer({ min: 1, max: 50_000 }).map(paise), { nil: undefined }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      lot: lotArb.map((l) => ({ ...l, quintals: divide(l.quintals, 2, 3) })),
      payment: fc.oneof(fc.constantFrom('pending', 'paid'), fc.integer({ min: 1, max: 50_000 }).map(paise)),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('payment' as const),
      received: fc.boolean(),
      amount: fc.integer({ min: 1, max: 3_000_000 }).map(paise),
      date: dateArb,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('apply' as const), which: pick }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      list: fc.constantFrom('purchases', 'sales', 'payments'),
      which: pick,
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('amend' as const),
      list: fc.constantFrom('purchases', 'sales'),
      which: pick,
      /** Keep the lot (a purchase's price correction) or change it. */
      priceOnly: fc.boolean(),
      lot: lotArb,
      charges: amendChargesArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('schedule' as const),
      which: pick,
      action: fc.constantFrom('delete', 'deactivate', 'activate', 'rerate', 'rebase'),
      /** A new rate as % of the old one. */
      share: fc.constantFrom(50, 150),
    }),
  },
);
type Op = typeof opArb extends fc.Arbitrary<infer T> ? T : never;

describe('corrections with charges in play', () => {
  it('keep every rule of the books while lots, payments and the schedule change', async () => {
    const crops = [
      { id: (await makeCrop(ctx().db)).id, unit: 'quintal' as Unit },
      { id: (await makeCrop(ctx().db, { unit: 'kg' })).id, unit: 'kg' as Unit },
    ];
    const unitOf = new Map(crops.map((c) => [c.id, c.unit]));
    const farmer = (await makeFarmer(ctx().db)).id;
    const trader = (await makeTrader(ctx().db)).id;
    const post = (url: string, payload: object) => ctx().api({ method: 'POST', url, payload });
    const list = async <T>(url: string) => (await ctx().api({ method: 'GET', url })).json<T[]>();
    const cash = (await list<{ id: number; name: string }>('/api/accounts')).find(
      (a) => a.name === 'Cash in hand',
    )!;

    // The schedule as the property changes it: the charges still on it (active or not).
    let schedule: Charge[] = [];
    let added = 0;
    for (const c of STARTING_SCHEDULE) schedule.push(await ctx().send<Charge>('/api/charges', c));

    /** The lot fields of a body: quantity and rate in the crop's unit, bags. */
    function lotFields(lot: LotArgs, cropId: number) {
      const unit = unitOf.get(cropId)!;
      const bags =
        lot.bagsPerQuintal === undefined ? undefined : Number(multiply(lot.quintals, lot.bagsPerQuintal, 0));
      return {
        quantity: unit === 'kg' ? multiply(lot.quintals, 100, 3) : lot.quintals,
        rate: unit === 'kg' ? divide(lot.rupeesPerQuintal, 100, 2) : divide(lot.rupeesPerQuintal, 1, 2),
        ...(bags === undefined ? {} : { bags }),
      };
    }

    /** The body's `charges` for a choice among the schedule's charges of one side (undefined: left out). */
    function chargesOf(choice: ChargesChoice, side: 'purchase' | 'sale') {
      if (choice.mode === 'schedule') return {};
      if (choice.mode === 'none') return { charges: [] };
      const ofSide = schedule.filter((c) => c.appliesTo === side);
      const named = ofSide.filter((_, i) => (choice.mask >> i) & 1);
      return {
        charges: named.map((c, i) => {
          const share = choice.rates[i];
          return share === undefined ? { chargeId: c.id } : { chargeId: c.id, rate: scaled(c, share) };
        }),
      };
    }

    /** An amendment's `charges`: the lot's own as the Correct form sends them, or chosen as for a new lot. */
    function amendChargesOf(choice: AmendCharges, old: Purchase | Sale, side: 'purchase' | 'sale') {
      if (typeof choice !== 'string') return chargesOf(choice, side);
      // Counted: a charge the schedule no longer has, named from the lot's own copy.
      if (old.charges.some((c) => !schedule.some((s) => s.id === c.chargeId))) done.ownGone++;
      const own = old.charges.map((c) => ({ chargeId: c.chargeId, rate: c.rate }));
      switch (choice) {
        case 'own':
          return { charges: own };
        case 'ownAtCopiedRates':
          return { charges: own.map(({ chargeId }) => ({ chargeId })) };
        case 'ownLessOne':
          return { charges: own.slice(1) };
        case 'ownRerated':
          return {
            charges: old.charges.map((c) => ({ chargeId: c.chargeId, rate: scaled(c, 150) })),
          };
      }
    }

    async function changeSchedule(op: Extract<Op, { kind: 'schedule' }>) {
      if (schedule.length === 0) return;
      const c = schedule[op.which % schedule.length]!;
      const put = (body: Partial<ChargeInput>) =>
        ctx().api({ method: 'PUT', url: `/api/charges/${c.id}`, payload: { ...c, ...body } });
      let res;
      switch (op.action) {
        case 'delete':
          res = await ctx().api({ method: 'DELETE', url: `/api/charges/${c.id}` });
          expect(res.statusCode, res.body).toBe(204);
          schedule = schedule.filter((s) => s.id !== c.id);
          // Another with the same terms under a new name, so that the schedule never runs dry.
          schedule.push(
            await ctx().send<Charge>('/api/charges', {
              ...STARTING_SCHEDULE.find((s) => s.name === c.name.replace(/ \d+$/, ''))!,
              name: `${c.name.replace(/ \d+$/, '')} ${++added}`,
            }),
          );
          return;
        case 'deactivate':
        case 'activate':
          res = await put({ active: op.action === 'activate' });
          break;
        case 'rerate':
          res = await put({ rate: scaled(c, op.share) });
          break;
        case 'rebase': {
          // The next basis, at a rate that fits it (a percent stays within 100).
          const basis = BASES[(BASES.indexOf(c.basis) + 1) % BASES.length]!;
          res = await put({ basis, rate: basis === 'percent' ? '1.5' : '7' });
          break;
        }
      }
      expect(res.statusCode, res.body).toBe(200);
      schedule = schedule.map((s) => (s.id === c.id ? res.json<Charge>() : s));
    }

    async function run(op: Op): Promise<void> {
      let res;
      switch (op.kind) {
        case 'purchase': {
          const cropId = crops[op.lot.crop]!.id;
          const fields = lotFields(op.lot, cropId);
          const weighing = op.weighed
            ? {
                grossWeight: fields.quantity,
                tarePerBagKg: op.weighed.tareKg,
                ...(op.weighed.moisture === undefined
                  ? {}
                  : { moistureContent: op.weighed.moisture, standardMoisture: '12' }),
              }
            : {};
          res = await post('/api/purchases', {
            partyId: farmer,
            cropId,
            ...fields,
            ...weighing,
            purchaseDate: op.lot.date,
            expenses: op.expenses.map((amount) => ({ type: 'labor', amount })),
            ...chargesOf(op.lot.charges, 'purchase'),
            ...(op.amountPaid === undefined ? {} : { amountPaid: op.amountPaid }),
          });
          break;
        }
        case 'sale': {
          const cropId = crops[op.lot.crop]!.id;
          res = await post('/api/sales', {
            partyId: trader,
            cropId,
            ...lotFields(op.lot, cropId),
            saleDate: op.lot.date,
            ...chargesOf(op.lot.charges, 'sale'),
            ...(op.payment === 'pending' || op.payment === 'paid'
              ? { paymentStatus: op.payment }
              : { paymentStatus: 'partial', amountReceived: op.payment }),
          });
          break;
        }
        case 'payment':
          res = await post('/api/payments', {
            partyId: op.received ? trader : farmer,
            direction: op.received ? 'received' : 'paid',
            amount: op.amount,
            paymentDate: op.date,
            mode: 'cash',
          });
          break;
        case 'apply': {
          const open = (await list<Payment>('/api/payments')).filter((p) => compare(p.unallocated, '0') > 0);
          if (open.length === 0) return;
          res = await post(`/api/payments/${open[op.which % open.length]!.id}/allocations`, {});
          expect([200, 409], res.body).toContain(res.statusCode);
          return;
        }
        case 'cancel': {
          const rows = await list<{ id: number }>(`/api/${op.list}`);
          if (rows.length === 0) return;
          res = await post(`/api/${op.list}/${rows[op.which % rows.length]!.id}/cancel`, {
            reason: 'Property',
          });
          break;
        }
        case 'amend': {
          if (op.list === 'purchases') {
            const rows = await list<Purchase>('/api/purchases');
            if (rows.length === 0) return;
            const old = rows[op.which % rows.length]!;
            const fields = lotFields(op.lot, old.cropId);
            res = await post(`/api/purchases/${old.id}/amend`, {
              partyId: old.partyId,
              cropId: old.cropId,
              // A price correction keeps the lot (crop, quantity, date) and its bags: only what it cost changes.
              ...(op.priceOnly
                ? {
                    quantity: old.quantity,
                    rate: fields.rate,
                    ...(old.bags === null ? {} : { bags: old.bags }),
                  }
                : fields),
              purchaseDate: op.priceOnly ? old.purchaseDate : op.lot.date,
              expenses: old.expenses.map((e) => ({ type: e.type, amount: e.amount })),
              ...amendChargesOf(op.charges, old, 'purchase'),
            });
          } else {
            const rows = await list<Sale>('/api/sales');
            if (rows.length === 0) return;
            const old = rows[op.which % rows.length]!;
            const fields = lotFields(op.lot, old.cropId);
            res = await post(`/api/sales/${old.id}/amend`, {
              partyId: old.partyId,
              cropId: old.cropId,
              ...(op.priceOnly
                ? {
                    quantity: old.quantity,
                    rate: fields.rate,
                    ...(old.bags === null ? {} : { bags: old.bags }),
                  }
                : fields),
              saleDate: op.priceOnly ? old.saleDate : op.lot.date,
              paymentStatus: 'pending',
              ...amendChargesOf(op.charges, old, 'sale'),
            });
          }
          break;
        }
        case 'schedule':
          await changeSchedule(op);
          return;
      }
      // Refusals are part of the game: not enough stock, a lot sold from, a payment above what is open, a
      // charge taken off the schedule named for a lot that never carried it. A 5xx never is.
      expect([200, 201, 400, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 400) expectKnownRefusal(op, res.json<{ errors?: Array<{ path: string }> }>());
      if (res.statusCode < 300 && (op.kind === 'cancel' || op.kind === 'amend')) done[op.kind]++;
    }
    const done = { cancel: 0, amend: 0, ownGone: 0 };

    /** A 400 only where a rule of the lot refuses it, never a body the property built wrong. */
    function expectKnownRefusal(op: Op, body: { errors?: Array<{ path: string }> }) {
      const paths = (body.errors ?? []).map((e) => e.path);
      const allowed = ['amountPaid', 'amountReceived', 'paymentStatus'];
      // A charge deleted from the schedule may only be named again for a lot that carried it (docs/posting.md#charges).
      if (op.kind === 'amend' && typeof op.charges !== 'string') allowed.push('charges');
      if ((op.kind === 'purchase' || op.kind === 'sale') && op.lot.charges.mode === 'some')
        allowed.push('charges');
      expect(
        paths.every((p) => allowed.some((a) => p === a || p.startsWith(`${a}.`))),
        `${op.kind}: ${JSON.stringify(body)}`,
      ).toBe(true);
      expect(paths.length).toBeGreaterThan(0);
    }

    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const op of ops) await run(op);
        await expectRulesOfTheBooks({ unitOf, parties: [farmer, trader], cashId: cash.id });
      }),
      { numRuns: 15 },
    );
    // Not a vacuous run: corrections went through, some of them of lots whose charges left the schedule.
    expect(done.cancel).toBeGreaterThan(0);
    expect(done.amend).toBeGreaterThan(0);
  }, 120_000);
});

/** `share` % of a charge's rate, to the paisa (a percent stays within 100). */
function scaled(c: Pick<LotCharge, 'rate' | 'basis'>, share: number): string {
  const rate = multiply(c.rate, divide(share, 100, 2), 2);
  return c.basis === 'percent' && compare(rate, '100') > 0 ? '100.00' : rate;
}

/** A charge's amount by its basis (docs/posting.md#charges), from the lot's own figures. */
function amountOf(
  c: LotCharge,
  lot: { totalAmount: string; bags: number | null; quantity: string },
  unit: Unit,
) {
  switch (c.basis) {
    case 'percent':
      return multiply(lot.totalAmount, divide(c.rate, 100, 4), 2);
    case 'per_bag':
      return multiply(lot.bags ?? 0, c.rate, 2);
    case 'per_quintal':
      return multiply(multiply(lot.quantity, QUINTALS[unit], 5), c.rate, 2);
    case 'fixed':
      return c.rate;
  }
}

const sum = (amounts: string[]) => sumAt(['0', ...amounts], 2);
const amountsOf = (charges: LotCharge[], keep: (c: LotCharge) => boolean) =>
  charges.filter(keep).map((c) => c.amount);

async function expectRulesOfTheBooks(the: { unitOf: Map<number, Unit>; parties: number[]; cashId: number }) {
  const db = ctx().db;
  // Every reconciliation of docs/posting.md: party balance = Σ debit − Σ credit, bucket = Σ movements ≥ 0,
  // the lots' figures against their charges and ledger entries, nothing paid above a bill, cancellations
  // reversed.
  expect(await booksMismatches(db)).toEqual({});

  const get = async <T>(url: string) => ctx().read<T>(url);
  const purchases = await get<Purchase[]>('/api/purchases');
  const sales = await get<Sale[]>('/api/sales');
  const payments = await get<Payment[]>('/api/payments');
  const expenses = await get<Expense[]>('/api/expenses');

  for (const p of purchases) {
    const unit = the.unitOf.get(p.cropId)!;
    expect(p.totalAmount).toBe(multiply(p.quantity, p.rate, 2));
    for (const c of p.charges) expect(c.amount, `${c.name} of purchase #${p.id}`).toBe(amountOf(c, p, unit));
    const deductions = sum(amountsOf(p.charges, (c) => c.bornBy === 'party'));
    const paidOut = sum(amountsOf(p.charges, (c) => c.kind === 'paid_out'));
    expect(p.deductions).toBe(deductions);
    expect(p.netPayable).toBe(subtract(p.totalAmount, deductions, 2));
    expect(p.paidOutAmount).toBe(paidOut);
    // Landed cost = net payable + paid_out charges + expense rows.
    expect(p.finalAmount).toBe(sumAt([p.netPayable, paidOut, ...p.expenses.map((e) => e.amount)], 2));
    expect(compare(p.paidAmount, '0')).toBeGreaterThanOrEqual(0);
    expect(compare(p.paidAmount, p.netPayable)).toBeLessThanOrEqual(0);
    expect(p.outstanding).toBe(subtract(p.netPayable, p.paidAmount, 2));
  }
  for (const s of sales) {
    const unit = the.unitOf.get(s.cropId)!;
    expect(s.totalAmount).toBe(multiply(s.quantity, s.rate, 2));
    for (const c of s.charges) expect(c.amount, `${c.name} of sale #${s.id}`).toBe(amountOf(c, s, unit));
    expect(s.billAmount).toBe(
      sumAt([s.totalAmount, ...amountsOf(s.charges, (c) => c.bornBy === 'party')], 2),
    );
    expect(s.paidOutAmount).toBe(sum(amountsOf(s.charges, (c) => c.kind === 'paid_out')));
    expect(s.chargeProfit).toBe(
      subtract(
        sum(amountsOf(s.charges, (c) => c.kind === 'retained')),
        sum(amountsOf(s.charges, (c) => c.kind === 'paid_out' && c.bornBy === 'us')),
        2,
      ),
    );
    expect(compare(s.paidAmount, '0')).toBeGreaterThanOrEqual(0);
    expect(compare(s.paidAmount, s.billAmount)).toBeLessThanOrEqual(0);
    expect(s.outstanding).toBe(subtract(s.billAmount, s.paidAmount, 2));
  }

  // A party's balance: its active sales' bills less its active purchases' net payables, less money received,
  // plus money paid.
  for (const partyId of the.parties) {
    const [row] = await queryRows<{ balance: string }>(
      db,
      sql`select balance::text from parties where id = ${partyId}`,
    );
    expect(row!.balance).toBe(
      sum([
        ...sales.filter((s) => s.partyId === partyId).map((s) => s.billAmount),
        ...purchases.filter((p) => p.partyId === partyId).map((p) => `-${p.netPayable}`),
        ...payments
          .filter((p) => p.partyId === partyId)
          .map((p) => (p.direction === 'received' ? `-${p.amount}` : p.amount)),
      ]),
    );
  }

  // Each bucket holds what the active purchases brought in less what the active sales took out, and its
  // value is never below zero (and is Σ its movements: booksMismatches above).
  for (const cropId of the.unitOf.keys()) {
    const [row] = await queryRows<{ stock: string; negative: number }>(
      db,
      sql`select coalesce(sum(current_stock), 0)::numeric(14, 3)::text as stock,
            count(*) filter (where total_value < 0)::int as negative
          from inventory where crop_id = ${cropId}`,
    );
    expect(row).toEqual({
      stock: sumAt(
        [
          '0',
          ...purchases.filter((p) => p.cropId === cropId).map((p) => p.quantity),
          ...sales.filter((s) => s.cropId === cropId).map((s) => `-${s.quantity}`),
        ],
        3,
      ),
      negative: 0,
    });
  }

  // Profit: each sale's value + what its charges earned − its cost, less price corrections' cost and expenses.
  const [adjusted] = await queryRows<{ amount: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::numeric(20, 2)::text as amount from cost_adjustments`,
  );
  const metrics = await get<{ totalProfit: string; totalPurchases: string }>('/api/dashboard/metrics');
  expect(metrics.totalPurchases).toBe(sum(purchases.map((p) => p.finalAmount)));
  expect(metrics.totalProfit).toBe(
    subtract(
      sum([
        ...sales.flatMap((s) => [s.totalAmount, s.chargeProfit, `-${s.costAmount}`]),
        ...expenses.map((e) => `-${e.amount}`),
      ]),
      adjusted!.amount,
      2,
    ),
  );

  // The cash book shows every paid_out charge of an active lot, on the lot's date, and a cancelled lot's
  // charges each with its reversal.
  const book = await get<AccountBook>(
    `/api/accounts/${the.cashId}/book?startDate=${DAY0}&endDate=${addDays(DAY0, 20)}`,
  );
  const lines = book.days.flatMap((d) => d.lines).filter((l) => l.kind === 'lotCharge');
  const active = new Map<string, Purchase | Sale>([
    ...purchases.map((p) => [`Purchase #${p.id}`, p] as const),
    ...sales.map((s) => [`Sale #${s.id}`, s] as const),
  ]);
  const expected = [...active].flatMap(([label, lot]) =>
    lot.charges
      .filter((c) => c.kind === 'paid_out' && compare(c.amount, '0') > 0)
      .map(
        (c) =>
          `${'purchaseDate' in lot ? lot.purchaseDate : lot.saleDate} ${c.name} for ${label} out ${c.amount}`,
      ),
  );
  const recorded = lines.filter((l) => !l.description.startsWith('Cancelled: '));
  const ofLot = (description: string) => /for ((?:Purchase|Sale) #\d+)$/.exec(description)?.[1] ?? '';
  expect(
    recorded
      .filter((l) => active.has(ofLot(l.description)))
      .map((l) => `${l.date} ${l.description} out ${l.moneyOut}`)
      .sort(),
  ).toEqual(expected.sort());
  // What is not of an active lot is of a cancelled one, and its reversal gives it back on the same date.
  expect(
    lines
      .filter((l) => l.description.startsWith('Cancelled: '))
      .map((l) => `${l.date} ${l.description.slice('Cancelled: '.length)} ${l.moneyIn}`)
      .sort(),
  ).toEqual(
    recorded
      .filter((l) => !active.has(ofLot(l.description)))
      .map((l) => `${l.date} ${l.description} ${l.moneyOut}`)
      .sort(),
  );
}
