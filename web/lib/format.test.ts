import { afterEach, describe, expect, it } from 'vitest';
import {
  businessDate,
  formatDate,
  formatDateTime,
  formatINR,
  formatLongToday,
  formatTimestampDate,
  getBusinessTimeZone,
  setBusinessTimeZone,
  setDateLanguage,
} from './format';

// 2026-03-05 20:00 UTC: already 6 March in India (01:30 IST), still 5 March in New York (15:00 EST).
const instant = new Date('2026-03-05T20:00:00Z');

describe('the business time zone', () => {
  afterEach(() => setBusinessTimeZone(undefined));

  it('is Asia/Kolkata until the server says otherwise', () => {
    expect(getBusinessTimeZone()).toBe('Asia/Kolkata');
    expect(businessDate(instant)).toBe('2026-03-06');
    expect(formatTimestampDate(instant.toISOString())).toBe('06 Mar 2026');
    expect(formatLongToday(instant)).toBe('Friday, 6 March 2026');
  });

  it('moves "today", timestamps and the header date with the zone set', () => {
    setBusinessTimeZone('America/New_York');
    expect(getBusinessTimeZone()).toBe('America/New_York');
    expect(businessDate(instant)).toBe('2026-03-05');
    expect(formatTimestampDate(instant.toISOString())).toBe('05 Mar 2026');
    expect(formatLongToday(instant)).toBe('Thursday, 5 March 2026');
    expect(formatDateTime(instant)).toMatch(/^05 Mar 2026, 0?3:00\s?pm$/i);
  });

  it.each([undefined, null, '', 'Mars/Olympus'])('falls back to Asia/Kolkata for %j', (zone) => {
    setBusinessTimeZone('America/New_York');
    setBusinessTimeZone(zone);
    expect(getBusinessTimeZone()).toBe('Asia/Kolkata');
    expect(businessDate(instant)).toBe('2026-03-06');
  });
});

describe('dates in the reader’s language', () => {
  afterEach(() => setDateLanguage('en'));

  it('writes the header’s day and the tables’ dates in Hindi for a Hindi reader, amounts staying en-IN', () => {
    const instant = new Date('2026-11-28T05:00:00Z');
    setDateLanguage('hi');
    expect(formatLongToday(instant)).toBe('शनिवार, 28 नवंबर 2026');
    expect(formatDate('2026-11-28')).toBe('28 नव॰ 2026');
    expect(formatINR('57428.12')).toBe('₹57,428.12');
    setDateLanguage('en');
    expect(formatLongToday(instant)).toBe('Saturday, 28 November 2026');
    expect(formatDate('2026-11-28')).toBe('28 Nov 2026');
  });
});
