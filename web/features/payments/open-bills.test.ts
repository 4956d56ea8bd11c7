import type { OpenBillRow } from '@common/schemas/payments';
import { describe, expect, it } from 'vitest';
import {
  allocationFor,
  allocationKey,
  billsForCorrection,
  checkAllocations,
  openBills,
  preFill,
} from './open-bills';

const row = (
  kind: OpenBillRow['kind'],
  id: number,
  date: string,
  amount: string,
  outstanding = amount,
): OpenBillRow => ({ kind, id, date, amount, paidAmount: '0.00', outstanding });
const sale = (id: number, date: string, amount: string, outstanding = amount) =>
  row('sale', id, date, amount, outstanding);

describe('open bills', () => {
  it('keeps the server’s order and keys each bill by its kind', () => {
    const bills = openBills([
      row('opening', 9, '2026-03-01', '40.00'),
      sale(1, '2026-03-01', '70.00'),
      sale(3, '2026-03-02', '100.00'),
    ]);
    expect(bills.map((b) => b.key)).toEqual(['opening-9', 'sale-1', 'sale-3']);
    expect(bills[0]).toEqual({
      key: 'opening-9',
      kind: 'opening',
      id: 9,
      date: '2026-03-01',
      amount: '40.00',
      outstanding: '40.00',
    });
  });

  it('pre-fills oldest first, each bill up to its outstanding, the rest left empty', () => {
    const bills = openBills([
      sale(1, '2026-03-01', '100.00', '60.50'),
      sale(2, '2026-03-02', '80.00'),
      sale(3, '2026-03-03', '10.00'),
    ]);
    expect(preFill(bills, '100')).toEqual({ 'sale-1': '60.50', 'sale-2': '39.50', 'sale-3': '' });
    expect(preFill(bills, '')).toEqual({ 'sale-1': '', 'sale-2': '', 'sale-3': '' });
  });

  it('settles an opening balance first and sends it as openingBalanceId', () => {
    const bills = openBills([
      row('opening', 4, '2026-02-28', '1500.00', '1200.25'),
      row('purchase', 7, '2026-03-01', '5401.20'),
    ]);
    // ₹2,000: ₹1,200.25 clears what is left of the opening balance, ₹799.75 goes to the purchase.
    const filled = preFill(bills, '2000');
    expect(filled).toEqual({ 'opening-4': '1200.25', 'purchase-7': '799.75' });
    expect(checkAllocations(bills, '2000', filled)).toEqual({
      allocated: '2000.00',
      unallocated: '0.00',
      invalid: [],
    });
    expect(checkAllocations(bills, '2000', { 'opening-4': '1200.26' }).invalid).toEqual(['opening-4']);
    expect(bills.map((b) => allocationFor(b, filled[b.key]!))).toEqual([
      { openingBalanceId: 4, amount: '1200.25' },
      { purchaseId: 7, amount: '799.75' },
    ]);
    expect(allocationFor(openBills([sale(5, '2026-03-01', '9.00')])[0]!, '9.00')).toEqual({
      saleId: 5,
      amount: '9.00',
    });
  });

  it('what the bills do not take stays unallocated; an allocation over the outstanding is invalid', () => {
    const bills = openBills([sale(1, '2026-03-01', '100.00'), sale(2, '2026-03-02', '80.00')]);
    expect(checkAllocations(bills, '250', preFill(bills, '250'))).toEqual({
      allocated: '180.00',
      unallocated: '70.00',
      invalid: [],
    });
    expect(checkAllocations(bills, '100', { 'sale-1': '100.01', 'sale-2': '0.1' })).toEqual({
      allocated: '0.10',
      unallocated: '99.90',
      invalid: ['sale-1'],
    });
  });
});

describe('bills for a corrected payment', () => {
  const payment = (allocations: Array<{ saleId?: number; openingBalanceId?: number; amount: string }>) => ({
    paymentDate: '2026-03-05',
    allocations,
  });

  it('gives back what the payment allocated to a bill still open', () => {
    const bills = openBills([sale(1, '2026-03-01', '100.00', '40.00'), sale(2, '2026-03-02', '50.00')]);
    const result = billsForCorrection(bills, payment([{ saleId: 1, amount: '60.00' }]));
    expect(result.map((b) => [b.key, b.outstanding])).toEqual([
      ['sale-1', '100.00'],
      ['sale-2', '50.00'],
    ]);
    // The bills the form was given are left as they were.
    expect(bills[0]!.outstanding).toBe('40.00');
  });

  it('adds again a bill the payment settled in full, dated as the payment', () => {
    const result = billsForCorrection(
      openBills([sale(2, '2026-03-02', '50.00')]),
      payment([
        { saleId: 7, amount: '25.50' },
        { openingBalanceId: 3, amount: '10.00' },
      ]),
    );
    expect(result.slice(1)).toEqual([
      { key: 'sale-7', kind: 'sale', id: 7, date: '2026-03-05', amount: '25.50', outstanding: '25.50' },
      { key: 'opening-3', kind: 'opening', id: 3, date: '2026-03-05', amount: '10.00', outstanding: '10.00' },
    ]);
  });

  it('keys an allocation as the open bills are keyed', () => {
    expect(allocationKey({ saleId: 4, amount: '1.00' })).toBe('sale-4');
    expect(allocationKey({ purchaseId: 5, amount: '1.00' })).toBe('purchase-5');
    expect(allocationKey({ openingBalanceId: 6, amount: '1.00' })).toBe('opening-6');
  });
});
