import { describe, expect, it } from 'vitest';
import { filterParams, filtersFromSearch, summaryFilters } from './sale-filters';

const parse = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('the Sales filters from the URL', () => {
  it('reads every filter the server takes', () => {
    expect(
      parse(
        'partyId=12&cropId=3&qualityGrade=A&paymentStatus=partial&startDate=2026-01-01&endDate=2026-01-31&q=%20basmati%20&status=all',
      ),
    ).toEqual({
      partyId: '12',
      cropId: '3',
      qualityGrade: 'A',
      paymentStatus: 'partial',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      q: 'basmati',
      status: 'all',
    });
  });

  it('leaves out what cannot be a filter rather than send it for a 400', () => {
    expect(
      parse(
        'partyId=0&cropId=abc&qualityGrade=Z&paymentStatus=late&startDate=2026-02-30&endDate=yesterday&q=%20%20&status=active&limit=5',
      ),
    ).toEqual({});
    expect(parse('partyId=12345678901')).toEqual({});
  });

  it('drops an end date before the start date, and cuts the search at the server limit', () => {
    expect(parse('startDate=2026-03-10&endDate=2026-03-01')).toEqual({ startDate: '2026-03-10' });
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes the filters back in a fixed order, and the cards drop the record status', () => {
    const filters = parse('status=cancelled&q=wheat&partyId=4');
    expect(filterParams(filters).toString()).toBe('partyId=4&q=wheat&status=cancelled');
    expect(summaryFilters(filters)).toEqual({ partyId: '4', q: 'wheat' });
    expect(filters.status).toBe('cancelled');
  });
});
