import { describe, expect, it } from 'vitest';
import { businessDate } from './primitives';

describe('businessDate', () => {
  it.each([
    ['2025-01-15', '2025-01-15'],
    [' 2025-01-15 ', '2025-01-15'],
    ['2025-01-15T10:30:00.000Z', '2025-01-15'],
    ['2025-01-15T10:30:00Z', '2025-01-15'],
    ['2025-01-15T23:30:00+05:30', '2025-01-15'],
    ['2025-01-15T23:30:00-05:00', '2025-01-15'], // cut as written, never shifted to another zone
    ['2025-01-15T10:30', '2025-01-15'],
  ])('accepts %s as %s', (input, date) => {
    expect(businessDate.parse(input)).toBe(date);
  });

  it.each([
    '2025-01-15Tgarbage',
    '2025-01-15T',
    '2025-01-15T10',
    '2025-01-15T24:00:00Z',
    '2025-01-15T10:60:00Z',
    '2025-01-15T10:30:00+0530x',
    '2025-02-30T10:00:00Z',
    '2025-02-30',
    '15-01-2025',
    '1899-12-31',
  ])('refuses %s', (input) => {
    expect(businessDate.safeParse(input).success).toBe(false);
  });
});
