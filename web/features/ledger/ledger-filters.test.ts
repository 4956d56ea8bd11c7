import { describe, expect, it } from 'vitest';
import { ledgerFiltersFromSearch, ledgerSearch } from './ledger-filters';

const parse = (search: string) => ledgerFiltersFromSearch(new URLSearchParams(search));

describe('the Ledger filters from the URL', () => {
  it('reads the party and the date range', () => {
    expect(parse('partyId=12&startDate=2026-04-01&endDate=2027-03-31')).toEqual({
      partyId: '12',
      startDate: '2026-04-01',
      endDate: '2027-03-31',
    });
  });

  it('leaves out what cannot be a filter, so a bad bookmark shows every entry rather than a 400', () => {
    expect(parse('partyId=0&startDate=2026-02-30&endDate=yesterday&cursor=abc')).toEqual({});
    expect(parse('partyId=-3')).toEqual({});
    expect(parse('partyId=12abc')).toEqual({});
  });

  it('drops an end before the start, which the server would refuse', () => {
    expect(parse('startDate=2026-04-02&endDate=2026-04-01')).toEqual({ startDate: '2026-04-02' });
    expect(parse('startDate=2026-04-01&endDate=2026-04-01')).toEqual({
      startDate: '2026-04-01',
      endDate: '2026-04-01',
    });
  });

  it('sends the filters and the page to the server, nothing empty', () => {
    expect(ledgerSearch({ partyId: '7', endDate: '2026-05-01' }, { limit: '100' }).toString()).toBe(
      'partyId=7&endDate=2026-05-01&limit=100',
    );
    expect(ledgerSearch({}).toString()).toBe('');
  });
});
