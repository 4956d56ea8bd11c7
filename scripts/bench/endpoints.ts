// What the bench measures: every list's first page and a deep page (nextCursor followed a few hundred rows
// in), every summary, the dashboard's metrics and trend (docs/scale.md §5). Ids and dates come from the
// loaded database, so a kept database (BENCH_REUSE) is measured the same way as a fresh one.
import { sql } from 'drizzle-orm';
import { addDays } from '../../common/business-day';
import { queryRows, type Db } from '../../server/db/client';

export const PAGE = 50;
/** Pages followed for the deep page: its cursor is this many pages × PAGE rows in. */
export const DEEP_PAGES = 6;

export interface ReadEndpoint {
  /** Short key, also the name of its SQL file in bench/sql/ when it has one. */
  key: string;
  url: string;
  kind: 'list' | 'summary' | 'dashboard' | 'document';
}

export interface BenchIds {
  busyPartyId: number;
  busyPartyEntries: number;
  /** The latest purchase and sale: their slip and bill are the printed documents measured. */
  purchaseId: number;
  saleId: number;
  today: string;
}

export async function benchIds(db: Db, today: string): Promise<BenchIds> {
  const [busy] = await queryRows<{ partyId: number; entries: number }>(
    db,
    sql`select party_id as "partyId", count(*)::int as entries from ledger_entries
        group by party_id order by count(*) desc, party_id limit 1`,
  );
  if (!busy) throw new Error('no ledger entries: was the database loaded?');
  const [latest] = await queryRows<{ purchaseId: number; saleId: number }>(
    db,
    sql`select (select max(id) from purchases) as "purchaseId", (select max(id) from sales) as "saleId"`,
  );
  return {
    busyPartyId: busy.partyId,
    busyPartyEntries: busy.entries,
    purchaseId: latest!.purchaseId,
    saleId: latest!.saleId,
    today,
  };
}

export function readEndpoints(ids: BenchIds): ReadEndpoint[] {
  const yearAgo = addDays(ids.today, -364);
  const list = (key: string, path: string, query = ''): ReadEndpoint => ({
    key,
    url: `${path}?limit=${PAGE}${query}`,
    kind: 'list',
  });
  return [
    list('purchases', '/api/purchases'),
    list('sales', '/api/sales'),
    list('expenses', '/api/expenses'),
    list('payments', '/api/payments'),
    list('ledger', '/api/ledger'),
    list('ledger-party', '/api/ledger', `&partyId=${ids.busyPartyId}`),
    list('parties', '/api/parties'),
    list('audit', '/api/audit'),
    { key: 'sales-summary', url: '/api/sales/summary', kind: 'summary' },
    { key: 'purchases-summary', url: '/api/purchases/summary', kind: 'summary' },
    { key: 'expenses-summary', url: '/api/expenses/summary', kind: 'summary' },
    { key: 'ledger-summary', url: '/api/ledger/summary', kind: 'summary' },
    {
      key: 'reports-summary',
      url: `/api/reports/summary?type=sales&startDate=${yearAgo}&endDate=${ids.today}`,
      kind: 'summary',
    },
    // The profit and loss statement over a year and over all time (docs/money.md#profit-and-loss): from the
    // kept per-day figures, so a decade costs what a year does.
    {
      key: 'profit-and-loss-year',
      url: `/api/reports/profit-and-loss?startDate=${yearAgo}&endDate=${ids.today}`,
      kind: 'summary',
    },
    {
      key: 'profit-and-loss-all',
      url: `/api/reports/profit-and-loss?startDate=1900-01-01&endDate=${ids.today}`,
      kind: 'summary',
    },
    { key: 'dashboard-metrics', url: '/api/dashboard/metrics', kind: 'dashboard' },
    { key: 'sales-trend', url: '/api/dashboard/sales-trend?period=3months', kind: 'dashboard' },
    // The printed documents (docs/documents.md): a slip and a bill in Hindi (the shaping path), and a year's
    // statement of the busiest party (docs/documents.md: slip and bill p95 ≤ 100 ms, the statement ≤ 1 s).
    { key: 'pdf-slip', url: `/api/purchases/${ids.purchaseId}/slip.pdf?lang=hi`, kind: 'document' },
    { key: 'pdf-bill', url: `/api/sales/${ids.saleId}/bill.pdf?lang=hi&size=a5`, kind: 'document' },
    {
      key: 'pdf-statement',
      url: `/api/ledger/statement.pdf?partyId=${ids.busyPartyId}&startDate=${yearAgo}&endDate=${ids.today}`,
      kind: 'document',
    },
  ];
}

/** The deep page of a list: its cursor after DEEP_PAGES pages, read through the API itself. */
export async function deepPage(
  get: (url: string) => Promise<{ nextCursor: string | null }>,
  endpoint: ReadEndpoint,
): Promise<ReadEndpoint | undefined> {
  let cursor: string | null = null;
  for (let i = 0; i < DEEP_PAGES; i++) {
    const page: { nextCursor: string | null } = await get(
      endpoint.url + (cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`),
    );
    cursor = page.nextCursor;
    if (cursor === null) return undefined;
  }
  return {
    key: `${endpoint.key}-deep`,
    url: `${endpoint.url}&cursor=${encodeURIComponent(cursor!)}`,
    kind: 'list',
  };
}
