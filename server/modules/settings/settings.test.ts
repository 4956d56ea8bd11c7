import { describe, expect, it } from 'vitest';
import { english, msg } from '../../../common/messages';
import type { AuditEvent } from '../../../common/schemas/audit';
import type { BusinessProfile, Charge, ChargeInput } from '../../../common/schemas/settings';
import { useTestContext } from '../../test/test-app';
import { createUser } from '../users/users.service';
import { activeCharges, getBusinessProfile, getChargeById, getChargesByIds } from './settings.queries';

// GET/PUT /api/settings/business and GET/POST/PUT/DELETE /api/charges (docs/settings-and-charges.md).
// Nothing here posts to the books, so no books-balanced check is needed beyond the context's own.

const ctx = useTestContext();

const asJson = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

let seq = 0;
/** A signed-in staff user's authorization header. */
async function staffHeaders(): Promise<Record<string, string>> {
  seq += 1;
  const password = `staff-password-${seq}`;
  const email = `settings-staff${seq}@test.local`;
  await createUser(ctx().db, { email, username: `staff${seq}`, password, role: 'staff' });
  const res = await ctx().app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
}

async function trail(entity: string, entityId: number | string): Promise<AuditEvent[]> {
  const res = await ctx().api({
    method: 'GET',
    url: `/api/audit?entity=${entity}&entityId=${String(entityId)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json<AuditEvent[]>();
}

const PROFILE = {
  name: 'Shri Ganesh Trading Company',
  address: 'Shop 14, Krishi Upaj Mandi, Kota, Rajasthan 324007',
  phone: '+91 98290 12345',
  gstin: '08ABCDE1234F1Z5',
  apmcLicence: 'KOTA/APMC/2024/0173',
  documentLanguage: 'hi',
};

describe('business profile', () => {
  // This file's database starts with no profile, and this describe runs first.
  it('answers the empty profile before the first save', async () => {
    const res = await ctx().api({ method: 'GET', url: '/api/settings/business' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: null,
      address: null,
      phone: null,
      gstin: null,
      apmcLicence: null,
      documentLanguage: 'en',
      updatedAt: null,
    });
  });

  it('saves the profile for an admin, answers it, and everyone reads it', async () => {
    const res = await ctx().api({ method: 'PUT', url: '/api/settings/business', ...asJson(PROFILE) });

    expect(res.statusCode).toBe(200);
    const saved = res.json<BusinessProfile>();
    expect(saved).toEqual({ ...PROFILE, updatedAt: expect.any(String) });

    const staffRead = await ctx().app.inject({
      method: 'GET',
      url: '/api/settings/business',
      headers: await staffHeaders(),
    });
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.json()).toEqual(saved);
    expect(await getBusinessProfile(ctx().db)).toEqual(saved);
  });

  it('reads a GSTIN in capitals without spaces, and clears a blank optional field', async () => {
    const res = await ctx().api({
      method: 'PUT',
      url: '/api/settings/business',
      ...asJson({ ...PROFILE, gstin: ' 08abcde1234f1z5 ', apmcLicence: '', address: null, phone: undefined }),
    });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gstin: '08ABCDE1234F1Z5',
      apmcLicence: null,
      address: null,
      phone: null,
    });
  });

  it('writes one audit row per save with the profile before and after', async () => {
    await ctx().api({ method: 'PUT', url: '/api/settings/business', ...asJson(PROFILE) });
    await ctx().api({
      method: 'PUT',
      url: '/api/settings/business',
      ...asJson({ ...PROFILE, phone: '0744-2390123' }),
    });

    const [last] = await trail('business_profile', 1);
    expect(last).toMatchObject({
      action: 'update',
      entity: 'business_profile',
      entityId: '1',
      // Said in the reader's language when read (docs/messages.md); this admin reads English.
      summary: `Business profile updated: ${PROFILE.name}`,
      before: { phone: '+91 98290 12345' },
      after: { phone: '0744-2390123' },
    });
  });

  it.each([
    ['a missing name', { ...PROFILE, name: '  ' }, 'name'],
    ['a GSTIN of the wrong shape', { ...PROFILE, gstin: '08ABCDE1234F1X5' }, 'gstin'],
    ['a GSTIN too short', { ...PROFILE, gstin: '08ABCDE1234' }, 'gstin'],
    ['a phone with letters', { ...PROFILE, phone: '98290-CALL' }, 'phone'],
    ['a phone with too few digits', { ...PROFILE, phone: '12345' }, 'phone'],
    ['a language other than en or hi', { ...PROFILE, documentLanguage: 'mr' }, 'documentLanguage'],
    ['no language', { ...PROFILE, documentLanguage: undefined }, 'documentLanguage'],
  ])('refuses %s with 400 naming the field', async (_label, body, field) => {
    const before = await getBusinessProfile(ctx().db);

    const res = await ctx().api({ method: 'PUT', url: '/api/settings/business', ...asJson(body) });

    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toEqual(expect.any(String));
    expect(paths(res.json())).toContain(field);
    expect(await getBusinessProfile(ctx().db)).toEqual(before);
  });

  it('answers 403 to staff, whatever they send, and changes nothing', async () => {
    const before = await getBusinessProfile(ctx().db);
    const headers = await staffHeaders();

    for (const body of [PROFILE, { name: '' }]) {
      const res = await ctx().app.inject({
        method: 'PUT',
        url: '/api/settings/business',
        ...asJson(body),
        headers: { ...asJson(body).headers, ...headers },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: english(msg('settings.adminOnly')) });
    }
    expect(await getBusinessProfile(ctx().db)).toEqual(before);
  });

  it('answers 401 when not signed in', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/settings/business' });
    expect(res.statusCode).toBe(401);
  });
});

let names = 0;
const chargeBody = (over: Partial<Record<keyof ChargeInput, unknown>> = {}) => {
  names += 1;
  return {
    name: `Hamali ${names}`,
    nameHi: 'हम्माली',
    appliesTo: 'purchase',
    basis: 'per_bag',
    rate: '12',
    bornBy: 'party',
    kind: 'paid_out',
    ...over,
  };
};
const post = (payload: unknown) => ctx().api({ method: 'POST', url: '/api/charges', ...asJson(payload) });
const put = (id: number | string, payload: unknown) =>
  ctx().api({ method: 'PUT', url: `/api/charges/${id}`, ...asJson(payload) });
const del = (id: number | string) => ctx().api({ method: 'DELETE', url: `/api/charges/${id}` });
const list = async (query = '') =>
  (await ctx().api({ method: 'GET', url: `/api/charges${query}` })).json<Charge[]>();
async function made(over: Partial<Record<keyof ChargeInput, unknown>> = {}): Promise<Charge> {
  const res = await post(chargeBody(over));
  expect(res.statusCode).toBe(201);
  return res.json<Charge>();
}

describe('POST /api/charges', () => {
  it('creates a charge with its rate at paise precision and answers 201 with the record', async () => {
    const body = chargeBody({ rate: '2.5', basis: 'percent', kind: 'retained' });

    const res = await post(body);

    expect(res.statusCode).toBe(201);
    const created = res.json<Charge>();
    expect(created).toEqual({
      id: expect.any(Number),
      name: body.name,
      nameHi: 'हम्माली',
      appliesTo: 'purchase',
      basis: 'percent',
      rate: '2.50',
      bornBy: 'party',
      kind: 'retained',
      active: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect((await list()).find((c) => c.id === created.id)).toEqual(created);
    const [row] = await trail('charge', created.id);
    expect(row).toMatchObject({ action: 'create', after: { name: body.name, rate: '2.50' } });
  });

  it('takes a percent of exactly 100, a rate of 0 and no Hindi name', async () => {
    expect((await made({ basis: 'percent', rate: '100' })).rate).toBe('100.00');
    expect((await made({ rate: 0, nameHi: '' })).nameHi).toBeNull();
  });

  it.each([
    ['a retained charge borne by us', { kind: 'retained', bornBy: 'us' }, 'bornBy'],
    ['a percent over 100', { basis: 'percent', rate: '100.01' }, 'rate'],
    ['a negative rate', { rate: '-1' }, 'rate'],
    ['more than paise precision', { rate: '12.005' }, 'rate'],
    ['a rate as a word', { rate: 'twelve' }, 'rate'],
    ['a rate beyond the largest', { basis: 'fixed', rate: '10000000' }, 'rate'],
    ['an unknown side', { appliesTo: 'expense' }, 'appliesTo'],
    ['an unknown basis', { basis: 'per_kg' }, 'basis'],
    ['an unknown bearer', { bornBy: 'farmer' }, 'bornBy'],
    ['an unknown kind', { kind: 'tax' }, 'kind'],
    ['an empty name', { name: '' }, 'name'],
    ['active as a string', { active: 'yes' }, 'active'],
  ])('refuses %s with 400 naming the field', async (_label, over, field) => {
    const count = (await list()).length;

    const res = await post(chargeBody(over));

    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toContain(field);
    expect((await list()).length).toBe(count);
  });

  it('says why a retained charge must be borne by the party', async () => {
    const res = await post(chargeBody({ kind: 'retained', bornBy: 'us' }));

    expect(res.json<{ errors: { path: string; message: string }[] }>().errors).toContainEqual(
      expect.objectContaining({
        path: 'bornBy',
        message: 'A retained charge (such as commission) must be borne by the party',
      }),
    );
  });

  it('refuses a name already on that side with 409, ignoring case, but takes it on the other side', async () => {
    const first = await made({ name: 'Tulai' });

    const clash = await post(chargeBody({ name: 'TULAI' }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      message: english(msg('charges.purchaseNameTaken', { name: 'Tulai' })),
      errors: [{ path: 'name' }],
    });

    const sale = await post(chargeBody({ name: 'Tulai', appliesTo: 'sale' }));
    expect(sale.statusCode).toBe(201);
    expect(sale.json<Charge>().id).not.toBe(first.id);
  });

  it('answers 403 to staff and creates nothing', async () => {
    const count = (await list()).length;
    const body = chargeBody();

    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/charges',
      payload: body,
      headers: await staffHeaders(),
    });

    expect(res.statusCode).toBe(403);
    expect((await list()).length).toBe(count);
  });
});

describe('GET /api/charges', () => {
  it('lists purchase charges then sale charges, each by name, and filters by side', async () => {
    const b = await made({ name: 'zz-order Bharai', appliesTo: 'sale' });
    const a = await made({ name: 'zz-order aadhat', appliesTo: 'sale' });
    const p = await made({ name: 'zz-order Palledari' });

    const ids = (await list()).filter((c) => c.name.startsWith('zz-order')).map((c) => c.id);
    expect(ids).toEqual([p.id, a.id, b.id]);

    const sale = await list('?appliesTo=sale');
    expect(sale.every((c) => c.appliesTo === 'sale')).toBe(true);
    expect(sale.map((c) => c.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('answers staff too', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/charges', headers: await staffHeaders() });
    expect(res.statusCode).toBe(200);
  });

  it('refuses an unknown side with 400', async () => {
    const res = await ctx().api({ method: 'GET', url: '/api/charges?appliesTo=both' });
    expect(res.statusCode).toBe(400);
  });

  it('answers one charge by id, and 404 for none', async () => {
    const c = await made();
    expect((await ctx().api({ method: 'GET', url: `/api/charges/${c.id}` })).json()).toEqual(c);
    const missing = await ctx().api({ method: 'GET', url: '/api/charges/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: english(msg('charges.notFound')) });
  });
});

describe('PUT /api/charges/:id', () => {
  it('changes the whole charge and audits before and after', async () => {
    const c = await made();

    const res = await put(c.id, chargeBody({ name: c.name, rate: '15.50', active: false }));

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: c.id, rate: '15.50', active: false });
    const [row] = await trail('charge', c.id);
    expect(row).toMatchObject({
      action: 'update',
      before: { rate: '12.00', active: true },
      after: { rate: '15.50', active: false },
    });
  });

  it('deactivates and activates again', async () => {
    const c = await made();

    await put(c.id, chargeBody({ name: c.name, active: false }));
    expect((await activeCharges(ctx().db, 'purchase')).map((x) => x.id)).not.toContain(c.id);
    await put(c.id, chargeBody({ name: c.name, active: true }));
    expect((await activeCharges(ctx().db, 'purchase')).map((x) => x.id)).toContain(c.id);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await put(999999, chargeBody())).statusCode).toBe(404);
    expect((await put('abc', chargeBody())).statusCode).toBe(400);
  });

  it('refuses invalid values with 400 and keeps the charge', async () => {
    const c = await made();

    const res = await put(c.id, chargeBody({ name: c.name, basis: 'percent', rate: '250' }));

    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual(['rate']);
    expect(await getChargeById(ctx().db, c.id)).toEqual(c);
  });

  it('refuses the name of another charge on the same side with 409', async () => {
    const a = await made();
    const b = await made();

    const res = await put(b.id, chargeBody({ name: a.name.toUpperCase() }));

    expect(res.statusCode).toBe(409);
    expect(await getChargeById(ctx().db, b.id)).toEqual(b);
  });

  it('answers 403 to staff and changes nothing', async () => {
    const c = await made();

    const res = await ctx().app.inject({
      method: 'PUT',
      url: `/api/charges/${c.id}`,
      payload: chargeBody({ name: c.name, rate: '1' }),
      headers: await staffHeaders(),
    });

    expect(res.statusCode).toBe(403);
    expect(await getChargeById(ctx().db, c.id)).toEqual(c);
  });
});

describe('DELETE /api/charges/:id', () => {
  it('takes the charge off the schedule, frees its name and audits it', async () => {
    const c = await made();

    const res = await del(c.id);

    expect(res.statusCode).toBe(204);
    expect((await list()).map((x) => x.id)).not.toContain(c.id);
    expect(await getChargeById(ctx().db, c.id)).toBeUndefined();
    expect((await activeCharges(ctx().db, 'purchase')).map((x) => x.id)).not.toContain(c.id);
    expect((await ctx().api({ method: 'GET', url: `/api/charges/${c.id}` })).statusCode).toBe(404);
    const [row] = await trail('charge', c.id);
    expect(row).toMatchObject({ action: 'delete', before: { name: c.name } });
    // The name is free again on that side.
    expect((await post(chargeBody({ name: c.name }))).statusCode).toBe(201);
  });

  it('answers 404 for an unknown or already deleted charge', async () => {
    const c = await made();
    await del(c.id);

    expect((await del(c.id)).statusCode).toBe(404);
    expect((await del(999999)).statusCode).toBe(404);
    expect((await put(c.id, chargeBody())).statusCode).toBe(404);
  });

  it('answers 403 to staff and keeps the charge', async () => {
    const c = await made();

    const res = await ctx().app.inject({
      method: 'DELETE',
      url: `/api/charges/${c.id}`,
      headers: await staffHeaders(),
    });

    expect(res.statusCode).toBe(403);
    expect(await getChargeById(ctx().db, c.id)).toEqual(c);
  });
});

describe('the functions posting and printing call', () => {
  it('activeCharges answers the active charges of one side only, by name', async () => {
    const on = await made({ name: 'zz-active Mandi fee', appliesTo: 'sale', basis: 'percent', rate: '1' });
    const off = await made({ name: 'zz-active Loading', appliesTo: 'sale', active: false });
    const purchase = await made({ name: 'zz-active Weighing' });

    const ids = (await activeCharges(ctx().db, 'sale')).map((c) => c.id);

    expect(ids).toContain(on.id);
    expect(ids).not.toContain(off.id);
    expect(ids).not.toContain(purchase.id);
  });

  it('getChargesByIds answers the charges in the order asked, each once, without unknown or deleted ones', async () => {
    const a = await made();
    const b = await made({ active: false });
    const gone = await made();
    await del(gone.id);

    const found = await getChargesByIds(ctx().db, [b.id, 999999, a.id, gone.id, b.id]);

    expect(found).toEqual([b, a]);
    expect(await getChargesByIds(ctx().db, [])).toEqual([]);
  });
});
