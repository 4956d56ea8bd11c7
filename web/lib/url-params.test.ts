import { describe, expect, it } from 'vitest';
import { choiceParam, dateParam, dateRangeParams, idParam, searchParam } from './url-params';

const query = (text: string) => new URLSearchParams(text);

describe('a filter read from the URL', () => {
  it('takes an id only when it is a positive integer', () => {
    expect(idParam(query('partyId=42'), 'partyId')).toBe('42');
    for (const bad of ['0', '-1', '4.2', 'x', '042', '12345678901', ''])
      expect(idParam(query(`partyId=${bad}`), 'partyId')).toBeUndefined();
    expect(idParam(query(''), 'partyId')).toBeUndefined();
  });

  it('takes a date only when it is a real ISO date', () => {
    expect(dateParam(query('d=2024-02-29'), 'd')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '29-02-2024', '2024-2-9', 'today'])
      expect(dateParam(query(`d=${bad}`), 'd')).toBeUndefined();
  });

  it('trims the search and cuts it to the server limit; blank is none', () => {
    expect(searchParam(query('q=%20basmati%20'))).toBe('basmati');
    expect(searchParam(query(`q=${'a'.repeat(150)}`))).toHaveLength(100);
    expect(searchParam(query('q=%20%20'))).toBeUndefined();
    expect(searchParam(query('text=x'), 'text')).toBe('x');
  });

  it('takes a choice only from its set', () => {
    expect(choiceParam(query('g=A'), 'g', ['A', 'B'] as const)).toBe('A');
    expect(choiceParam(query('g=a'), 'g', ['A', 'B'] as const)).toBeUndefined();
  });

  it('keeps a date range in order by dropping an end before the start', () => {
    expect(dateRangeParams(query('from=2026-01-01&to=2026-02-01'), 'from', 'to')).toEqual({
      from: '2026-01-01',
      to: '2026-02-01',
    });
    expect(dateRangeParams(query('from=2026-03-01&to=2026-02-01'), 'from', 'to')).toEqual({
      from: '2026-03-01',
    });
    expect(dateRangeParams(query('to=2026-02-01&from=nope'), 'from', 'to')).toEqual({ to: '2026-02-01' });
  });
});
