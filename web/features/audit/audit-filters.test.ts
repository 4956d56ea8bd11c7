import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './audit-filters';

const parse = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('the Audit trail filters from the URL', () => {
  it('reads every filter the server takes, a record id trimmed', () => {
    expect(
      parse(
        'entity=purchase&entityId=%2012%20&userId=3&action=amend&startDate=2026-01-01&endDate=2026-01-31',
      ),
    ).toEqual({
      entity: 'purchase',
      entityId: '12',
      userId: '3',
      action: 'amend',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
  });

  it('takes a record id only with its record type, and only as long as the server takes', () => {
    expect(parse('entityId=12')).toEqual({});
    expect(parse('entity=widget&entityId=12')).toEqual({});
    expect(parse(`entity=sale&entityId=${'9'.repeat(41)}`)).toEqual({ entity: 'sale' });
    expect(parse('entity=sale&entityId=%20%20')).toEqual({ entity: 'sale' });
  });

  it('leaves out what cannot be a filter, and drops an end date before the start date', () => {
    expect(parse('userId=0&action=login&startDate=2026-02-30&endDate=soon')).toEqual({});
    expect(parse('startDate=2026-03-10&endDate=2026-03-01')).toEqual({ startDate: '2026-03-10' });
  });
});
