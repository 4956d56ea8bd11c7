import { describe, expect, it } from 'vitest';
import { numberNotPlain } from './json-numbers';

describe('numberNotPlain', () => {
  it('passes numbers written plainly, and text that only looks like numbers inside strings', () => {
    for (const text of [
      '{"amount": 1000, "rate": 2150.5, "quantity": 12.500, "id": 7, "n": -3, "z": 0}',
      '{"amount": "1e3", "note": "5E2 bags \\" 1e9", "ok": true, "no": false, "x": null}',
      '[1, 2.25, 9999999999.99, 2147483647]',
      '{"a": [ 1 , 2 ]}',
    ]) {
      expect(numberNotPlain(text), text).toBeUndefined();
    }
  });

  it('names the first number with an exponent or more digits than a number holds, and where it is', () => {
    expect(numberNotPlain('{"amount": 1e3}')).toEqual({ number: '1e3', path: 'amount' });
    expect(numberNotPlain('{"amount": 1E+3}')).toEqual({ number: '1E+3', path: 'amount' });
    expect(numberNotPlain('{"a": 1, "b": [10, 2.5e-1]}')).toEqual({ number: '2.5e-1', path: 'b.1' });
    expect(
      numberNotPlain('{"expenses": [{"type": "labor", "amount": 5}, {"amount": 1e2, "x": "y"}], "k": 1}'),
    ).toEqual({ number: '1e2', path: 'expenses.1.amount' });
    expect(numberNotPlain('{"we\\"ird": 12345678901234567890}')).toEqual({
      number: '12345678901234567890',
      path: 'we"ird',
    });
    expect(numberNotPlain('{"amount": 0.1000000000000000055}')?.path).toBe('amount');
    expect(numberNotPlain('{"amount": 1000000000000000000000}')?.number).toBe('1000000000000000000000');
    expect(numberNotPlain('1e3')).toEqual({ number: '1e3', path: '' });
  });
});
