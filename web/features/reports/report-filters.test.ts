import { describe, expect, it } from 'vitest';
import { reportFiltersFromSearch, reportSearch } from './report-filters';

const TODAY = '2026-11-25';
const parse = (search: string) => reportFiltersFromSearch(new URLSearchParams(search), TODAY);

describe('the report from the URL', () => {
  it('is sales over the last 30 days through today by default', () => {
    expect(parse('')).toEqual({ type: 'sales', startDate: '2026-10-26', endDate: TODAY });
  });

  it('reads the type, the range, the party, the crop and the search', () => {
    expect(
      parse('type=purchase&startDate=2026-04-01&endDate=2026-04-30&partyId=7&cropId=3&q=%20wheat%20'),
    ).toEqual({
      type: 'purchase',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      partyId: '7',
      cropId: '3',
      q: 'wheat',
    });
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it('takes the range only whole, real and in order: otherwise both dates are the defaults', () => {
    const defaults = { startDate: '2026-10-26', endDate: TODAY };
    expect(parse('startDate=2026-04-01')).toMatchObject(defaults);
    expect(parse('startDate=2026-04-02&endDate=2026-04-01')).toMatchObject(defaults);
    expect(parse('startDate=2026-02-01&endDate=2026-02-30')).toMatchObject(defaults);
    expect(parse('startDate=2026-04-01&endDate=2026-04-01')).toMatchObject({
      startDate: '2026-04-01',
      endDate: '2026-04-01',
    });
  });

  it('leaves out what cannot be a filter', () => {
    expect(parse('type=weekly&partyId=0&cropId=x&q=%20%20')).toEqual({
      type: 'sales',
      startDate: '2026-10-26',
      endDate: TODAY,
    });
  });

  it('writes the dates into the URL, defaults too, so a bookmark keeps them', () => {
    expect(reportSearch(parse('partyId=4')).toString()).toBe(
      'type=sales&startDate=2026-10-26&endDate=2026-11-25&partyId=4',
    );
  });
});
