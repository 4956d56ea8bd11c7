import { describe, expect, it } from 'vitest';
import { checkAllocations, openBills, preFill } from './open-bills';

const sale = (id: number, saleDate: string, totalAmount: string, outstanding = totalAmount) => ({
  id,
  partyId: 1,
  saleDate,
  totalAmount,
  outstanding,
});

describe('open bills', () => {
  it('lists the party’s unpaid sales oldest first, by date then id', () => {
    const bills = openBills(
      'received',
      1,
      [
        sale(3, '2026-03-02', '100.00'),
        sale(2, '2026-03-01', '50.00', '0.00'),
        sale(1, '2026-03-02', '70.00'),
      ],
      [],
    );
    expect(bills.map((b) => b.key)).toEqual(['sale-1', 'sale-3']);
  });

  it('pre-fills oldest first, each bill up to its outstanding, the rest left empty', () => {
    const bills = openBills(
      'received',
      1,
      [
        sale(1, '2026-03-01', '100.00', '60.50'),
        sale(2, '2026-03-02', '80.00'),
        sale(3, '2026-03-03', '10.00'),
      ],
      [],
    );
    expect(preFill(bills, '100')).toEqual({ 'sale-1': '60.50', 'sale-2': '39.50', 'sale-3': '' });
    expect(preFill(bills, '')).toEqual({ 'sale-1': '', 'sale-2': '', 'sale-3': '' });
  });

  it('what the bills do not take stays unallocated; an allocation over the outstanding is invalid', () => {
    const bills = openBills(
      'received',
      1,
      [sale(1, '2026-03-01', '100.00'), sale(2, '2026-03-02', '80.00')],
      [],
    );
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
