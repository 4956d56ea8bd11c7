import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';
import { billPaidMismatches, rebuildBillPaid } from './bill-paid-kept';

// What each bill is paid, kept in bill_paid (docs/decisions/0011-lists-and-writes-at-scale.md): moved by the
// transactions that allocate a payment and that cancel a payment or a bill, checked against the live
// allocations, and rebuilt from them. (Every API test that posts also runs billPaidMismatches afterwards.)

const ctx = useTestContext();

const post = async (url: string, payload: object) => {
  const res = await ctx().api({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number; paidAmount?: string }>();
};

/** A cash payment settling `amount` of one bill: received against a sale, paid against a purchase. */
const settle = (
  partyId: number,
  bill: { saleId: number } | { purchaseId: number },
  amount: string,
  paymentDate: string,
) =>
  post('/api/payments', {
    partyId,
    direction: 'saleId' in bill ? 'received' : 'paid',
    amount,
    paymentDate,
    mode: 'cash',
    allocations: [{ ...bill, amount }],
  });

async function kept(kind: 'sale' | 'purchase', id: number): Promise<string> {
  const [row] = await queryRows<{ paid: string }>(
    ctx().db,
    sql`select coalesce((select paid from bill_paid where kind = ${kind} and bill_id = ${id}), 0)::numeric(20, 2)::text as paid`,
  );
  return row!.paid;
}

describe('the paid amount kept per bill', () => {
  it('moves with each allocation and each cancel, once even when a sale and its payment are both cancelled', async () => {
    const trader = await makeTrader(ctx().db);
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '10' });
    // 5 q at ₹2,500 = ₹12,500.00, ₹2,000.00 received with it (a cash payment allocated to the sale).
    const sale = await post('/api/sales', {
      partyId: trader.id,
      cropId: crop.id,
      quantity: '5',
      rate: '2500',
      saleDate: '2025-08-02',
      paymentStatus: 'partial',
      amountReceived: '2000',
    });
    expect(await kept('sale', sale.id)).toBe('2000.00');

    const later = await settle(trader.id, { saleId: sale.id }, '3000.50', '2025-08-05');
    expect(await kept('sale', sale.id)).toBe('5000.50');
    const listed = await ctx().api({ method: 'GET', url: `/api/sales/${sale.id}` });
    expect(listed.json<{ paidAmount: string }>().paidAmount).toBe('5000.50');

    await post(`/api/payments/${later.id}/cancel`, { reason: 'Cheque bounced' });
    expect(await kept('sale', sale.id)).toBe('2000.00');

    // Cancelling the sale cancels the payment made with it: the ₹2,000.00 is taken back once, not twice.
    await post(`/api/sales/${sale.id}/cancel`, { reason: 'Wrong trader' });
    expect(await kept('sale', sale.id)).toBe('0.00');

    const farmer = await makeFarmer(ctx().db);
    const purchase = await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id }); // ₹20,000.00
    await settle(farmer.id, { purchaseId: purchase.id }, '7500', '2025-08-06');
    expect(await kept('purchase', purchase.id)).toBe('7500.00');
    // The purchase cancelled first, then its payment: the allocation is taken back once.
    await post(`/api/purchases/${purchase.id}/cancel`, { reason: 'Entered twice' });
    expect(await kept('purchase', purchase.id)).toBe('0.00');
    expect(await billPaidMismatches(ctx().db)).toEqual([]);
  });

  it('tells a bill that drifted from its allocations, and the rebuild puts it right', async () => {
    const farmer = await makeFarmer(ctx().db);
    const purchase = await makePurchase(ctx().db, { partyId: farmer.id });
    await settle(farmer.id, { purchaseId: purchase.id }, '1234.56', '2025-08-06');
    await ctx().db.execute(
      sql`update bill_paid set paid = paid + 1 where kind = 'purchase' and bill_id = ${purchase.id}`,
    );
    expect(await billPaidMismatches(ctx().db)).toEqual([
      { kind: 'purchase', billId: purchase.id, kept: '1235.56', allocated: '1234.56' },
    ]);
    await ctx().db.transaction((tx) => rebuildBillPaid(tx));
    expect(await billPaidMismatches(ctx().db)).toEqual([]);
    expect(await kept('purchase', purchase.id)).toBe('1234.56');
  });
});
