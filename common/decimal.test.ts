import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, divide, multiply, round, subtract, sumAt } from './decimal';

describe('decimal', () => {
  it('rounds half away from zero', () => {
    expect(round('2.345', 2)).toBe('2.35');
    expect(round('2.344', 2)).toBe('2.34');
    expect(round('-2.345', 2)).toBe('-2.35');
    expect(round('0.005', 2)).toBe('0.01');
    expect(round('12.5', 3)).toBe('12.500');
  });

  it('multiplies quantity by rate exactly', () => {
    expect(multiply('12.345', '2150.55', 2)).toBe('26548.54');
    expect(multiply('0.1', '0.2', 2)).toBe('0.02');
    expect(multiply('10', '2150', 2)).toBe('21500.00');
  });

  it('adds without float error', () => {
    expect(add('0.1', '0.2')).toBe('0.30');
    expect(add(0.1, 0.2)).toBe('0.30');
    expect(sumAt(['1.001', '2.002'], 3)).toBe('3.003');
  });

  it('subtracts, divides and compares', () => {
    expect(subtract('100', '0.01')).toBe('99.99');
    expect(divide('33200', '15', 2)).toBe('2213.33');
    expect(divide('2', '3', 2)).toBe('0.67');
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('-1', '0')).toBe(-1);
  });

  it('agrees with exact integer arithmetic on paise for any amounts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 }), { maxLength: 30 }), (paise) => {
        const asRupees = paise.map((p) => (p < 0 ? '-' : '') + (Math.abs(p) / 100).toFixed(2));
        const expected = paise.reduce((a, b) => a + BigInt(b), 0n);
        const got = sumAt(asRupees, 2);
        expect(BigInt(got.replace('.', ''))).toBe(expected);
      }),
    );
  });
});
