import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { subtract } from '../../../common/decimal';
import type { AccountBook } from '../../../common/schemas/accounts';
import type { DashboardMetrics } from '../../../common/schemas/dashboard';
import type { Purchase, PurchaseAmended } from '../../../common/schemas/purchases';
import type { Sale, SaleAmended } from '../../../common/schemas/sales';
import type { Charge, ChargeInput } from '../../../common/schemas/settings';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// Bags, weights and charges through the API (docs/posting.md#bags-and-weights, #charges; docs/posting.md#charges), with figures worked
// out by hand. After each test the test context checks that the books balance, the lots' figures among them
// (books/lot-checks.ts: deductions, net payable, paid out, landed cost, bill amount, the ledger entry).

const ctx = useTestContext();

const post = (url: string, payload: unknown) =>
  ctx().api({ method: 'POST', url, payload: payload as object });

/** Charges are the business's: each test's are taken off the schedule after it. */
afterEach(async () => {
  for (const c of await ctx().read<Charge[]>('/api/charges')) {
    await ctx().api({ method: 'DELETE', url: `/api/charges/${c.id}` });
  }
});

const charge = (body: Partial<ChargeInput> & Pick<ChargeInput, 'name' | 'basis' | 'rate'>) =>
  ctx().send<Charge>('/api/charges', { appliesTo: 'purchase', bornBy: 'party', kind: 'paid_out', ...body });

/** Changes (PUT) or deletes a charge of the schedule. */
async function schedule(method: 'PUT' | 'DELETE', id: number, payload?: Charge) {
  const res = await ctx().api({ method, url: `/api/charges/${id}`, ...(payload ? { payload } : {}) });
  expect(res.statusCode, res.body).toBe(method === 'PUT' ? 200 : 204);
}

/** The worked example's schedule: every charge borne by the farmer. */
async function mandiSchedule() {
  return {
    commission: await charge({
      name: 'Commission',
      nameHi: 'आढ़त',
      basis: 'percent',
      rate: '2.5',
      kind: 'retained',
    }),
    hamali: await charge({ name: 'Hamali', nameHi: 'हमाली', basis: 'per_bag', rate: '12' }),
    bardana: await charge({ name: 'Bardana', basis: 'per_bag', rate: '8' }),
    weighing: await charge({ name: 'Weighing', nameHi: 'तुलाई', basis: 'per_quintal', rate: '3' }),
    marketFee: await charge({ name: 'Market fee', nameHi: 'मंडी शुल्क', basis: 'percent', rate: '1' }),
  };
}

async function cashInHand() {
  const accounts = await ctx().read<Array<{ id: number; name: string; balance: string }>>('/api/accounts');
  return accounts.find((a) => a.name === 'Cash in hand')!;
}
const book = async (date: string) =>
  ctx().read<AccountBook>(`/api/accounts/${(await cashInHand()).id}/book?startDate=${date}&endDate=${date}`);
const chargeLinesOf = (b: AccountBook) =>
  b.days
    .flatMap((d) => d.lines)
    .filter((l) => l.kind === 'lotCharge')
    .map((l) => [l.description, l.moneyIn, l.moneyOut]);

async function ledgerOf(partyId: number) {
  return queryRows<{ type: string; debit: string; credit: string; reversal: boolean }>(
    ctx().db,
    sql`select transaction_type as type, debit::text, credit::text, reversal_of is not null as reversal
        from ledger_entries where party_id = ${partyId} order by id`,
  );
}
async function bucket(cropId: number) {
  const [row] = await queryRows<{ stock: string; value: string }>(
    ctx().db,
    sql`select current_stock::text as stock, total_value::text as value from inventory where crop_id = ${cropId}`,
  );
  return row;
}
const totalProfit = async () => (await ctx().read<DashboardMetrics>('/api/dashboard/metrics')).totalProfit;

describe('the worked example (docs/posting.md#charges)', () => {
  it('credits the farmer ₹57,428.12, pays ₹1,681.25 out of Cash in hand and puts ₹59,109.37 into stock', async () => {
    const s = await mandiSchedule();
    const farmer = await makeFarmer(ctx().db);
    const wheat = await makeCrop(ctx().db);
    const cashBefore = (await cashInHand()).balance;
    const lot = await ctx().send<Purchase>('/api/purchases', {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '25',
      rate: '2425.00',
      bags: 50,
      purchaseDate: '2026-04-10',
    });
    expect(lot).toMatchObject({
      quantity: '25.000',
      bags: 50,
      totalAmount: '60625.00',
      deductions: '3196.88',
      netPayable: '57428.12',
      paidOutAmount: '1681.25',
      expenseAmount: '0.00',
      finalAmount: '59109.37',
      outstanding: '57428.12',
      paymentStatus: 'pending',
    });
    // Left out, every active purchase charge applies, copied onto the lot at its rate.
    expect(lot.charges).toEqual([
      {
        chargeId: s.bardana.id,
        name: 'Bardana',
        nameHi: null,
        basis: 'per_bag',
        rate: '8.00',
        amount: '400.00',
        bornBy: 'party',
        kind: 'paid_out',
      },
      {
        chargeId: s.commission.id,
        name: 'Commission',
        nameHi: 'आढ़त',
        basis: 'percent',
        rate: '2.50',
        amount: '1515.63',
        bornBy: 'party',
        kind: 'retained',
      },
      {
        chargeId: s.hamali.id,
        name: 'Hamali',
        nameHi: 'हमाली',
        basis: 'per_bag',
        rate: '12.00',
        amount: '600.00',
        bornBy: 'party',
        kind: 'paid_out',
      },
      {
        chargeId: s.marketFee.id,
        name: 'Market fee',
        nameHi: 'मंडी शुल्क',
        basis: 'percent',
        rate: '1.00',
        amount: '606.25',
        bornBy: 'party',
        kind: 'paid_out',
      },
      {
        chargeId: s.weighing.id,
        name: 'Weighing',
        nameHi: 'तुलाई',
        basis: 'per_quintal',
        rate: '3.00',
        amount: '75.00',
        bornBy: 'party',
        kind: 'paid_out',
      },
    ]);
    expect(await ctx().read<Purchase>(`/api/purchases/${lot.id}`)).toEqual(lot);
    expect(await ledgerOf(farmer.id)).toEqual([
      { type: 'purchase', debit: '0.00', credit: '57428.12', reversal: false },
    ]);
    expect(await bucket(wheat.id)).toEqual({ stock: '25.000', value: '59109.37' });
    // Every paid_out charge is a line of the cash book; the retained commission is not.
    expect(chargeLinesOf(await book('2026-04-10'))).toEqual([
      [`Bardana for Purchase #${lot.id}`, '0.00', '400.00'],
      [`Hamali for Purchase #${lot.id}`, '0.00', '600.00'],
      [`Market fee for Purchase #${lot.id}`, '0.00', '606.25'],
      [`Weighing for Purchase #${lot.id}`, '0.00', '75.00'],
    ]);
    expect(subtract(cashBefore, (await cashInHand()).balance)).toBe('1681.25');

    // A later change of the schedule never changes the recorded lot.
    await ctx().api({
      method: 'PUT',
      url: `/api/charges/${s.hamali.id}`,
      payload: { ...s.hamali, rate: '20' },
    });
    expect((await ctx().read<Purchase>(`/api/purchases/${lot.id}`)).netPayable).toBe('57428.12');

    // Paying the farmer settles the net payable, not the value.
    await ctx().send('/api/payments', {
      partyId: farmer.id,
      direction: 'paid',
      amount: '57428.12',
      paymentDate: '2026-04-11',
      mode: 'cash',
    });
    expect(await ctx().read<Purchase>(`/api/purchases/${lot.id}`)).toMatchObject({
      paidAmount: '57428.12',
      outstanding: '0.00',
      paymentStatus: 'paid',
    });

    // Sold whole at ₹2,600.00: the commission kept shows as profit (₹65,000.00 − ₹59,109.37).
    const profitBefore = await totalProfit();
    const trader = await makeTrader(ctx().db);
    const sale = await ctx().send<Sale>('/api/sales', {
      partyId: trader.id,
      cropId: wheat.id,
      quantity: '25',
      rate: '2600',
      saleDate: '2026-04-12',
      charges: [],
    });
    expect(sale).toMatchObject({ costAmount: '59109.37', billAmount: '65000.00', charges: [] });
    expect(subtract(await totalProfit(), profitBefore)).toBe('5890.63');
  });
});

describe('charges by basis and bearer', () => {
  it('leaves the farmer whole for a charge we bear, and puts it into the landed cost', async () => {
    const unloading = await charge({ name: 'Unloading', basis: 'fixed', rate: '150', bornBy: 'us' });
    const lot = await ctx().send<Purchase>('/api/purchases', {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: (await makeCrop(ctx().db)).id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2026-04-10',
      expenses: [{ type: 'transportation', amount: '500' }],
      charges: [{ chargeId: unloading.id }],
    });
    expect(lot).toMatchObject({
      totalAmount: '20000.00',
      deductions: '0.00',
      netPayable: '20000.00',
      paidOutAmount: '150.00',
      expenseAmount: '500.00',
      finalAmount: '20650.00',
    });
    expect(lot.charges).toMatchObject([{ amount: '150.00', bornBy: 'us', kind: 'paid_out' }]);
  });

  it('converts the crop’s unit to quintals for a per-quintal charge, and takes a rate given for the lot', async () => {
    const weighing = await charge({ name: 'Weighing', basis: 'per_quintal', rate: '3' });
    const cumin = await makeCrop(ctx().db, { unit: 'kg' });
    const lot = await ctx().send<Purchase>('/api/purchases', {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: cumin.id,
      quantity: '450',
      rate: '250',
      purchaseDate: '2026-04-10',
      charges: [{ chargeId: weighing.id, rate: '4.50' }],
    });
    // 450 kg = 4.5 q × ₹4.50 = ₹20.25.
    expect(lot.charges).toMatchObject([{ rate: '4.50', amount: '20.25' }]);
    expect(lot).toMatchObject({ totalAmount: '112500.00', deductions: '20.25', netPayable: '112479.75' });
  });

  it('applies none with charges: [], and counts a per-bag charge on a lot without bags as ₹0.00', async () => {
    const hamali = await charge({ name: 'Hamali', basis: 'per_bag', rate: '12' });
    const body = {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: (await makeCrop(ctx().db)).id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2026-05-20',
    };
    const none = await ctx().send<Purchase>('/api/purchases', { ...body, charges: [] });
    expect(none).toMatchObject({ charges: [], netPayable: '20000.00', finalAmount: '20000.00', bags: null });
    const noBags = await ctx().send<Purchase>('/api/purchases', body);
    expect(noBags.charges).toMatchObject([{ chargeId: hamali.id, amount: '0.00' }]);
    expect(noBags).toMatchObject({ netPayable: '20000.00', paidOutAmount: '0.00' });
    // A charge that came to nothing moves no money.
    expect(chargeLinesOf(await book('2026-05-20'))).toEqual([]);
  });

  it('leaves out an inactive charge when the body names none, and applies it when named', async () => {
    const fee = await charge({ name: 'Market fee', basis: 'percent', rate: '1', active: false });
    const body = {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: (await makeCrop(ctx().db)).id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2026-04-10',
    };
    expect((await ctx().send<Purchase>('/api/purchases', body)).charges).toEqual([]);
    expect(
      (await ctx().send<Purchase>('/api/purchases', { ...body, charges: [{ chargeId: fee.id }] })).deductions,
    ).toBe('200.00');
  });

  it('answers 400 naming the charge for one of sales, an unknown one, one named twice, or a percent over 100', async () => {
    const loading = await charge({ name: 'Loading', basis: 'per_bag', rate: '10', appliesTo: 'sale' });
    const fee = await charge({ name: 'Market fee', basis: 'percent', rate: '1' });
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2026-04-10',
    };
    const refused = async (charges: unknown, field: string) => {
      const res = await post('/api/purchases', { ...body, charges });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ errors: Array<{ path: string }> }>().errors.map((e) => e.path)).toContain(field);
      return res.json<{ message: string }>().message;
    };
    expect(await refused([{ chargeId: loading.id }], 'charges.0.chargeId')).toBe(
      `Loading (charge #${loading.id}) is a charge of sales, not of purchases`,
    );
    expect(await refused([{ chargeId: fee.id }, { chargeId: 999999 }], 'charges.1.chargeId')).toBe(
      'Charge #999999 is not in the charge schedule',
    );
    await refused([{ chargeId: fee.id }, { chargeId: fee.id }], 'charges.1.chargeId');
    await refused([{ chargeId: fee.id, rate: '100.01' }], 'charges.0.rate');
    await refused([{ chargeId: fee.id, rate: '-1' }], 'charges.0.rate');
    // The sale side refuses a purchase charge the same way.
    const res = await post('/api/sales', {
      partyId: (await makeTrader(ctx().db)).id,
      cropId: crop.id,
      quantity: '1',
      rate: '2000',
      saleDate: '2026-04-10',
      charges: [{ chargeId: fee.id }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(
      `Market fee (charge #${fee.id}) is a charge of purchases, not of sales`,
    );
    // Nothing was written.
    expect(await queryRows(ctx().db, sql`select id from purchases where party_id = ${farmer.id}`)).toEqual(
      [],
    );
  });

  it('refuses charges that take the farmer’s whole value, and a payment above the net payable', async () => {
    const big = await charge({ name: 'Cartage', basis: 'fixed', rate: '20000' });
    const fee = await charge({ name: 'Market fee', basis: 'percent', rate: '1' });
    const body = {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: (await makeCrop(ctx().db)).id,
      quantity: '10',
      rate: '2000',
      purchaseDate: '2026-04-10',
    };
    const whole = await post('/api/purchases', { ...body, charges: [{ chargeId: big.id }] });
    expect(whole.statusCode, whole.body).toBe(400);
    const over = await post('/api/purchases', {
      ...body,
      charges: [{ chargeId: fee.id }],
      amountPaid: '19800.01',
    });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json<{ errors: Array<{ path: string }> }>().errors[0]!.path).toBe('amountPaid');
    const paid = await ctx().send<Purchase>('/api/purchases', {
      ...body,
      charges: [{ chargeId: fee.id }],
      amountPaid: '19800.00',
    });
    expect(paid).toMatchObject({ netPayable: '19800.00', paidAmount: '19800.00', paymentStatus: 'paid' });
  });
});

describe('a sale with charges', () => {
  it('bills the buyer the value plus what the buyer bears; profit gains the retained and loses what we pay', async () => {
    const fee = await charge({ name: 'Market fee', basis: 'percent', rate: '1', appliesTo: 'sale' });
    const service = await charge({
      name: 'Service',
      basis: 'per_bag',
      rate: '5',
      appliesTo: 'sale',
      kind: 'retained',
    });
    const loading = await charge({
      name: 'Loading',
      basis: 'per_bag',
      rate: '10',
      appliesTo: 'sale',
      bornBy: 'us',
    });
    const wheat = await makeCrop(ctx().db);
    await ctx().send<Purchase>('/api/purchases', {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: wheat.id,
      quantity: '25',
      rate: '2000',
      purchaseDate: '2026-04-10',
      charges: [],
    });
    const trader = await makeTrader(ctx().db);
    const profitBefore = await totalProfit();
    const sale = await ctx().send<Sale>('/api/sales', {
      partyId: trader.id,
      cropId: wheat.id,
      quantity: '25',
      rate: '2425',
      bags: 50,
      saleDate: '2026-04-12',
      paymentStatus: 'paid',
    });
    // Value ₹60,625.00; market fee ₹606.25 and service ₹250.00 on the buyer; loading ₹500.00 on us.
    expect(sale).toMatchObject({
      bags: 50,
      totalAmount: '60625.00',
      billAmount: '61481.25',
      paidOutAmount: '1106.25',
      costAmount: '50000.00',
      paidAmount: '61481.25',
      outstanding: '0.00',
      paymentStatus: 'paid',
    });
    expect(sale.charges.map((c) => [c.chargeId, c.amount])).toEqual([
      [loading.id, '500.00'],
      [fee.id, '606.25'],
      [service.id, '250.00'],
    ]);
    expect(await ledgerOf(trader.id)).toEqual([
      { type: 'sale', debit: '61481.25', credit: '0.00', reversal: false },
      { type: 'payment', debit: '0.00', credit: '61481.25', reversal: false },
    ]);
    expect(chargeLinesOf(await book('2026-04-12'))).toEqual([
      [`Loading for Sale #${sale.id}`, '0.00', '500.00'],
      [`Market fee for Sale #${sale.id}`, '0.00', '606.25'],
    ]);
    // ₹60,625.00 − ₹50,000.00 cost + ₹250.00 earned − ₹500.00 borne.
    expect(subtract(await totalProfit(), profitBefore)).toBe('10375.00');

    // Cancelled: its cash lines are reversed and its profit leaves.
    await ctx().send(`/api/sales/${sale.id}/cancel`, { reason: 'entered twice' }, 200);
    expect(await totalProfit()).toBe(profitBefore);
    const lines = chargeLinesOf(await book('2026-04-12'));
    expect(lines).toHaveLength(4);
    expect(lines.slice(2)).toEqual([
      [`Cancelled: Loading for Sale #${sale.id}`, '500.00', '0.00'],
      [`Cancelled: Market fee for Sale #${sale.id}`, '606.25', '0.00'],
    ]);
  });
});

describe('bags and weights (docs/posting.md#bags-and-weights)', () => {
  it('works out the net quantity from the gross weight, the bags’ tare and the moisture, ignoring a quantity sent', async () => {
    const farmer = await makeFarmer(ctx().db);
    const wheat = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: wheat.id,
      rate: '2425',
      bags: 50,
      grossWeight: '25.29',
      tarePerBagKg: '0.58',
      purchaseDate: '2026-04-10',
      charges: [],
    };
    expect(await ctx().send<Purchase>('/api/purchases', { ...body, quantity: '99' })).toMatchObject({
      quantity: '25.000',
      grossWeight: '25.290',
      tarePerBagKg: '0.580',
      tareDeduction: '0.290',
      moistureDeduction: '0.000',
      standardMoisture: null,
      totalAmount: '60625.00',
    });
    const wet = await ctx().send<Purchase>('/api/purchases', {
      ...body,
      moistureContent: '13',
      standardMoisture: '12',
    });
    expect(wet).toMatchObject({
      quantity: '24.716',
      tareDeduction: '0.290',
      moistureDeduction: '0.284',
      moistureContent: '13.0',
      standardMoisture: '12.0',
    });
    expect(await bucket(wheat.id)).toMatchObject({ stock: '49.716' });
    // Without a gross weight the quantity is entered as before, and required.
    const plain = await ctx().send<Purchase>('/api/purchases', {
      ...body,
      grossWeight: undefined,
      quantity: '10',
    });
    expect(plain).toMatchObject({ quantity: '10.000', grossWeight: null, tareDeduction: null, bags: 50 });
    const missing = await post('/api/purchases', { ...body, grossWeight: undefined });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ errors: Array<{ path: string }> }>().errors[0]!.path).toBe('quantity');
    // A tare that leaves nothing is refused.
    const empty = await post('/api/purchases', { ...body, grossWeight: '0.2', tarePerBagKg: '1' });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json<{ errors: Array<{ path: string }> }>().errors[0]!.path).toBe('grossWeight');
    for (const bad of [
      { bags: -1 },
      { bags: 1.5 },
      { standardMoisture: '100' },
      { tarePerBagKg: '0.0001' },
    ]) {
      const res = await post('/api/purchases', { ...body, ...bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('corrections with charges', () => {
  it('cancels a purchase with its charges: the bucket, the ledger and the cash book as if it had never been', async () => {
    await mandiSchedule();
    const farmer = await makeFarmer(ctx().db);
    const wheat = await makeCrop(ctx().db);
    const cashBefore = (await cashInHand()).balance;
    const lot = await ctx().send<Purchase>('/api/purchases', {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '25',
      rate: '2425',
      bags: 50,
      purchaseDate: '2026-04-10',
    });
    await ctx().send(`/api/purchases/${lot.id}/cancel`, { reason: 'wrong farmer' }, 200);
    expect(await bucket(wheat.id)).toEqual({ stock: '0.000', value: '0.00' });
    expect(await ledgerOf(farmer.id)).toEqual([
      { type: 'purchase', debit: '0.00', credit: '57428.12', reversal: false },
      { type: 'purchase', debit: '57428.12', credit: '0.00', reversal: true },
    ]);
    expect((await cashInHand()).balance).toBe(cashBefore);
  });

  it('corrects a rate after the stock moved on: the percent charges follow the value, the rest is cost', async () => {
    const commission = await charge({ name: 'Commission', basis: 'percent', rate: '2', kind: 'retained' });
    const fee = await charge({ name: 'Market fee', basis: 'percent', rate: '1' });
    const farmer = await makeFarmer(ctx().db);
    const wheat = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '10',
      rate: '100',
      purchaseDate: '2026-04-10',
      charges: [{ chargeId: commission.id }, { chargeId: fee.id }],
    };
    // ₹1,000.00 value; commission ₹20.00, fee ₹10.00: net payable ₹970.00, landed cost ₹980.00.
    const lot = await ctx().send<Purchase>('/api/purchases', body);
    expect(lot).toMatchObject({ netPayable: '970.00', finalAmount: '980.00' });
    await ctx().send<Sale>('/api/sales', {
      partyId: (await makeTrader(ctx().db)).id,
      cropId: wheat.id,
      quantity: '4',
      rate: '150',
      saleDate: '2026-04-11',
      charges: [],
    });
    expect(await bucket(wheat.id)).toEqual({ stock: '6.000', value: '588.00' });
    const profitBefore = await totalProfit();
    // ₹110: value ₹1,100.00; commission ₹22.00, fee ₹11.00: net ₹1,067.00, landed ₹1,078.00 (₹98.00 more).
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${lot.id}/amend`, {
      ...body,
      rate: '110',
    });
    expect(fixed).toMatchObject({
      netPayable: '1067.00',
      deductions: '33.00',
      paidOutAmount: '11.00',
      finalAmount: '1078.00',
    });
    // 6 of 10 q are left: ₹58.80 into the bucket, ₹39.20 is cost of what was sold.
    expect(await bucket(wheat.id)).toEqual({ stock: '6.000', value: '646.80' });
    expect(subtract(profitBefore, await totalProfit())).toBe('39.20');
    expect((await ledgerOf(farmer.id)).filter((e) => !e.reversal).map((e) => e.credit)).toEqual([
      '970.00',
      '1067.00',
    ]);
  });

  it('corrects a lot with its own copy of a charge the schedule has since deleted, deactivated or changed', async () => {
    const commission = await charge({ name: 'Commission', basis: 'percent', rate: '2.5', kind: 'retained' });
    const hamali = await charge({ name: 'Hamali', nameHi: 'हम्माली', basis: 'per_bag', rate: '12' });
    const farmer = await makeFarmer(ctx().db);
    const wheat = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: wheat.id,
      quantity: '10',
      rate: '2000',
      bags: 20,
      purchaseDate: '2026-07-01',
    };
    // ₹20,000.00; commission ₹500.00, hamali 20 × ₹12 = ₹240.00: net ₹19,260.00, landed ₹19,500.00.
    const lot = await ctx().send<Purchase>('/api/purchases', body);
    expect(lot).toMatchObject({ netPayable: '19260.00', finalAmount: '19500.00' });
    // Hamali leaves the schedule; commission is switched off at a new rate and becomes a fixed charge.
    await schedule('DELETE', hamali.id);
    await schedule('PUT', commission.id, { ...commission, basis: 'fixed', rate: '900', active: false });

    // A price correction as the Correct form sends it: the lot's own charges at its own rates.
    const own = lot.charges.map((c) => ({ chargeId: c.chargeId, rate: c.rate }));
    const priced = await ctx().send<PurchaseAmended>(`/api/purchases/${lot.id}/amend`, {
      ...body,
      rate: '2100',
      charges: own,
    });
    // ₹21,000.00; commission 2.5 % = ₹525.00 (not ₹900 fixed); hamali ₹240.00: net ₹20,235.00, landed ₹20,475.00.
    expect(priced).toMatchObject({
      amends: lot.id,
      totalAmount: '21000.00',
      deductions: '765.00',
      netPayable: '20235.00',
      paidOutAmount: '240.00',
      finalAmount: '20475.00',
    });
    expect(priced.correction.priceCorrection).not.toBeNull();
    expect(priced.charges).toEqual([
      {
        chargeId: commission.id,
        name: 'Commission',
        nameHi: null,
        basis: 'percent',
        rate: '2.50',
        amount: '525.00',
        bornBy: 'party',
        kind: 'retained',
      },
      {
        chargeId: hamali.id,
        name: 'Hamali',
        nameHi: 'हम्माली',
        basis: 'per_bag',
        rate: '12.00',
        amount: '240.00',
        bornBy: 'party',
        kind: 'paid_out',
      },
    ]);
    expect(await bucket(wheat.id)).toEqual({ stock: '10.000', value: '20475.00' });

    // A full amendment naming them without rates: the rates copied onto the lot, not the schedule's.
    const full = await ctx().send<PurchaseAmended>(`/api/purchases/${priced.id}/amend`, {
      ...body,
      quantity: '12',
      bags: 24,
      rate: '2100',
      charges: own.map(({ chargeId }) => ({ chargeId })),
    });
    // ₹25,200.00; commission ₹630.00, hamali 24 × ₹12 = ₹288.00: net ₹24,282.00, landed ₹24,570.00.
    expect(full).toMatchObject({
      quantity: '12.000',
      deductions: '918.00',
      netPayable: '24282.00',
      paidOutAmount: '288.00',
      finalAmount: '24570.00',
    });
    expect(full.correction.priceCorrection).toBeNull();
    expect(await bucket(wheat.id)).toEqual({ stock: '12.000', value: '24570.00' });
    // The hamali paid out of Cash in hand: each lot's, and its reversal when it was corrected.
    const ours = [lot.id, priced.id, full.id].map((id) => `Purchase #${id}`);
    const lines = chargeLinesOf(await book('2026-07-01')).filter(([description]) =>
      ours.some((label) => String(description).endsWith(label)),
    );
    expect(lines.sort()).toEqual(
      [
        [`Hamali for Purchase #${lot.id}`, '0.00', '240.00'],
        [`Cancelled: Hamali for Purchase #${lot.id}`, '240.00', '0.00'],
        [`Hamali for Purchase #${priced.id}`, '0.00', '240.00'],
        [`Cancelled: Hamali for Purchase #${priced.id}`, '240.00', '0.00'],
        [`Hamali for Purchase #${full.id}`, '0.00', '288.00'],
      ].sort(),
    );

    // The deleted charge is gone for any other lot: a new one, or a correction of a lot that never carried it.
    const other = await ctx().send<Purchase>('/api/purchases', { ...body, charges: [] });
    for (const url of ['/api/purchases', `/api/purchases/${other.id}/amend`]) {
      const res = await post(url, { ...body, charges: [{ chargeId: hamali.id }] });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toBe(
        `Charge #${hamali.id} is not in the charge schedule`,
      );
    }
  });

  it('corrects a sale with its own copy of the buyer’s charges after they left the schedule', async () => {
    const fee = await charge({ name: 'Market fee', basis: 'percent', rate: '1', appliesTo: 'sale' });
    const loading = await charge({ name: 'Loading', basis: 'per_bag', rate: '10', appliesTo: 'sale' });
    const wheat = await makeCrop(ctx().db);
    await ctx().send<Purchase>('/api/purchases', {
      partyId: (await makeFarmer(ctx().db)).id,
      cropId: wheat.id,
      quantity: '20',
      rate: '2000',
      purchaseDate: '2026-04-10',
      charges: [],
    });
    const trader = await makeTrader(ctx().db);
    const body = {
      partyId: trader.id,
      cropId: wheat.id,
      quantity: '10',
      rate: '2500',
      bags: 20,
      saleDate: '2026-04-12',
      paymentStatus: 'pending',
    };
    // ₹25,000.00 + fee ₹250.00 + loading 20 × ₹10 = ₹200.00: bill ₹25,450.00.
    const sale = await ctx().send<Sale>('/api/sales', body);
    expect(sale).toMatchObject({ billAmount: '25450.00', paidOutAmount: '450.00' });
    await schedule('DELETE', fee.id);
    await schedule('PUT', loading.id, { ...loading, active: false, rate: '15' });

    const fixed = await ctx().send<SaleAmended>(`/api/sales/${sale.id}/amend`, {
      ...body,
      rate: '2600',
      charges: [{ chargeId: fee.id, rate: '1.00' }, { chargeId: loading.id }],
    });
    // ₹26,000.00 + fee ₹260.00 + loading ₹200.00 (its copied ₹10, not the schedule's ₹15): bill ₹26,460.00.
    expect(fixed).toMatchObject({ amends: sale.id, billAmount: '26460.00', paidOutAmount: '460.00' });
    expect(fixed.charges.map((c) => [c.chargeId, c.name, c.rate, c.amount])).toEqual([
      [fee.id, 'Market fee', '1.00', '260.00'],
      [loading.id, 'Loading', '10.00', '200.00'],
    ]);
    expect((await ledgerOf(trader.id)).filter((e) => !e.reversal).map((e) => e.debit)).toEqual([
      '25450.00',
      '26460.00',
    ]);
  });
});
