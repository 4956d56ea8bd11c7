import { describe, expect, it } from 'vitest';
import { addDays, businessToday, isIsoDate } from './business-day';

describe('business day', () => {
  it('is India’s date, not the UTC date, late in the UTC evening', () => {
    // 20:00 UTC on 21 Nov is 01:30 on 22 Nov in India.
    expect(businessToday('Asia/Kolkata', new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(businessToday('Asia/Kolkata', new Date('2026-11-21T18:29:00Z'))).toBe('2026-11-21');
  });

  it('adds calendar days across months and leap years', () => {
    expect(addDays('2026-11-22', -30)).toBe('2026-10-23');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('22-11-2026')).toBe(false);
  });
});
