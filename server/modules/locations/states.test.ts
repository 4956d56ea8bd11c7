import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { State } from '../../../common/schemas/locations';
import { states } from '../../db/schema/masters';
import { makeCity, makeParty, makeState } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

// Bodies go out as JSON text, so hostile ones (a bare string, an array) reach the validator as sent.
const asJson = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});
const post = (payload: unknown) => ctx().api({ method: 'POST', url: '/api/states', ...asJson(payload) });
const put = (id: number | string, payload: unknown) =>
  ctx().api({ method: 'PUT', url: `/api/states/${id}`, ...asJson(payload) });
const del = (id: number | string) => ctx().api({ method: 'DELETE', url: `/api/states/${id}` });
const list = async () => (await ctx().api({ method: 'GET', url: '/api/states' })).json<State[]>();
const stored = async (id: number) => (await ctx().db.select().from(states).where(eq(states.id, id)))[0];
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

describe('GET /api/states', () => {
  it('lists states by name ignoring case, then by id', async () => {
    const b = await makeState(ctx().db, { name: 'order-test Bihar', code: 'OBR' });
    const a = await makeState(ctx().db, { name: 'Order-test assam', code: 'OAS' });

    const ids = (await list()).filter((s) => s.name.toLowerCase().startsWith('order-test')).map((s) => s.id);

    expect(ids).toEqual([a.id, b.id]);
  });

  it('returns every field of a state', async () => {
    const state = await makeState(ctx().db, { name: 'Listed Goa', code: 'LGA' });

    const found = (await list()).find((s) => s.id === state.id);

    expect(found).toEqual({
      id: state.id,
      name: 'Listed Goa',
      code: 'LGA',
      createdAt: state.createdAt.toISOString(),
      createdBy: null,
    });
  });
});

describe('POST /api/states', () => {
  it('creates a state with its code upper-cased and answers 201', async () => {
    const res = await post({ name: '  Maharashtra ', code: ' mh ' });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Maharashtra',
      code: 'MH',
      createdAt: expect.any(String),
      createdBy: ctx().userId,
    });
  });

  it('answers 409 on name for a name that exists, ignoring case', async () => {
    await makeState(ctx().db, { name: 'Punjab', code: 'PB' });

    const res = await post({ name: 'PUNJAB', code: 'PJ' });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A state named "Punjab" already exists');
    expect(paths(res.json())).toEqual(['name']);
  });

  it('answers 409 on code for a code that exists', async () => {
    await makeState(ctx().db, { name: 'Rajasthan', code: 'RJ' });

    const res = await post({ name: 'Rajputana', code: 'rj' });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A state with the code "RJ" already exists');
    expect(paths(res.json())).toEqual(['code']);
  });

  it('names both clashes when name and code both exist', async () => {
    await makeState(ctx().db, { name: 'Kerala', code: 'KL' });
    await makeState(ctx().db, { name: 'Karnataka', code: 'KA' });

    const res = await post({ name: 'kerala', code: 'KA' });

    expect(res.statusCode).toBe(409);
    expect(paths(res.json())).toEqual(['name', 'code']);
  });

  it.each([
    ['name', { name: '', code: 'AB' }],
    ['name', { name: 'x'.repeat(201), code: 'AB' }],
    ['code', { name: 'No Code' }],
    ['code', { name: 'Empty Code', code: '  ' }],
    ['code', { name: 'Long Code', code: 'ABCD' }],
    ['code', { name: 'Digit Code', code: 'A1' }],
    ['code', { name: 'Accent Code', code: 'É' }],
  ])('answers 400 on %s for %j', async (path, body) => {
    const res = await post(body);

    expect(res.statusCode).toBe(400);
    expect(new Set(paths(res.json()))).toEqual(new Set([path]));
  });
});

describe('PUT /api/states/:id', () => {
  it('updates the state, sets updatedAt and answers 200 with the record', async () => {
    const state = await makeState(ctx().db, {
      name: 'Old Orissa',
      code: 'OR',
      updatedAt: new Date('2020-01-01T00:00:00Z'),
    });

    const res = await put(state.id, { name: 'Odisha', code: 'od' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: state.id, name: 'Odisha', code: 'OD' });
    expect((await stored(state.id))!.updatedAt.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime());
  });

  it('lets a state keep its own name and code', async () => {
    const state = await makeState(ctx().db, { name: 'sikkim', code: 'SK' });

    const res = await put(state.id, { name: 'Sikkim', code: 'SK' });

    expect(res.statusCode).toBe(200);
  });

  it("answers 409 when given another state's code", async () => {
    await makeState(ctx().db, { name: 'Tripura', code: 'TR' });
    const state = await makeState(ctx().db, { name: 'Mizoram', code: 'MZ' });

    const res = await put(state.id, { name: 'Mizoram', code: 'TR' });

    expect(res.statusCode).toBe(409);
    expect(paths(res.json())).toEqual(['code']);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await put(987654, { name: 'Nowhere', code: 'NW' });

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('State not found');
  });
});

describe('DELETE /api/states/:id', () => {
  it('deletes an unused state and answers 204', async () => {
    const state = await makeState(ctx().db);

    const res = await del(state.id);

    expect(res.statusCode).toBe(204);
    expect(await stored(state.id)).toBeUndefined();
  });

  it('refuses with 409 when the state has cities', async () => {
    const state = await makeState(ctx().db);
    await makeCity(ctx().db, { stateId: state.id });

    const res = await del(state.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This state has 1 city and cannot be deleted');
  });

  it('refuses with 409 when parties are in the state', async () => {
    const state = await makeState(ctx().db);
    await makeParty(ctx().db, { stateId: state.id });
    await makeParty(ctx().db, { stateId: state.id });

    const res = await del(state.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This state has 2 parties and cannot be deleted');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await del(987654);

    expect(res.statusCode).toBe(404);
  });
});

describe('states without a sign-in', () => {
  it.each([
    ['GET', '/api/states'],
    ['POST', '/api/states'],
    ['PUT', '/api/states/1'],
    ['DELETE', '/api/states/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await ctx().app.inject({
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? { name: 'X', code: 'X' } : undefined,
    });

    expect(res.statusCode).toBe(401);
  });
});

describe('states with hostile input', () => {
  const invalidBodies: unknown[] = [
    [],
    'just a string',
    { name: 12345, code: 'AB' },
    { name: ['A'], code: 'AB' },
    { name: 'x'.repeat(10_000), code: 'AB' },
    { name: 'Nul\u0000Byte', code: 'AB' },
    { name: 'A', code: 'A\u0000' },
    { name: 'A', code: 123 },
    { name: 'A', code: ['AB'] },
    { name: 'A', code: "'; DROP TABLE states; --" },
    { name: 'A', code: 'x'.repeat(10_000) },
  ];

  it.each(invalidBodies.map((b) => [JSON.stringify(b).slice(0, 60), b]))(
    'POST %s answers 400',
    async (_, body) => {
      const res = await post(body);

      expect(res.statusCode).toBe(400);
    },
  );

  it.each(invalidBodies.map((b) => [JSON.stringify(b).slice(0, 60), b]))(
    'PUT %s answers 400',
    async (_, body) => {
      const state = await makeState(ctx().db);

      const res = await put(state.id, body);

      expect(res.statusCode).toBe(400);
    },
  );

  it.each(['99999999999', '0'])('answers 404 for the path id %s, which no row can have', async (id) => {
    expect((await put(id, { name: 'A', code: 'A' })).statusCode).toBe(404);
    expect((await del(id)).statusCode).toBe(404);
  });

  it.each(['abc', '-1', '007', '1.5', "1'%20OR%201=1", '%00'])(
    'answers 400 for the path id %s',
    async (id) => {
      const putRes = await put(id, { name: 'A', code: 'A' });
      const delRes = await del(id);

      expect(putRes.statusCode).toBe(400);
      expect(delRes.statusCode).toBe(400);
    },
  );

  it('stores SQL-looking names verbatim', async () => {
    const name = `Goa'); DELETE FROM states; --`;

    const res = await post({ name, code: 'SQL' });

    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name);
  });
});
