import { describe, expect, it } from 'vitest';
import { partyFiltersFromSearch } from './party-list-filters';

const parse = (search: string) => partyFiltersFromSearch(new URLSearchParams(search));

describe('the Parties filters from the URL', () => {
  it('reads the type, the state and the search, trimmed', () => {
    expect(parse('type=exporter&stateId=4&q=%20%20Ganesh%20')).toEqual({
      type: 'exporter',
      stateId: '4',
      q: 'Ganesh',
    });
  });

  it('leaves out what cannot be a filter', () => {
    expect(parse('type=admin&stateId=abc&q=%20%20')).toEqual({});
    expect(parse('type=Farmer&stateId=0')).toEqual({});
    expect(parse('stateId=12345678901')).toEqual({});
  });

  it('cuts a search to the 100 characters the server takes', () => {
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});
