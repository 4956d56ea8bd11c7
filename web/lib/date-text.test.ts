import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDateText, parseDateText } from './date-text';

describe('parseDateText', () => {
  it('reads the day first, with any of the usual separators', () => {
    expect(parseDateText('15-03-2026')).toBe('2026-03-15');
    expect(parseDateText('15/3/2026')).toBe('2026-03-15');
    expect(parseDateText('5.3.2026')).toBe('2026-03-05');
    expect(parseDateText(' 15 03 2026 ')).toBe('2026-03-15');
    expect(parseDateText('15032026')).toBe('2026-03-15');
  });

  it('takes a two-digit year as this century and an ISO date as it is', () => {
    expect(parseDateText('15-03-26')).toBe('2026-03-15');
    expect(parseDateText('2026-03-15')).toBe('2026-03-15');
    expect(parseDateText('2026-3-5')).toBe('2026-03-05');
  });

  it('refuses what is no real date', () => {
    for (const text of [
      '',
      'today',
      '31-02-2026',
      '29-02-2025',
      '00-01-2026',
      '15-13-2026',
      '15-03',
      '2026-02-30',
      '01-01-1899',
      '01-01-3000',
    ]) {
      expect(parseDateText(text)).toBeUndefined();
    }
    expect(parseDateText('29-02-2024')).toBe('2024-02-29');
  });

  it('reads back every date it writes', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (d) => {
          const value = d.toISOString().slice(0, 10);
          expect(parseDateText(formatDateText(value))).toBe(value);
        },
      ),
    );
  });
});

describe('formatDateText', () => {
  it('shows an ISO date day first and leaves anything else alone', () => {
    expect(formatDateText('2026-03-15')).toBe('15-03-2026');
    expect(formatDateText('15-0')).toBe('15-0');
  });
});
