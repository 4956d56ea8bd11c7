import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './purchase-filters';

const parse = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('the All purchases filters from the URL', () => {
  it('reads every filter the server takes', () => {
    expect(
      parse('partyId=12&cropId=3&qualityGrade=B&startDate=2026-01-01&endDate=2026-01-31&status=cancelled'),
    ).toEqual({
      partyId: '12',
      cropId: '3',
      qualityGrade: 'B',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      status: 'cancelled',
    });
  });

  it('leaves out what cannot be a filter rather than send it for a 400', () => {
    expect(
      parse(
        'partyId=0&cropId=abc&qualityGrade=Z&startDate=2026-02-30&endDate=yesterday&status=active&limit=5',
      ),
    ).toEqual({});
    expect(parse('partyId=12345678901&cropId=-3')).toEqual({});
  });

  it('drops an end date before the start date', () => {
    expect(parse('startDate=2026-03-10&endDate=2026-03-01')).toEqual({ startDate: '2026-03-10' });
    expect(parse('endDate=2026-03-01')).toEqual({ endDate: '2026-03-01' });
  });
});
