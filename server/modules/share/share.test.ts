import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Purchase } from '../../../common/schemas/purchases';
import type { Sale } from '../../../common/schemas/sales';
import type { LiveShareLink, ShareLink } from '../../../common/schemas/share';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { queryRows } from '../../db/client';
import { useTestContext } from '../../test/test-app';
import { createUser } from '../users/users.service';
import { pdfText } from '../documents/pdf-text';
import { hideShareToken } from './share-page';

// Share links (docs/sharing.md), attacked from a signed-out client: every request to /s/
// below carries no authorization header.

const ctx = useTestContext();

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx().api({ method: 'POST', url: '/api/share', payload: payload as object, headers });
const share = async (payload: unknown) => {
  const res = await post(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShareLink>();
};
/** A signed-out visit: app.inject with no bearer token. */
const visit = (url: string) => ctx().app.inject({ method: 'GET', url });
const revoke = (id: number, headers: Record<string, string> = {}) =>
  ctx().api({ method: 'DELETE', url: `/api/share/${id}`, headers });
const tokenOf = (link: ShareLink) => link.url.slice('/s/'.length);

let farmerId: number;
let otherFarmerId: number;
let traderId: number;
let purchase: Purchase;
let otherPurchase: Purchase;
let sale: Sale;
let deadPage: string;

beforeAll(async () => {
  const { db, send } = ctx();
  farmerId = (await makeFarmer(db, { name: 'Ramesh Patidar', contactNumber: '98765 43210' })).id;
  otherFarmerId = (await makeFarmer(db, { name: 'Gopal Yadav', contactNumber: '+91 99887 76655' })).id;
  traderId = (await makeTrader(db, { name: 'Ravi Traders', contactNumber: '9811122233' })).id;
  const wheat = await makeCrop(db, { name: 'Wheat', unit: 'quintal' });
  const lot = { cropId: wheat.id, quantity: '10', rate: '2425', purchaseDate: '2026-11-20' };
  purchase = await send<Purchase>('/api/purchases', { ...lot, partyId: farmerId });
  otherPurchase = await send<Purchase>('/api/purchases', { ...lot, partyId: otherFarmerId });
  sale = await send<Sale>('/api/sales', {
    partyId: traderId,
    cropId: wheat.id,
    quantity: '4',
    rate: '2600',
    saleDate: '2026-11-21',
  });
  deadPage = (await visit('/s/not-a-token')).body;
});

async function staffHeaders(): Promise<Record<string, string>> {
  const user = { email: 'share-staff@test.local', username: 'sharestaff', password: 'staff-password-1' };
  await createUser(ctx().db, { ...user, role: 'staff' });
  const login = await ctx().app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return { authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

function expectDead(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  // One page for every dead link: it never says whether the link expired, was revoked or never existed.
  expect(res.body).toBe(deadPage);
}

function expectPdf(res: LightMyRequestResponse): string {
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^inline; filename="[A-Za-z0-9._-]+\.pdf"$/);
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-robots-tag']).toMatch(/noindex/);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

describe('POST /api/share', () => {
  it('makes a 30-day link to a slip that a signed-out client opens as the slip PDF', async () => {
    const before = Date.now();
    const link = await share({ document: 'slip', id: purchase.id });
    expect(link.url).toMatch(/^\/s\/[A-Za-z0-9_-]{43}$/);
    expect(link.document).toBe('slip');
    expect(link.party).toEqual({ id: farmerId, name: 'Ramesh Patidar', contactNumber: '98765 43210' });
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);

    const text = expectPdf(await visit(link.url));
    expect(text).toContain('Ramesh Patidar');
    expect(text).not.toContain('Gopal Yadav');
  });

  it('makes links to a bill and to a statement, each opening its own document', async () => {
    const bill = await share({ document: 'bill', id: sale.id, lang: 'en' });
    expect(bill.party.name).toBe('Ravi Traders');
    expect(expectPdf(await visit(bill.url))).toContain('Ravi Traders');

    const statement = await share({
      document: 'statement',
      partyId: farmerId,
      startDate: '2026-04-01',
      endDate: '2026-11-30',
    });
    expect(statement.party.id).toBe(farmerId);
    expect(expectPdf(await visit(statement.url))).toContain('Ramesh Patidar');
  });

  it('fixes an open-ended statement at the day it was shared', async () => {
    const link = await share({ document: 'statement', partyId: farmerId });
    const rows = await queryRows<{ start_date: string | null; end_date: string | null }>(
      ctx().db,
      sql`select start_date::text, end_date::text from share_links where id = ${link.id}`,
    );
    expect(rows[0]?.start_date).toBeNull();
    expect(rows[0]?.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the token only as its SHA-256: 256 random bits, never in clear in the table', async () => {
    const link = await share({ document: 'slip', id: purchase.id });
    const token = tokenOf(link);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await queryRows<Record<string, unknown>>(
      ctx().db,
      sql`select * from share_links where id = ${link.id}`,
    );
    const row = rows[0]!;
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    // Nor in the audit trail.
    const audit = await queryRows(ctx().db, sql`select * from audit_events where entity = 'share_link'`);
    expect(JSON.stringify(audit)).not.toContain(token);
    // Two links to the same document never share a token.
    const again = await share({ document: 'slip', id: purchase.id });
    expect(tokenOf(again)).not.toBe(token);
  });

  it('records the making in the audit trail', async () => {
    const link = await share({ document: 'bill', id: sale.id });
    const rows = await queryRows<{ action: string; summary: string; user_id: number }>(
      ctx().db,
      sql`select action, summary, user_id from audit_events where entity = 'share_link' and entity_id = ${String(link.id)}`,
    );
    expect(rows).toEqual([
      {
        action: 'create',
        summary: `Bill of sale #${sale.id} shared by link #${link.id}`,
        user_id: ctx().userId,
      },
    ]);
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'document'],
      [{ document: 'cashbook', id: 1 }, 'document'],
      [{ document: 'slip' }, 'id'],
      [{ document: 'bill', partyId: traderId }, 'id'],
      [{ document: 'statement', id: purchase.id }, 'partyId'],
      [{ document: 'slip', id: 'abc' }, 'id'],
      [{ document: 'slip', id: -1 }, 'id'],
      [{ document: 'slip', id: purchase.id, lang: 'fr' }, 'lang'],
      [{ document: 'slip', id: purchase.id, size: 'a3' }, 'size'],
      [
        { document: 'statement', partyId: farmerId, startDate: '2026-11-30', endDate: '2026-11-01' },
        'endDate',
      ],
      [{ document: 'statement', partyId: farmerId, startDate: '2026-13-01' }, 'startDate'],
    ];
    for (const [body, field] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json<{ message: string; errors?: Array<{ path: string }> }>();
      expect(answer.message).toBeTruthy();
      expect(
        answer.errors?.map((e) => e.path),
        JSON.stringify(body),
      ).toContain(field);
    }
    const notJson = await ctx().api({
      method: 'POST',
      url: '/api/share',
      payload: 'document=slip',
      headers: { 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
  });

  it('answers 404 when the purchase, sale or party does not exist', async () => {
    const missing = 999_999;
    for (const [body, message] of [
      [{ document: 'slip', id: missing }, 'Purchase not found'],
      [{ document: 'bill', id: missing }, 'Sale not found'],
      [{ document: 'statement', partyId: missing }, 'Party not found'],
    ] as const) {
      const res = await post(body);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toBe(message);
    }
  });

  it('needs a signed-in user; staff may share and revoke, as they may print', async () => {
    const anonymous = await ctx().app.inject({
      method: 'POST',
      url: '/api/share',
      payload: { document: 'slip', id: purchase.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const staff = await staffHeaders();
    const made = await post({ document: 'slip', id: purchase.id }, staff);
    expect(made.statusCode).toBe(201);
    expect((await revoke(made.json<ShareLink>().id, staff)).statusCode).toBe(204);
    const anonymousRevoke = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/share/${made.json<ShareLink>().id}`,
    });
    expect(anonymousRevoke.statusCode).toBe(401);
  });
});

describe('a link that no longer works', () => {
  it('is a plain 404 page once revoked, and revoking is audited; a second revoke is 404', async () => {
    const link = await share({ document: 'slip', id: purchase.id });
    expectPdf(await visit(link.url));
    const res = await revoke(link.id);
    expect(res.statusCode).toBe(204);
    expectDead(await visit(link.url));
    expect((await revoke(link.id)).statusCode).toBe(404);
    const rows = await queryRows<{ action: string; summary: string }>(
      ctx().db,
      sql`select action, summary from audit_events where entity = 'share_link' and entity_id = ${String(link.id)} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'delete']);
    expect(rows[1]?.summary).toBe(`Share link #${link.id} revoked`);
  });

  it('is a plain 404 page once expired', async () => {
    const link = await share({ document: 'slip', id: purchase.id });
    await ctx().db.execute(
      sql`update share_links set expires_at = now() - interval '1 second' where id = ${link.id}`,
    );
    expectDead(await visit(link.url));
    // A link a second from expiry still works.
    await ctx().db.execute(
      sql`update share_links set expires_at = now() + interval '1 minute' where id = ${link.id}`,
    );
    expectPdf(await visit(link.url));
  });

  it('answers an unknown link id with 404', async () => {
    expect((await revoke(999_999)).statusCode).toBe(404);
    expect((await ctx().api({ method: 'DELETE', url: '/api/share/abc' })).statusCode).toBe(400);
  });
});

describe('a link opens only the document it was made for', () => {
  it('ignores anything in the URL but the token', async () => {
    const mine = await share({ document: 'slip', id: purchase.id });
    const theirs = await share({ document: 'slip', id: otherPurchase.id });
    for (const url of [
      `${mine.url}?id=${otherPurchase.id}`,
      `${mine.url}?document=statement&partyId=${otherFarmerId}`,
      `${mine.url}?lang=hi&size=a5&id=${otherPurchase.id}`,
    ]) {
      const text = expectPdf(await visit(url));
      expect(text).toContain('Ramesh Patidar');
      expect(text).not.toContain('Gopal Yadav');
    }
    expect(expectPdf(await visit(theirs.url))).toContain('Gopal Yadav');
  });

  it('answers a tampered, truncated, padded or made-up token with the same 404 page', async () => {
    const link = await share({ document: 'slip', id: purchase.id });
    const token = tokenOf(link);
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const tampered = [
      token.slice(0, -1) + flip(token.slice(-1)),
      flip(token[0]!) + token.slice(1),
      token.slice(0, -1),
      `${token}A`,
      token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase(),
      createHash('sha256').update(token).digest('hex'),
      createHash('sha256').update(token).digest('base64url'),
      'A'.repeat(43),
      'A'.repeat(500),
      `${token}%00`,
      `${token}/..`,
      `..%2F..%2Fapi%2Fpurchases%2F${purchase.id}`,
      '%zz',
      '',
    ];
    for (const bad of tampered) {
      const res = await visit(`/s/${bad}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.headers['content-type'], bad).toMatch(/^text\/html/);
      expect(res.body, bad).toBe(deadPage);
    }
    expectDead(await visit('/s'));
    expectDead(await visit(`/s/${token}/extra`));
    // The stored hash is no key either.
    const rows = await queryRows<{ token_hash: string }>(
      ctx().db,
      sql`select token_hash from share_links where id = ${link.id}`,
    );
    expectDead(await visit(`/s/${rows[0]!.token_hash}`));
  });

  it('is a dead link once its purchase is gone from reach: another link still opens its own', async () => {
    const link = await share({ document: 'slip', id: otherPurchase.id });
    await revoke(link.id);
    const fresh = await share({ document: 'slip', id: otherPurchase.id });
    expectDead(await visit(link.url));
    expect(expectPdf(await visit(fresh.url))).toContain('Gopal Yadav');
  });

  it('never reaches the API with the token as a session', async () => {
    const link = await share({ document: 'slip', id: purchase.id });
    const res = await ctx().app.inject({
      method: 'GET',
      url: `/api/purchases/${purchase.id}`,
      headers: { authorization: `Bearer ${tokenOf(link)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/share', () => {
  it("lists a document's links that still work, newest first", async () => {
    const a = await share({ document: 'bill', id: sale.id });
    const b = await share({ document: 'bill', id: sale.id });
    const c = await share({ document: 'bill', id: sale.id });
    await revoke(b.id);
    const live = await ctx().read<LiveShareLink[]>(`/api/share?document=bill&id=${sale.id}`);
    const ids = live.map((l) => l.id);
    expect(ids).toContain(a.id);
    expect(ids).toContain(c.id);
    expect(ids).not.toContain(b.id);
    expect(ids.indexOf(c.id)).toBeLessThan(ids.indexOf(a.id));
    expect(JSON.stringify(live)).not.toMatch(/token|\/s\//);
    const statements = await ctx().read<LiveShareLink[]>(`/api/share?document=statement&partyId=${farmerId}`);
    expect(statements.every((l) => l.document === 'statement')).toBe(true);
    expect((await ctx().api({ method: 'GET', url: '/api/share?document=nope' })).statusCode).toBe(400);
  });
});

describe('logs', () => {
  it("leave a share link's token out of the URL", () => {
    expect(hideShareToken('/s/AbC-_0123456789abcdefghijklmnopqrstuvwxyzABCD?x=1')).toBe('/s/[token]?x=1');
    expect(hideShareToken('/api/purchases/1')).toBe('/api/purchases/1');
    expect(hideShareToken('/sales')).toBe('/sales');
  });
});
