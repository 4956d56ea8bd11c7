import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { City } from '../../../common/schemas/locations';
import { cities } from '../../db/schema/masters';
import { makeCity, makeParty, makeState } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

// Bodies go out as JSON text, so hostile ones (a bare string, an array) reach the validator as sent.
const asJson = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});
const post = (payload: unknown) => ctx().api({ method: 'POST', url: '/api/cities', ...asJson(payload) });
const put = (id: number | string, payload: unknown) =>
  ctx().api({ method: 'PUT', url: `/api/cities/${id}`, ...asJson(payload) });
const del = (id: number | string) => ctx().api({ method: 'DELETE', url: `/api/cities/${id}` });
const list = async () => (await ctx().api({ method: 'GET', url: '/api/cities' })).json<City[]>();
const stored = async (id: number) => (await ctx().db.select().from(cities).where(eq(cities.id, id)))[0];
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

describe('GET /api/cities', () => {
  it('lists cities by name ignoring case, then by id', async () => {
    const b = await makeCity(ctx().db, { name: 'order-test Bhopal' });
    const a = await makeCity(ctx().db, { name: 'Order-test agra' });

    const ids = (await list()).filter((c) => c.name.toLowerCase().startsWith('order-test')).map((c) => c.id);

    expect(ids).toEqual([a.id, b.id]);
  });

  it('returns every field of a city', async () => {
    const city = await makeCity(ctx().db, { name: 'Listed Nashik' });

    const found = (await list()).find((c) => c.id === city.id);

    expect(found).toEqual({
      id: city.id,
      name: 'Listed Nashik',
      stateId: city.stateId,
      createdAt: city.createdAt.toISOString(),
      createdBy: null,
    });
  });
});

describe('POST /api/cities', () => {
  it('creates a city and answers 201 with the stored record', async () => {
    const state = await makeState(ctx().db);

    const res = await post({ name: ' Pune ', stateId: state.id });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Pune',
      stateId: state.id,
      createdAt: expect.any(String),
      createdBy: ctx().userId,
    });
  });

  it('accepts the state id as a numeric string', async () => {
    const state = await makeState(ctx().db);

    const res = await post({ name: 'Nagpur', stateId: String(state.id) });

    expect(res.statusCode).toBe(201);
    expect(res.json().stateId).toBe(state.id);
  });

  it('answers 409 for a name that exists in the same state, ignoring case', async () => {
    const state = await makeState(ctx().db, { name: 'Uttar Pradesh', code: 'UP' });
    await makeCity(ctx().db, { name: 'Lucknow', stateId: state.id });

    const res = await post({ name: 'LUCKNOW', stateId: state.id });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A city named "Lucknow" already exists in Uttar Pradesh');
    expect(paths(res.json())).toEqual(['name']);
  });

  it('allows the same name in another state', async () => {
    const city = await makeCity(ctx().db, { name: 'Aurangabad' });
    const other = await makeState(ctx().db);

    const res = await post({ name: 'Aurangabad', stateId: other.id });

    expect(res.statusCode).toBe(201);
    expect(res.json().stateId).not.toBe(city.stateId);
  });

  it('answers 400 on stateId for a state that does not exist', async () => {
    const res = await post({ name: 'Atlantis', stateId: 999999 });

    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual(['stateId']);
    expect(res.json().message).toBe('The chosen state does not exist');
  });

  it.each([
    ['name', { name: '', stateId: 1 }],
    ['name', { name: 'x'.repeat(201), stateId: 1 }],
    ['stateId', { name: 'No State' }],
    ['stateId', { name: 'Zero State', stateId: 0 }],
  ])('answers 400 on %s for %j', async (path, body) => {
    const res = await post(body);

    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual([path]);
  });
});

describe('PUT /api/cities/:id', () => {
  it('updates the city, sets updatedAt and answers 200 with the record', async () => {
    const city = await makeCity(ctx().db, { name: 'Bombay', updatedAt: new Date('2020-01-01T00:00:00Z') });

    const res = await put(city.id, { name: 'Mumbai', stateId: city.stateId });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: city.id, name: 'Mumbai', stateId: city.stateId });
    expect((await stored(city.id))!.updatedAt.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime());
  });

  it('moves a city without parties to another state', async () => {
    const city = await makeCity(ctx().db);
    const other = await makeState(ctx().db);

    const res = await put(city.id, { name: city.name, stateId: other.id });

    expect(res.statusCode).toBe(200);
    expect(res.json().stateId).toBe(other.id);
  });

  it('refuses with 409 to move a city whose parties are in its state', async () => {
    const city = await makeCity(ctx().db);
    await makeParty(ctx().db, { stateId: city.stateId, cityId: city.id });
    const other = await makeState(ctx().db);

    const res = await put(city.id, { name: city.name, stateId: other.id });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This city has 1 party, so its state cannot be changed');
  });

  it('answers 409 when renamed to a city of the same state', async () => {
    const state = await makeState(ctx().db);
    await makeCity(ctx().db, { name: 'Surat', stateId: state.id });
    const city = await makeCity(ctx().db, { stateId: state.id });

    const res = await put(city.id, { name: 'surat', stateId: state.id });

    expect(res.statusCode).toBe(409);
  });

  it('answers 400 on stateId for a state that does not exist', async () => {
    const city = await makeCity(ctx().db);

    const res = await put(city.id, { name: city.name, stateId: 999999 });

    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual(['stateId']);
  });

  it('answers 404 for an unknown id', async () => {
    const state = await makeState(ctx().db);

    const res = await put(987654, { name: 'Nowhere', stateId: state.id });

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('City not found');
  });
});

describe('DELETE /api/cities/:id', () => {
  it('deletes an unused city and answers 204', async () => {
    const city = await makeCity(ctx().db);

    const res = await del(city.id);

    expect(res.statusCode).toBe(204);
    expect(await stored(city.id)).toBeUndefined();
  });

  it('refuses with 409 when parties are in the city', async () => {
    const city = await makeCity(ctx().db);
    await makeParty(ctx().db, { stateId: city.stateId, cityId: city.id });
    await makeParty(ctx().db, { stateId: city.stateId, cityId: city.id });

    const res = await del(city.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This city has 2 parties and cannot be deleted');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await del(987654);

    expect(res.statusCode).toBe(404);
  });
});

describe('cities without a sign-in', () => {
  it.each([
    ['GET', '/api/cities'],
    ['POST', '/api/cities'],
    ['PUT', '/api/cities/1'],
    ['DELETE', '/api/cities/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await ctx().app.inject({
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? { name: 'X', stateId: 1 } : undefined,
    });

    expect(res.statusCode).toBe(401);
  });
});

describe('cities with hostile input', () => {
  const invalidBodies: unknown[] = [
    [],
    'just a string',
    { name: 12345, stateId: 1 },
    { name: ['A'], stateId: 1 },
    { name: 'x'.repeat(10_000), stateId: 1 },
    { name: 'Nul\u0000Byte', stateId: 1 },
    { name: 'A', stateId: 99999999999 },
    { name: 'A', stateId: 1e308 },
    { name: 'A', stateId: -1 },
    { name: 'A', stateId: 1.5 },
    { name: 'A', stateId: 'abc' },
    { name: 'A', stateId: '1 OR 1=1' },
    { name: 'A', stateId: [1] },
    { name: 'A', stateId: { id: 1 } },
    { name: 'A', stateId: true },
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
      const city = await makeCity(ctx().db);

      const res = await put(city.id, body);

      expect(res.statusCode).toBe(400);
    },
  );

  it.each(['99999999999', '0'])('answers 404 for the path id %s, which no row can have', async (id) => {
    expect((await put(id, { name: 'A', stateId: 1 })).statusCode).toBe(404);
    expect((await del(id)).statusCode).toBe(404);
  });

  it.each(['abc', '-1', '007', '1.5', "1'%20OR%201=1", '%00'])(
    'answers 400 for the path id %s',
    async (id) => {
      const putRes = await put(id, { name: 'A', stateId: 1 });
      const delRes = await del(id);

      expect(putRes.statusCode).toBe(400);
      expect(delRes.statusCode).toBe(400);
    },
  );
});
