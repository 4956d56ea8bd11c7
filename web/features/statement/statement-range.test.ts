import { describe, expect, it } from 'vitest';
import { financialYearStart, partyIdFromPath, rangeFromSearch } from './statement-range';

describe('statement range', () => {
  it('starts the financial year on 1 April', () => {
    expect(financialYearStart('2026-11-25')).toBe('2026-04-01');
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01');
    expect(financialYearStart('2026-03-31')).toBe('2025-04-01');
    expect(financialYearStart('2027-01-15')).toBe('2026-04-01');
  });

  it('reads the range from the address, defaulting to the financial year so far', () => {
    expect(rangeFromSearch(new URLSearchParams(''), '2026-11-25')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-11-25',
    });
    expect(rangeFromSearch(new URLSearchParams('endDate=2026-02-10'), '2026-11-25')).toEqual({
      startDate: '2025-04-01',
      endDate: '2026-02-10',
    });
    expect(
      rangeFromSearch(new URLSearchParams('startDate=2026-05-01&endDate=2026-05-31'), '2026-11-25'),
    ).toEqual({ startDate: '2026-05-01', endDate: '2026-05-31' });
    expect(rangeFromSearch(new URLSearchParams('startDate=soon&endDate=2026-13-01'), '2026-11-25')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-11-25',
    });
  });

  it('takes a party id only as a whole number from 1', () => {
    expect(partyIdFromPath('12')).toBe(12);
    expect(partyIdFromPath('0')).toBeUndefined();
    expect(partyIdFromPath('abc')).toBeUndefined();
    expect(partyIdFromPath('99999999999')).toBeUndefined();
    expect(partyIdFromPath(undefined)).toBeUndefined();
  });
});
