import { describe, expect, it } from 'vitest';
import { filterParams, filtersFromSearch, summaryFilters } from './expense-filters';

const parse = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('the Expenses filters from the URL', () => {
  it('reads every filter the server takes', () => {
    expect(
      parse('type=storage&startDate=2026-01-01&endDate=2026-01-31&q=%20godown%20&status=cancelled'),
    ).toEqual({
      type: 'storage',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      q: 'godown',
      status: 'cancelled',
    });
  });

  it('leaves out what cannot be a filter rather than send it for a 400', () => {
    expect(parse('type=fuel&startDate=2026-13-01&endDate=&q=&status=active&cursor=x')).toEqual({});
    expect(parse('startDate=2026-03-10&endDate=2026-03-01')).toEqual({ startDate: '2026-03-10' });
    expect(parse(`q=${'ग'.repeat(120)}`).q).toHaveLength(100);
  });

  it('writes the filters back in a fixed order, and the cards drop the record status', () => {
    const filters = parse('status=all&q=truck&type=transport');
    expect(filterParams(filters).toString()).toBe('type=transport&q=truck&status=all');
    expect(summaryFilters(filters)).toEqual({ type: 'transport', q: 'truck' });
  });
});
