import { describe, expect, it } from 'vitest';
import { statementPath, viewFromSearch } from './outstanding-view';

describe('outstanding view', () => {
  it('reads the side and the as-of date from the address, receivable as of today by default', () => {
    expect(viewFromSearch(new URLSearchParams(''), '2026-11-25')).toEqual({
      side: 'receivable',
      asOf: '2026-11-25',
    });
    expect(viewFromSearch(new URLSearchParams('side=payable&asOf=2025-06-30'), '2026-11-25')).toEqual({
      side: 'payable',
      asOf: '2025-06-30',
    });
    expect(viewFromSearch(new URLSearchParams('side=both&asOf=2025-02-30'), '2026-11-25')).toEqual({
      side: 'receivable',
      asOf: '2026-11-25',
    });
  });

  it('links a party to its statement up to the as-of date', () => {
    expect(statementPath(12, '2025-06-30')).toBe('/parties/12/statement?endDate=2025-06-30');
  });
});
