import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../common/schemas/audit';
import { queryRows } from '../../db/client';
import { makeCrop, makeFarmer, makePurchase, makeState } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

// Every create, update and delete of a master writes one audit row in its own transaction, with the
// record as the API returns it before and after (docs/api-conventions.md#audit-trail).

const ctx = useTestContext();

type Json = Record<string, unknown>;

const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) => {
  const res = await ctx().api({ method, url, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? (res.json() as Json) : null };
};
const trail = async (entity: string, entityId: unknown) =>
  (await ctx().api({ method: 'GET', url: `/api/audit?entity=${entity}&entityId=${String(entityId)}` })).json<
    AuditEvent[]
  >();
const countRows = async () =>
  (await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from audit_events`))[0]!.n;

interface Master {
  entity: 'party' | 'crop' | 'state' | 'city' | 'account';
  label: string;
  path: string;
  /** A valid new record; `n` keeps the unique fields of two records apart. */
  create: (n?: number) => Promise<Json>;
  update: (name: string) => Promise<Json>;
}

const masters: Master[] = [
  {
    entity: 'party',
    label: 'Party',
    path: '/api/parties',
    create: async () => ({ name: 'Ramesh Kumar', type: 'farmer', contactNumber: '98765 43210' }),
    update: async (name) => ({ name, type: 'farmer', contactNumber: '98765 43211' }),
  },
  {
    entity: 'crop',
    label: 'Crop',
    path: '/api/crops',
    create: async () => ({ name: 'Bajra', unit: 'quintal', basePrice: '2245' }),
    update: async (name) => ({ name, unit: 'quintal', basePrice: '2425' }),
  },
  {
    entity: 'state',
    label: 'State',
    path: '/api/states',
    create: async (n = 0) => ({ name: 'Haryana', code: `H${'RAB'[n]!}` }),
    update: async (name) => ({ name, code: 'HY' }),
  },
  {
    entity: 'city',
    label: 'City',
    path: '/api/cities',
    create: async () => ({ name: 'Karnal', stateId: (await makeState(ctx().db)).id }),
    update: async (name) => ({ name, stateId: (await makeState(ctx().db)).id }),
  },
  {
    entity: 'account',
    label: 'Account',
    path: '/api/accounts',
    create: async () => ({ name: 'PNB Current', kind: 'bank', openingBalance: '1000' }),
    update: async (name) => ({ name, kind: 'bank', openingBalance: '1500.50' }),
  },
];

describe.each(masters)('$entity', ({ entity, label, path, create, update }) => {
  it(`writes one row per create, update and delete, with the record before and after`, async () => {
    const created = await call('POST', path, await create());
    expect(created.status).toBe(201);
    const id = created.body!.id as number;
    const updated = await call('PUT', `${path}/${id}`, await update(`${label} renamed`));
    expect(updated.status).toBe(200);
    const deleted = await call('DELETE', `${path}/${id}`);
    expect(deleted.status).toBe(204);

    const rows = await trail(entity, id);

    expect(rows.map((r) => [r.action, r.summary, r.before, r.after])).toEqual(
      [
        ['delete', `${label} ${label} renamed deleted`, updated.body, null],
        ['update', `${label} ${label} renamed updated`, created.body, updated.body],
        ['create', `${label} ${created.body!.name as string} created`, null, created.body],
      ].map(([action, summary, before, after]) => [
        action,
        summary,
        withoutAadhaar(before),
        withoutAadhaar(after),
      ]),
    );
    expect(rows.every((r) => r.userId === ctx().userId && r.username === 'admin')).toBe(true);
  });

  it('writes no row for a refused change (400, 404) or a duplicate (409)', async () => {
    const first = { ...(await create(1)), name: `${label} twin one` };
    const created = await call('POST', path, first);
    const other = await call('POST', path, { ...(await create(2)), name: `${label} twin two` });
    expect([created.status, other.status]).toEqual([201, 201]);
    const id = created.body!.id as number;
    const before = await countRows();

    const invalid = await call('PUT', `${path}/${id}`, { name: '' });
    const unknown = await call('PUT', `${path}/999999`, await update('Nobody'));
    const gone = await call('DELETE', `${path}/999999`);
    // Parties may share a name; every other master refuses the other's name (and a state its code).
    const duplicate =
      entity === 'party' ? null : await call('PUT', `${path}/${other.body!.id as number}`, first);

    expect([invalid.status, unknown.status, gone.status]).toEqual([400, 404, 404]);
    if (duplicate) expect(duplicate.status).toBe(409);
    expect(await countRows()).toBe(before);
    expect((await trail(entity, id)).map((r) => r.action)).toEqual(['create']);
  });
});

/** The audit trail never holds an Aadhaar number, not even masked: recordAudit drops the key. */
function withoutAadhaar(record: unknown): unknown {
  if (record === null || typeof record !== 'object') return record;
  const { aadharMasked: _, ...rest } = record as Json;
  return rest;
}

describe('a refused delete of a master in use', () => {
  it('writes no row: the 409 rolls back with the change', async () => {
    const farmer = await makeFarmer(ctx().db);
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { partyId: farmer.id, cropId: crop.id });
    const before = await countRows();

    const party = await call('DELETE', `/api/parties/${farmer.id}`);
    const cropDelete = await call('DELETE', `/api/crops/${crop.id}`);
    const typeChange = await call('PUT', `/api/parties/${farmer.id}`, { name: farmer.name, type: 'trader' });

    expect([party.status, cropDelete.status, typeChange.status]).toEqual([409, 409, 409]);
    expect(await countRows()).toBe(before);
  });
});

describe('Aadhaar', () => {
  it('leaves no trace of a party’s Aadhaar number in audit_events, through create, update and delete', async () => {
    const aadhaar = '2345 6789 7351';
    const created = await call('POST', '/api/parties', {
      name: 'Suresh Yadav',
      type: 'farmer',
      aadharNumber: aadhaar,
    });
    const id = created.body!.id as number;
    expect(created.body!.aadharMasked).toBe('XXXX XXXX 7351');
    await call('PUT', `/api/parties/${id}`, {
      name: 'Suresh Yadav',
      type: 'farmer',
      aadharNumber: '3456 7890 1357',
    });
    await call('DELETE', `/api/parties/${id}`);

    const rows = await queryRows<{ text: string }>(
      ctx().db,
      sql`select concat_ws('|', summary, before::text, after::text, username, entity_id) as text
            from audit_events where entity = 'party' and entity_id = ${String(id)}`,
    );

    expect(rows).toHaveLength(3);
    for (const { text } of rows) {
      expect(text).toContain('Suresh Yadav');
      expect(text).not.toMatch(/aadha|XXXX|234567897351|7351|345678901357|1357/i);
    }
  });
});

describe('opening balances', () => {
  it('writes one create row with the ledger entry the API answered', async () => {
    const farmer = await makeFarmer(ctx().db, { name: 'Mohan Lal' });

    const created = await call('POST', '/api/ledger/opening-balances', {
      partyId: farmer.id,
      amount: '-2500.5',
      date: '2025-04-01',
    });
    const again = await call('POST', '/api/ledger/opening-balances', {
      partyId: farmer.id,
      amount: '100',
      date: '2025-04-01',
    });

    expect([created.status, again.status]).toEqual([201, 409]);
    const rows = await trail('opening_balance', created.body!.id);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'create',
        userId: ctx().userId,
        summary: 'Opening balance of Mohan Lal recorded: we owe ₹2,500.50',
        before: null,
        after: created.body,
      }),
    ]);
  });
});

describe('accounts', () => {
  it('writes no row for the refused rename of "Cash in hand"', async () => {
    const accounts = (await ctx().api({ method: 'GET', url: '/api/accounts' })).json<Json[]>();
    const cash = accounts.find((a) => a.name === 'Cash in hand')!;
    const before = await countRows();

    const res = await call('PUT', `/api/accounts/${cash.id as number}`, { name: 'Galla', kind: 'cash' });

    expect(res.status).toBe(409);
    expect(await countRows()).toBe(before);
  });
});
