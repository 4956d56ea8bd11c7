import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './payment-filters';

const parse = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('the Payments filters from the URL', () => {
  it('reads every filter the server takes', () => {
    expect(
      parse(
        'partyId=7&direction=paid&mode=upi&accountId=2&startDate=2026-01-01&endDate=2026-01-31&status=all',
      ),
    ).toEqual({
      partyId: '7',
      direction: 'paid',
      mode: 'upi',
      accountId: '2',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      status: 'all',
    });
  });

  it('leaves out what cannot be a filter rather than send it for a 400', () => {
    expect(
      parse(
        'partyId=x&direction=sent&mode=Cash&accountId=0&startDate=01-01-2026&endDate=2026-13-01&status=active',
      ),
    ).toEqual({});
  });

  it('drops an end date before the start date', () => {
    expect(parse('startDate=2026-03-10&endDate=2026-03-01&mode=cash')).toEqual({
      startDate: '2026-03-10',
      mode: 'cash',
    });
  });
});
