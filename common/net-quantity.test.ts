import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, multiply, sumAt } from './decimal';
import { netQuantity } from './net-quantity';

describe('net quantity', () => {
  it('takes the bags’ tare off the gross weight (docs/posting.md#bags-and-weights)', () => {
    expect(netQuantity({ grossWeight: '25.29', bags: 50, tarePerBagKg: '0.58', unit: 'quintal' })).toEqual({
      net: '25.000',
      tareDeduction: '0.290',
      moistureDeduction: '0.000',
    });
  });

  it('cuts the weight in proportion when the moisture is above the standard', () => {
    const lot = { grossWeight: '25.29', bags: 50, tarePerBagKg: '0.58', unit: 'quintal' as const };
    expect(netQuantity({ ...lot, moistureContent: '13', standardMoisture: '12' })).toEqual({
      net: '24.716',
      tareDeduction: '0.290',
      moistureDeduction: '0.284',
    });
    // At or below the standard, nothing is cut.
    expect(netQuantity({ ...lot, moistureContent: '12', standardMoisture: '12' }).net).toBe('25.000');
    expect(netQuantity({ ...lot, moistureContent: '14' }).net).toBe('25.000');
  });

  it('converts the tare in kg to the crop’s unit', () => {
    expect(netQuantity({ grossWeight: '2529', bags: 50, tarePerBagKg: '0.58', unit: 'kg' }).net).toBe(
      '2500.000',
    );
    expect(netQuantity({ grossWeight: '2.529', bags: 50, tarePerBagKg: '0.58', unit: 'ton' }).net).toBe(
      '2.500',
    );
  });

  it('rounds once, half-up, from the exact figures', () => {
    // 3 bags × 0.125 kg = 0.375 kg = 0.00375 q: 10 − 0.00375 = 9.99625 → 9.996.
    expect(netQuantity({ grossWeight: '10', bags: 3, tarePerBagKg: '0.125', unit: 'quintal' }).net).toBe(
      '9.996',
    );
    // 1 bag × 0.5 kg = 0.005 q: 10 − 0.005 = 9.995 exactly → 9.995.
    expect(netQuantity({ grossWeight: '10', bags: 1, tarePerBagKg: '0.5', unit: 'quintal' }).net).toBe(
      '9.995',
    );
  });

  it('keeps gross = tare + moisture deductions + net, never nets more than the gross, and moisture only takes off', () => {
    fc.assert(
      fc.property(
        fc.record({
          gross: fc.integer({ min: 1, max: 100_000_000 }).map((g) => multiply(String(g), '0.001', 3)),
          bags: fc.option(fc.integer({ min: 0, max: 2000 }), { nil: null }),
          tare: fc.integer({ min: 0, max: 5000 }).map((t) => multiply(String(t), '0.001', 3)),
          moisture: fc.option(
            fc.integer({ min: 0, max: 999 }).map((m) => multiply(String(m), '0.1', 1)),
            {
              nil: null,
            },
          ),
          standard: fc.option(
            fc.integer({ min: 0, max: 999 }).map((m) => multiply(String(m), '0.1', 1)),
            {
              nil: null,
            },
          ),
          unit: fc.constantFrom('quintal', 'kg', 'ton'),
        }),
        (l) => {
          const r = netQuantity({
            grossWeight: l.gross,
            bags: l.bags,
            tarePerBagKg: l.tare,
            moistureContent: l.moisture,
            standardMoisture: l.standard,
            unit: l.unit,
          });
          expect(sumAt([r.net, r.tareDeduction, r.moistureDeduction], 3)).toBe(multiply(l.gross, '1', 3));
          expect(compare(r.net, l.gross)).toBeLessThanOrEqual(0);
          // A tare above the gross leaves nothing to weigh (the server refuses a net quantity ≤ 0).
          if (compare(r.net, '0') > 0) expect(compare(r.moistureDeduction, '0')).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
