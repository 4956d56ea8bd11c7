import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, multiply, sumAt } from './decimal';
import {
  chargeAmount,
  chargeLines,
  purchaseFigures,
  saleFigures,
  type LotChargeTerms,
  type LotMeasure,
} from './lot-charges';

const wheat: LotMeasure = { value: '60625.00', bags: 50, quantity: '25', unit: 'quintal' };

// docs/posting.md#charges' worked example: every charge borne by the farmer.
const schedule: LotChargeTerms[] = [
  { basis: 'percent', rate: '2.5', bornBy: 'party', kind: 'retained' }, // commission
  { basis: 'per_bag', rate: '12', bornBy: 'party', kind: 'paid_out' }, // hamali
  { basis: 'per_bag', rate: '8', bornBy: 'party', kind: 'paid_out' }, // bardana
  { basis: 'per_quintal', rate: '3', bornBy: 'party', kind: 'paid_out' }, // weighing
  { basis: 'percent', rate: '1', bornBy: 'party', kind: 'paid_out' }, // market fee
];

describe('lot charges', () => {
  it('works the spec example to the paisa', () => {
    const lines = chargeLines(schedule, wheat);
    expect(lines.map((l) => l.amount)).toEqual(['1515.63', '600.00', '400.00', '75.00', '606.25']);
    const f = purchaseFigures({ quantity: '25', rate: '2425.00', expenseAmounts: [], charges: lines });
    expect(f).toEqual({
      totalAmount: '60625.00',
      deductions: '3196.88',
      netPayable: '57428.12',
      paidOutAmount: '1681.25',
      expenseAmount: '0.00',
      finalAmount: '59109.37',
    });
  });

  it('converts the crop unit to quintals for a per-quintal charge', () => {
    const weighing = { basis: 'per_quintal', rate: '3.00' } as const;
    expect(chargeAmount(weighing, { value: '1', quantity: '2500', unit: 'kg' })).toBe('75.00');
    expect(chargeAmount(weighing, { value: '1', quantity: '2.5', unit: 'ton' })).toBe('75.00');
    expect(chargeAmount(weighing, { value: '1', quantity: '0.005', unit: 'kg' })).toBe('0.00');
    expect(chargeAmount(weighing, { value: '1', quantity: '0.167', unit: 'quintal' })).toBe('0.50');
  });

  it('rounds each charge half-up to the paisa and counts no bags as none', () => {
    expect(chargeAmount({ basis: 'percent', rate: '2.50' }, { ...wheat, value: '100.10' })).toBe('2.50');
    expect(chargeAmount({ basis: 'percent', rate: '2.50' }, { ...wheat, value: '100.20' })).toBe('2.51');
    expect(chargeAmount({ basis: 'per_bag', rate: '12.00' }, { ...wheat, bags: null })).toBe('0.00');
    expect(chargeAmount({ basis: 'fixed', rate: '150' }, wheat)).toBe('150.00');
  });

  it('bills a buyer the value plus what the buyer bears; profit gains the retained, loses what we pay', () => {
    const lines = chargeLines(
      [
        { basis: 'percent', rate: '1.00', bornBy: 'party', kind: 'paid_out' }, // market fee
        { basis: 'per_bag', rate: '5.00', bornBy: 'party', kind: 'retained' }, // our service
        { basis: 'per_bag', rate: '10.00', bornBy: 'us', kind: 'paid_out' }, // loading we pay
      ],
      { value: '60625.00', bags: 50, quantity: '25', unit: 'quintal' },
    );
    expect(saleFigures({ quantity: '25', rate: '2425', charges: lines })).toEqual({
      totalAmount: '60625.00',
      chargesAmount: '856.25',
      billAmount: '61481.25',
      paidOutAmount: '1106.25',
      chargeProfit: '-250.00',
    });
  });

  const money = (max: number) =>
    fc.integer({ min: 0, max }).map((paise) => multiply(String(paise), '0.01', 2));
  const term: fc.Arbitrary<LotChargeTerms> = fc
    .record({
      basis: fc.constantFrom('percent', 'per_bag', 'per_quintal', 'fixed'),
      rate: money(50_000),
      bornBy: fc.constantFrom('party', 'us'),
      kind: fc.constantFrom('retained', 'paid_out'),
    })
    .map((t) => (t.kind === 'retained' ? { ...t, bornBy: 'party' as const } : t));
  const lot = fc.record({
    quantity: fc.integer({ min: 1, max: 10_000_000 }).map((g) => multiply(String(g), '0.001', 3)),
    rate: money(1_000_000).filter((r) => compare(r, '0') > 0),
    bags: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
    unit: fc.constantFrom('quintal', 'kg', 'ton'),
    expenses: fc.array(money(100_000), { maxLength: 4 }),
    charges: fc.array(term, { maxLength: 6 }),
  });

  it('keeps landed cost = net payable + paid out + expense rows, and the farmer pays what the farmer bears', () => {
    fc.assert(
      fc.property(lot, (l) => {
        const value = multiply(l.quantity, l.rate, 2);
        const lines = chargeLines(l.charges, { value, bags: l.bags, quantity: l.quantity, unit: l.unit });
        const f = purchaseFigures({
          quantity: l.quantity,
          rate: l.rate,
          expenseAmounts: l.expenses,
          charges: lines,
        });
        expect(f.finalAmount).toBe(sumAt([f.netPayable, f.paidOutAmount, f.expenseAmount], 2));
        expect(add(f.netPayable, f.deductions)).toBe(f.totalAmount);
        // What we pay out that the farmer does not bear is the cost above the value less the retained.
        const retained = sumAt(
          lines.filter((x) => x.charge.kind === 'retained').map((x) => x.amount),
          2,
        );
        const ourPaidOut = sumAt(
          lines.filter((x) => x.charge.bornBy === 'us').map((x) => x.amount),
          2,
        );
        expect(add(f.finalAmount, retained)).toBe(sumAt([f.totalAmount, ourPaidOut, f.expenseAmount], 2));
      }),
    );
  });

  it('leaves every amount as today when no charge is applied', () => {
    fc.assert(
      fc.property(lot, (l) => {
        const p = purchaseFigures({
          quantity: l.quantity,
          rate: l.rate,
          expenseAmounts: l.expenses,
          charges: [],
        });
        expect(p.netPayable).toBe(p.totalAmount);
        expect(p.finalAmount).toBe(add(p.totalAmount, sumAt(l.expenses, 2)));
        expect(p.deductions).toBe('0.00');
        const s = saleFigures({ quantity: l.quantity, rate: l.rate, charges: [] });
        expect(s.billAmount).toBe(s.totalAmount);
        expect(s.chargeProfit).toBe('0.00');
        expect(s.paidOutAmount).toBe('0.00');
      }),
    );
  });

  it('adds to the buyer exactly the charges the buyer bears', () => {
    fc.assert(
      fc.property(lot, (l) => {
        const value = multiply(l.quantity, l.rate, 2);
        const lines = chargeLines(l.charges, { value, bags: l.bags, quantity: l.quantity, unit: l.unit });
        const s = saleFigures({ quantity: l.quantity, rate: l.rate, charges: lines });
        const borne = sumAt(
          lines.filter((x) => x.charge.bornBy === 'party').map((x) => x.amount),
          2,
        );
        expect(s.billAmount).toBe(add(s.totalAmount, borne));
      }),
    );
  });
});
