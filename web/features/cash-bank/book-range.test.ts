import { describe, expect, it } from 'vitest';
import { bookViewFromSearch, nextDay, previousDay, withEnd, withStart } from './book-range';

const view = (search: string) => bookViewFromSearch(new URLSearchParams(search), '2026-11-25');

describe('cash book range', () => {
  it('shows today without dates, and the start day when only the start is given', () => {
    expect(view('')).toEqual({ startDate: '2026-11-25', endDate: '2026-11-25', problem: undefined });
    expect(view('from=2026-03-01')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-01',
      problem: undefined,
    });
    expect(view('from=2026-03-01&to=2026-03-31')).toMatchObject({
      endDate: '2026-03-31',
      problem: undefined,
    });
  });

  it('takes a date that is not a real calendar date as left out', () => {
    expect(view('from=2026-02-30&to=soon')).toMatchObject({ startDate: '2026-11-25', endDate: '2026-11-25' });
    expect(view('from=2026-02-28&to=2026-02-29')).toMatchObject({ endDate: '2026-02-28' });
  });

  it('names a reversed range and one of more than 366 days (the screen asks for a year at most)', () => {
    expect(view('from=2026-03-02&to=2026-03-01').problem).toBe('reversed');
    // 2024 is a leap year: 1 Jan to 31 Dec is 366 days, to 1 Jan 2025 is 367.
    expect(view('from=2024-01-01&to=2024-12-31').problem).toBeUndefined();
    expect(view('from=2024-01-01&to=2025-01-01').problem).toBe('tooLong');
  });

  it('steps to the day before and after, across month and year ends', () => {
    expect(previousDay(view('from=2026-03-01'))).toBe('2026-02-28');
    expect(nextDay(view('from=2026-12-01&to=2026-12-31'))).toBe('2027-01-01');
    expect(previousDay(view('from=2026-12-01&to=2026-12-31'))).toBe('2026-11-30');
  });

  it('keeps the range the right way round when one end moves past the other', () => {
    const march = view('from=2026-03-01&to=2026-03-31');
    expect(withStart(march, '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-31' });
    expect(withStart(march, '2026-04-05')).toEqual({ from: '2026-04-05', to: '2026-04-05' });
    expect(withEnd(march, '2026-03-20')).toEqual({ from: '2026-03-01', to: '2026-03-20' });
    expect(withEnd(march, '2026-02-15')).toEqual({ from: '2026-02-15', to: '2026-02-15' });
  });
});
