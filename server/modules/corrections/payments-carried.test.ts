import { describe, expect, it } from 'vitest';
import type { Account } from '../../../common/schemas/accounts';
import type { OpenBillsAnswer, Payment } from '../../../common/schemas/payments';
import type { Purchase, PurchaseAmended } from '../../../common/schemas/purchases';
import type { Sale, SaleAmended } from '../../../common/schemas/sales';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// What was paid stays paid (docs/corrections.md#what-was-paid-stays-paid), with figures worked out by hand.
// The test context checks after each test that the books balance (bill_paid, bill_daily, allocations).

const ctx = useTestContext();

const post = (url: string, payload: unknown) =>
  ctx().api({ method: 'POST', url, payload: payload as object });

let banks = 0;

/** Purchase #633 of the issue: 25 q × ₹2,450 = ₹61,250.00, paid ₹25,000 by UPI and ₹36,250 in cash. */
async function story633() {
  const farmer = await makeFarmer(ctx().db);
  const crop = await makeCrop(ctx().db);
  const bank = await ctx().send<Account>('/api/accounts', {
    name: `SBI Mandi Branch ${++banks}`,
    kind: 'bank',
  });
  const body = {
    partyId: farmer.id,
    cropId: crop.id,
    quantity: '25',
    rate: '2450',
    purchaseDate: '2025-04-01',
  };
  const old = await makePurchase(ctx().db, body);
  expect(old.totalAmount).toBe('61250.00');
  const upi = await ctx().send<Payment>('/api/payments', {
    partyId: farmer.id,
    direction: 'paid',
    amount: '25000',
    paymentDate: '2025-04-02',
    mode: 'upi',
    accountId: bank.id,
  });
  const cash = await ctx().send<Payment>('/api/payments', {
    partyId: farmer.id,
    direction: 'paid',
    amount: '36250',
    paymentDate: '2025-04-03',
    mode: 'cash',
  });
  expect(await ctx().read<Purchase>(`/api/purchases/${old.id}`)).toMatchObject({
    paidAmount: '61250.00',
    paymentStatus: 'paid',
  });
  return { farmer, crop, body, old, upi, cash };
}

describe('an amended purchase keeps what was paid', () => {
  it('rate corrected up (₹2,450 → ₹2,500): paid ₹61,250.00, ₹1,250.00 outstanding, partial, and the open bill offered at ₹1,250.00', async () => {
    const { farmer, body, old, upi, cash } = await story633();
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${old.id}/amend`, {
      ...body,
      rate: '2500',
    });
    expect(fixed).toMatchObject({
      amends: old.id,
      totalAmount: '62500.00',
      paidAmount: '61250.00',
      outstanding: '1250.00',
      paymentStatus: 'partial',
      correction: {
        paymentsMoved: '61250.00',
        leftOnAccount: '0.00',
        priceCorrection: { revaluation: '1250.00', costAdjustment: '0.00' },
      },
    });
    // Both payments settle the new bill now, nothing of them on account.
    expect(await ctx().read<Payment>(`/api/payments/${upi.id}`)).toMatchObject({
      allocations: [{ purchaseId: fixed.id, amount: '25000.00' }],
      unallocated: '0.00',
    });
    expect(await ctx().read<Payment>(`/api/payments/${cash.id}`)).toMatchObject({
      allocations: [{ purchaseId: fixed.id, amount: '36250.00' }],
      unallocated: '0.00',
    });
    const open = await ctx().read<OpenBillsAnswer>(
      `/api/payments/open-bills?partyId=${farmer.id}&direction=paid`,
    );
    expect(open.bills.map((b) => [b.id, b.outstanding])).toEqual([[fixed.id, '1250.00']]);
    expect(open.unallocated).toBe('0.00');
    // The farmer is owed ₹1,250.00 (credit 62,500 − debits 61,250).
    const party = await ctx().read<{ balance: string }>(`/api/parties/${farmer.id}`);
    expect(party.balance).toBe('-1250.00');
  });

  it('rate corrected down (₹2,450 → ₹2,400): paid ₹60,000.00 in full, ₹1,250.00 left unallocated on the newest payment', async () => {
    const { body, old, upi, cash } = await story633();
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${old.id}/amend`, {
      ...body,
      rate: '2400',
    });
    expect(fixed).toMatchObject({
      totalAmount: '60000.00',
      paidAmount: '60000.00',
      outstanding: '0.00',
      paymentStatus: 'paid',
      correction: { paymentsMoved: '60000.00', leftOnAccount: '1250.00' },
    });
    // Oldest payment first: the UPI ₹25,000 whole, then ₹35,000 of the cash ₹36,250.
    expect(await ctx().read<Payment>(`/api/payments/${upi.id}`)).toMatchObject({
      allocations: [{ purchaseId: fixed.id, amount: '25000.00' }],
      unallocated: '0.00',
    });
    expect(await ctx().read<Payment>(`/api/payments/${cash.id}`)).toMatchObject({
      allocations: [{ purchaseId: fixed.id, amount: '35000.00' }],
      unallocated: '1250.00',
      allocationStatus: 'partial',
    });
  });

  it('the body’s own payment comes after the moved ones, and is a 400 when it asks more than is left open', async () => {
    const { body, old } = await story633();
    const over = await post(`/api/purchases/${old.id}/amend`, {
      ...body,
      rate: '2500',
      amountPaid: '1250.01',
    });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toMatchObject({
      key: 'corrections.paidOverOpen',
      message:
        'Must be at most what the bill has left open, 1250.00: 61250.00 of earlier payments already settles it',
    });
    // Nothing written: the old purchase stands, paid as before.
    expect(await ctx().read<Purchase>(`/api/purchases/${old.id}`)).toMatchObject({
      status: 'active',
      paidAmount: '61250.00',
    });
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${old.id}/amend`, {
      ...body,
      rate: '2500',
      amountPaid: '1250',
    });
    expect(fixed).toMatchObject({ paidAmount: '62500.00', outstanding: '0.00', paymentStatus: 'paid' });
  });

  it('a payment made with the old purchase is cancelled with it; the others move', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    const body = {
      partyId: farmer.id,
      cropId: crop.id,
      quantity: '10',
      rate: '1000',
      purchaseDate: '2025-04-01',
    };
    // ₹10,000.00, ₹4,000 paid with it, ₹3,000 paid later.
    const old = await makePurchase(ctx().db, { ...body, amountPaid: '4000' });
    const later = await ctx().send<Payment>('/api/payments', {
      partyId: farmer.id,
      direction: 'paid',
      amount: '3000',
      paymentDate: '2025-04-05',
      mode: 'cash',
    });
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${old.id}/amend`, {
      ...body,
      rate: '1100',
      amountPaid: '4000',
    });
    // ₹11,000.00: ₹3,000 moved, then the ₹4,000 paid with the correction.
    expect(fixed).toMatchObject({
      totalAmount: '11000.00',
      paidAmount: '7000.00',
      outstanding: '4000.00',
      correction: { paymentsMoved: '3000.00', leftOnAccount: '0.00' },
    });
    expect(await ctx().read<Payment>(`/api/payments/${later.id}`)).toMatchObject({
      allocations: [{ purchaseId: fixed.id, amount: '3000.00' }],
    });
    const paidWithOld = (await ctx().read<Payment[]>(`/api/payments?partyId=${farmer.id}&status=all`)).filter(
      (p) => p.withPurchaseId === old.id,
    );
    expect(paidWithOld.map((p) => p.status)).toEqual(['cancelled']);
  });

  it('a purchase moved to another farmer leaves the first farmer’s payments on account', async () => {
    const { body, old, upi } = await story633();
    const other = await makeFarmer(ctx().db);
    const fixed = await ctx().send<PurchaseAmended>(`/api/purchases/${old.id}/amend`, {
      ...body,
      partyId: other.id,
    });
    expect(fixed).toMatchObject({
      paidAmount: '0.00',
      correction: { paymentsMoved: '0.00', leftOnAccount: '61250.00' },
    });
    expect(await ctx().read<Payment>(`/api/payments/${upi.id}`)).toMatchObject({ unallocated: '25000.00' });
  });
});

describe('an amended sale keeps what was received', () => {
  async function salePaidInTwo() {
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '20', rate: '2000' });
    const trader = await makeTrader(ctx().db);
    // 8 q × ₹2,600 = ₹20,800.00, received ₹12,000 (by the 6th) and ₹8,800 (the 4th): the 4th is the oldest.
    const body = { partyId: trader.id, cropId: crop.id, quantity: '8', rate: '2600', saleDate: '2025-04-02' };
    const sale = await ctx().send<Sale>('/api/sales', body);
    const pay = (amount: string, paymentDate: string) =>
      ctx().send<Payment>('/api/payments', {
        partyId: trader.id,
        direction: 'received',
        amount,
        paymentDate,
        mode: 'cash',
        allocations: [{ saleId: sale.id, amount }],
      });
    const second = await pay('12000', '2025-04-06');
    const first = await pay('8800', '2025-04-04');
    return { trader, body, sale, first, second };
  }

  it('quantity corrected down (8 q → 7 q, ₹18,200.00): the oldest payment first, ₹2,600.00 left on the later one', async () => {
    const { body, sale, first, second } = await salePaidInTwo();
    const fixed = await ctx().send<SaleAmended>(`/api/sales/${sale.id}/amend`, { ...body, quantity: '7' });
    expect(fixed).toMatchObject({
      totalAmount: '18200.00',
      paidAmount: '18200.00',
      outstanding: '0.00',
      paymentStatus: 'paid',
      correction: { paymentsMoved: '18200.00', leftOnAccount: '2600.00', priceCorrection: null },
    });
    expect(await ctx().read<Payment>(`/api/payments/${first.id}`)).toMatchObject({
      allocations: [{ saleId: fixed.id, amount: '8800.00' }],
      unallocated: '0.00',
    });
    expect(await ctx().read<Payment>(`/api/payments/${second.id}`)).toMatchObject({
      allocations: [{ saleId: fixed.id, amount: '9400.00' }],
      unallocated: '2600.00',
    });
  });

  it('rate corrected up (₹2,600 → ₹2,700, ₹21,600.00): all ₹20,800.00 moves, ₹800.00 open; paid in full is a 400', async () => {
    const { body, sale } = await salePaidInTwo();
    const paidInFull = await post(`/api/sales/${sale.id}/amend`, {
      ...body,
      rate: '2700',
      paymentStatus: 'paid',
    });
    expect(paidInFull.statusCode, paidInFull.body).toBe(400);
    expect(paidInFull.json()).toMatchObject({ key: 'corrections.paidOverOpen' });
    const over = await post(`/api/sales/${sale.id}/amend`, {
      ...body,
      rate: '2700',
      paymentStatus: 'partial',
      amountReceived: '800.01',
    });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json()).toMatchObject({ key: 'corrections.paidOverOpen' });
    const fixed = await ctx().send<SaleAmended>(`/api/sales/${sale.id}/amend`, { ...body, rate: '2700' });
    expect(fixed).toMatchObject({
      totalAmount: '21600.00',
      paidAmount: '20800.00',
      outstanding: '800.00',
      paymentStatus: 'partial',
      correction: { paymentsMoved: '20800.00', leftOnAccount: '0.00' },
    });
  });
});
