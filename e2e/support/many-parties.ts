// A trader's 5,000 parties without posting 5,000 of them: the party endpoints answered in the browser over a
// made-up list, as the server answers them (docs/api-conventions.md#lists). The specs that use it check what
// the screens ask for and show; the server's own search and paging are the API suite's (server/modules/parties).
import type { Page } from '@playwright/test';
import type { Party } from '../../common/schemas/parties';

const types = ['farmer', 'trader', 'exporter'] as const;

/** `count` parties 'Bulk Party 0000' …, types in turn, ids from `firstId`; every other one owes. */
export function manyParties(count: number, firstId: number): Party[] {
  return Array.from({ length: count }, (_, i) => ({
    id: firstId + i,
    name: `Bulk Party ${String(i).padStart(4, '0')}`,
    type: types[i % 3]!,
    contactNumber: `98${String(i).padStart(8, '0')}`,
    email: null,
    address: `Village ${i}`,
    aadharMasked: null,
    stateId: null,
    cityId: null,
    bankAccountNumber: null,
    ifsc: null,
    upiId: null,
    balance: i % 2 ? '-1250.50' : '98000.00',
    createdAt: '2026-01-01T00:00:00.000Z',
    createdBy: 1,
  }));
}

/**
 * Answers GET /api/parties (name search `q`, `type`, `role`, `ids`, a page of `limit` after `cursor`, with the
 * total) and GET /api/parties/:id over `parties`. Returns every such request the page makes, in order. The
 * cursor here is the next row's index, opaque to the screens as the server's is.
 */
export async function serveParties(page: Page, parties: readonly Party[]): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(
    (url) => url.pathname === '/api/parties' || /^\/api\/parties\/\d+$/.test(url.pathname),
    (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      const url = new URL(route.request().url());
      requests.push(url);
      const one = /^\/api\/parties\/(\d+)$/.exec(url.pathname);
      if (one) {
        const party = parties.find((p) => p.id === Number(one[1]));
        return party
          ? route.fulfill({ json: party })
          : route.fulfill({ status: 404, json: { message: 'Party not found' } });
      }
      const query = url.searchParams;
      const q = query.get('q')?.toLowerCase();
      const type = query.get('type');
      const role = query.get('role');
      const ids = query.get('ids')?.split(',').map(Number);
      const rows = parties.filter(
        (p) =>
          (!q || p.name.toLowerCase().includes(q)) &&
          (!type || p.type === type) &&
          (!role || (role === 'farmer') === (p.type === 'farmer')) &&
          (!ids || ids.includes(p.id)),
      );
      const limit = Number(query.get('limit') ?? rows.length);
      const from = Number(query.get('cursor') ?? 0);
      const items = rows.slice(from, from + limit);
      const nextCursor = from + limit < rows.length ? String(from + limit) : null;
      return route.fulfill({ json: { items, total: rows.length, nextCursor } });
    },
  );
  return requests;
}
