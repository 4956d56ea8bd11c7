import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../../common/schemas/audit';
import { msg } from '../../../common/messages';
import { queryRows } from '../../db/client';
import { auditEvents } from '../../db/schema/corrections';
import { encodeCursor } from '../../lib/cursor';
import { useTestContext } from '../../test/test-app';
import { createUser } from '../users/users.service';
import { recordAudit } from './audit';

// GET /api/audit and the table behind it (docs/api-conventions.md#audit-trail).

const ctx = useTestContext();

const get = (query: string) => ctx().api({ method: 'GET', url: `/api/audit${query}` });
const list = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEvent[]>();
};
const page = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};
const countRows = async () =>
  (await queryRows<{ n: number }>(ctx().db, sql`select count(*)::int as n from audit_events`))[0]!.n;

let probe = 0;
/** Rows straight into the table (inserting is what it allows), under an entity id no other test uses. */
async function insertRows(n: number, values: Partial<typeof auditEvents.$inferInsert> = {}) {
  const entityId = values.entityId ?? `probe-${++probe}`;
  for (let i = 0; i < n; i++) {
    await ctx()
      .db.insert(auditEvents)
      .values({ action: 'update', entity: 'crop', summary: `Probe ${i}`, ...values, entityId });
  }
  return entityId;
}

async function staffToken(): Promise<string> {
  const email = `clerk${++probe}@test.local`;
  await createUser(ctx().db, {
    email,
    password: 'another long secret',
    username: `clerk${probe}`,
    role: 'staff',
  });
  const login = await ctx().app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'another long secret' },
  });
  return login.json<{ token: string }>().token;
}

describe('GET /api/audit', () => {
  it('answers the rows of one record newest first, with who, what and the record before and after', async () => {
    const created = (
      await ctx().api({ method: 'POST', url: '/api/crops', payload: { name: 'Audit wheat' } })
    ).json<{
      id: number;
    }>();
    const updated = (
      await ctx().api({
        method: 'PUT',
        url: `/api/crops/${created.id}`,
        payload: { name: 'Audit wheat', basePrice: '2425' },
      })
    ).json();

    const rows = await list(`?entity=crop&entityId=${created.id}`);

    expect(rows).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        userId: ctx().userId,
        username: 'admin',
        action: 'update',
        entity: 'crop',
        entityId: String(created.id),
        summary: 'Crop Audit wheat updated',
        before: created,
        after: updated,
        // A crop's record names no party or crop by id (its own id is not a reference).
        names: {},
        ip: expect.any(String),
      },
      expect.objectContaining({ action: 'create', before: null, after: created }),
    ]);
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id);
  });

  it('filters by user, action and entity, each alone or together', async () => {
    const other = await createUser(ctx().db, {
      email: 'other-admin@test.local',
      password: 'another long secret',
      username: 'other',
      role: 'admin',
    });
    const mine = await insertRows(2, { userId: ctx().userId, action: 'delete', entity: 'state' });
    await insertRows(1, { userId: other.id, action: 'delete', entity: 'state', entityId: mine });

    const byUser = await list(`?userId=${other.id}`);
    const byAction = await list(`?action=delete&entity=state&entityId=${mine}`);
    const byBoth = await list(`?action=delete&userId=${ctx().userId}&entity=state&entityId=${mine}`);

    expect(byUser.map((r) => [r.userId, r.entityId])).toEqual([[other.id, mine]]);
    expect(byAction).toHaveLength(3);
    expect(byBoth).toHaveLength(2);
    expect(byBoth.every((r) => r.userId === ctx().userId && r.action === 'delete')).toBe(true);
    expect(await list('?action=password_change&entity=state')).toEqual([]);
  });

  it('reads startDate and endDate as business days (Asia/Kolkata), both inclusive', async () => {
    // 2025-01-14T18:30:00Z is midnight of 15 January in India.
    const entityId = await insertRows(1, { at: new Date('2025-01-14T18:29:59.999Z'), summary: 'the 14th' });
    await insertRows(1, { entityId, at: new Date('2025-01-14T18:30:00.000Z'), summary: 'the 15th, first' });
    await insertRows(1, { entityId, at: new Date('2025-01-15T18:29:59.999Z'), summary: 'the 15th, last' });
    await insertRows(1, { entityId, at: new Date('2025-01-15T18:30:00.000Z'), summary: 'the 16th' });
    const q = `?entity=crop&entityId=${entityId}`;

    const day = await list(`${q}&startDate=2025-01-15&endDate=2025-01-15`);
    const from = await list(`${q}&startDate=2025-01-15`);
    const until = await list(`${q}&endDate=2025-01-15`);

    expect(day.map((r) => r.summary)).toEqual(['the 15th, last', 'the 15th, first']);
    expect(from.map((r) => r.summary)).toEqual(['the 16th', 'the 15th, last', 'the 15th, first']);
    expect(until.map((r) => r.summary)).toEqual(['the 15th, last', 'the 15th, first', 'the 14th']);
  });

  it('pages newest first: every row exactly once across the pages, with the total on each', async () => {
    const entityId = await insertRows(7);
    const q = `?entity=crop&entityId=${entityId}&limit=3`;

    const seen: number[] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const p: AuditPage = await page(cursor ? `${q}&cursor=${cursor}` : q);
      seen.push(...p.items.map((r) => r.id));
      totals.push(p.total);
      cursor = p.nextCursor;
      pages++;
    } while (cursor && pages < 10);

    expect(pages).toBe(3);
    expect(totals).toEqual([7, 7, 7]);
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(await list(`?entity=crop&entityId=${entityId}`)).toHaveLength(7);
  });

  it('answers an empty last page with no cursor when the rows end on a page boundary', async () => {
    const entityId = await insertRows(2);

    const p = await page(`?entity=crop&entityId=${entityId}&limit=2`);

    expect(p.items).toHaveLength(2);
    expect(p.nextCursor).toBeNull();
  });

  it('refuses staff with 403 JSON, whatever the query', async () => {
    const token = await staffToken();

    for (const url of ['/api/audit', '/api/audit?limit=5', '/api/audit?entity=nope']) {
      const res = await ctx().app.inject({
        method: 'GET',
        url,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        message: 'Only an admin can read the audit trail',
        code: expect.any(String),
        key: 'audit.adminOnly',
      });
    }
  });

  it('answers 401 without a sign-in', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/audit' });

    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a cursor that is not base64 JSON', 'cursor=%25%25%25'],
    ['a cursor of another list', `cursor=${encodeCursor(['2025-01-01', 5])}`],
    ['a cursor with id 0', `cursor=${encodeCursor([0])}`],
    ['a cursor with a fraction', `cursor=${encodeCursor([1.5])}`],
    ['a cursor with a string id', `cursor=${encodeCursor(['7'])}`],
  ])('answers 400 on cursor to %s', async (_, query) => {
    const res = await get(`?limit=5&${query}`);

    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'cursor' })]);
  });

  it.each([
    ['entity', 'entity=invoice'],
    ['action', 'action=edit'],
    ['userId', 'userId=abc'],
    ['startDate', 'startDate=2025-02-30'],
    ['endDate', 'startDate=2025-02-02&endDate=2025-02-01'],
    ['limit', 'limit=0'],
    ['limit', 'limit=501'],
    ['entityId', `entity=crop&entityId=${'9'.repeat(41)}`],
    ['entity', 'entityId=12'],
  ])('answers 400 naming %s to %s', async (field, query) => {
    const res = await get(`?${query}`);

    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: field })]));
  });
});

describe('recordAudit', () => {
  it('leaves no row when its transaction rolls back', async () => {
    const before = await countRows();

    await expect(
      ctx().db.transaction(async (tx) => {
        await recordAudit(tx, {
          actorId: ctx().userId,
          action: 'update',
          entity: 'party',
          entityId: 1,
          summary: msg('trail.cropUpdated', { name: 'Never committed' }),
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    expect(await countRows()).toBe(before);
  });

  it('strips secrets at any depth and keeps the rest', async () => {
    await ctx().db.transaction((tx) =>
      recordAudit(tx, {
        actorId: ctx().userId,
        action: 'update',
        entity: 'user',
        entityId: 'secret-probe',
        summary: msg('trail.cropUpdated', { name: 'Secret probe' }),
        before: { name: 'a', password: 'hunter22', nested: { aadharNumber: '234567890123', token: 't' } },
        after: { name: 'b', passwordHash: 'x', rows: [{ aadhaarMasked: 'XXXX XXXX 0123', ok: 1 }] },
      }),
    );

    const [row] = await list('?entity=user&entityId=secret-probe');

    expect(row!.before).toEqual({ name: 'a', nested: {} });
    expect(row!.after).toEqual({ name: 'b', rows: [{ ok: 1 }] });
  });
});

describe('the audit_events table', () => {
  async function dbError(query: SQL): Promise<string | undefined> {
    try {
      await ctx().db.execute(query);
      return undefined;
    } catch (err) {
      const cause = ((err as { cause?: unknown }).cause ?? err) as { message: string };
      return cause.message;
    }
  }

  it('refuses UPDATE, DELETE and TRUNCATE: the trail is append-only', async () => {
    await insertRows(2);
    const before = await countRows();

    for (const attempt of [
      sql`update audit_events set summary = 'rewritten'`,
      sql`update audit_events set summary = 'rewritten' where id = -1`,
      sql`delete from audit_events`,
      sql`delete from audit_events where id = (select max(id) from audit_events)`,
      sql`truncate audit_events`,
    ]) {
      expect(await dbError(attempt)).toMatch(
        /^append-only books: (UPDATE|DELETE|TRUNCATE) on audit_events is refused$/,
      );
    }
    expect(await countRows()).toBe(before);
    expect(
      (
        await queryRows<{ n: number }>(
          ctx().db,
          sql`select count(*)::int as n from audit_events where summary = 'rewritten'`,
        )
      )[0]!.n,
    ).toBe(0);
  });
});
