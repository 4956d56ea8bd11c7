import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Crop } from '../../../common/schemas/crops';
import type { Db } from '../../db/client';
import { inventory } from '../../db/schema/books';
import { crops } from '../../db/schema/masters';
import { purchases, sales } from '../../db/schema/transactions';
import { makeCrop, makeFarmer, makeTrader } from '../../test/factories';
import { useTestContext } from '../../test/test-app';

const ctx = useTestContext();

// Bodies go out as JSON text, so hostile ones (a bare string, an array) reach the validator as sent.
const asJson = (payload: unknown) => ({
  payload: JSON.stringify(payload),
  headers: { 'content-type': 'application/json' },
});
const post = (payload: unknown) => ctx().api({ method: 'POST', url: '/api/crops', ...asJson(payload) });
const put = (id: number | string, payload: unknown) =>
  ctx().api({ method: 'PUT', url: `/api/crops/${id}`, ...asJson(payload) });
const del = (id: number | string) => ctx().api({ method: 'DELETE', url: `/api/crops/${id}` });
const list = async () => (await ctx().api({ method: 'GET', url: '/api/crops' })).json<Crop[]>();
const stored = async (id: number) => (await ctx().db.select().from(crops).where(eq(crops.id, id)))[0];
const paths = (body: { errors?: { path: string }[] }) => (body.errors ?? []).map((e) => e.path);

async function addPurchase(db: Db, cropId: number) {
  const farmer = await makeFarmer(db);
  await db.insert(purchases).values({
    partyId: farmer.id,
    cropId,
    quantity: '1.000',
    rate: '10.00',
    totalAmount: '10.00',
    netPayable: '10.00',
    expenseAmount: '0.00',
    finalAmount: '10.00',
    purchaseDate: '2025-01-01',
  });
}

async function addSale(db: Db, cropId: number) {
  const trader = await makeTrader(db);
  await db.insert(sales).values({
    partyId: trader.id,
    cropId,
    quantity: '1.000',
    rate: '10.00',
    totalAmount: '10.00',
    billAmount: '10.00',
    costAmount: '5.00',
    saleDate: '2025-01-01',
  });
}

describe('GET /api/crops', () => {
  it('lists crops by name ignoring case, then by id', async () => {
    const b = await makeCrop(ctx().db, { name: 'order-test Bajra' });
    const a = await makeCrop(ctx().db, { name: 'Order-test arhar' });

    const ids = (await list()).filter((c) => c.name.toLowerCase().startsWith('order-test')).map((c) => c.id);

    expect(ids).toEqual([a.id, b.id]);
  });

  it('returns every field of a crop', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Listed Jowar', unit: 'kg', basePrice: '35.5' });

    const found = (await list()).find((c) => c.id === crop.id);

    expect(found).toEqual({
      id: crop.id,
      name: 'Listed Jowar',
      unit: 'kg',
      basePrice: '35.50',
      createdAt: crop.createdAt.toISOString(),
      createdBy: null,
    });
  });
});

describe('POST /api/crops', () => {
  it('creates a crop and answers 201 with the stored record', async () => {
    const res = await post({ name: '  Wheat  ', unit: 'ton', basePrice: '2150.5' });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Wheat',
      unit: 'ton',
      basePrice: '2150.50',
      createdAt: expect.any(String),
      createdBy: ctx().userId,
    });
  });

  it.each([undefined, '', null])('defaults the unit to quintal when it is %j', async (unit) => {
    const res = await post({ name: `Default unit ${String(unit)}`, unit });

    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ unit: 'quintal', basePrice: null });
  });

  it('accepts a base price of 0 and a number', async () => {
    const zero = await post({ name: 'Free Sample', basePrice: 0 });
    const num = await post({ name: 'Numbered Price', basePrice: 1999.99 });

    expect(zero.json().basePrice).toBe('0.00');
    expect(num.json().basePrice).toBe('1999.99');
  });

  it('answers 409 for a name that exists, ignoring case', async () => {
    await makeCrop(ctx().db, { name: 'Mustard' });

    const res = await post({ name: 'MUSTARD', unit: 'quintal' });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A crop named "Mustard" already exists');
    expect(paths(res.json())).toEqual(['name']);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(201) }],
    ['unit', { name: 'Bad Unit', unit: 'litre' }],
    ['basePrice', { name: 'Negative', basePrice: -1 }],
    ['basePrice', { name: 'Text Price', basePrice: 'abc' }],
    ['basePrice', { name: 'Three Decimals', basePrice: '1.234' }],
    ['basePrice', { name: 'Huge', basePrice: '99999999999999999999' }],
    ['basePrice', { name: 'Exponent', basePrice: '1e5' }],
  ])('answers 400 on %s for %j', async (path, body) => {
    const res = await post(body);

    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual([path]);
  });
});

describe('PUT /api/crops/:id', () => {
  it('updates the crop, sets updatedAt and answers 200 with the record', async () => {
    const crop = await makeCrop(ctx().db, { name: 'Old Gram', updatedAt: new Date('2020-01-01T00:00:00Z') });

    const res = await put(crop.id, { name: 'Chana', unit: 'kg', basePrice: '55' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: crop.id, name: 'Chana', unit: 'kg', basePrice: '55.00' });
    expect((await stored(crop.id))!.updatedAt.getTime()).toBeGreaterThan(new Date('2020-01-02').getTime());
  });

  it('lets a crop keep its own name in another case', async () => {
    const crop = await makeCrop(ctx().db, { name: 'soybean' });

    const res = await put(crop.id, { name: 'Soybean', unit: 'quintal' });

    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Soybean');
  });

  it('clears the base price when it is left out', async () => {
    const crop = await makeCrop(ctx().db, { basePrice: '100.00' });

    const res = await put(crop.id, { name: crop.name, unit: 'quintal' });

    expect(res.json().basePrice).toBeNull();
  });

  it("answers 409 when renamed to another crop's name", async () => {
    await makeCrop(ctx().db, { name: 'Groundnut' });
    const crop = await makeCrop(ctx().db);

    const res = await put(crop.id, { name: 'groundnut', unit: 'quintal' });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A crop named "Groundnut" already exists');
  });

  it('refuses with 409 to change the unit of a crop that purchases, sales or stock use', async () => {
    const crop = await makeCrop(ctx().db, { unit: 'quintal' });
    await addPurchase(ctx().db, crop.id);
    await addPurchase(ctx().db, crop.id);
    await addSale(ctx().db, crop.id);
    await ctx().db.insert(inventory).values({ cropId: crop.id });

    const res = await put(crop.id, { name: crop.name, unit: 'kg' });

    expect(res.statusCode).toBe(409);
    const message =
      'This crop is used by 2 purchases, 1 sale and 1 stock record, whose quantities are in quintals, so its unit cannot change';
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toEqual([
      { path: 'unit', message, key: 'crops.unitInUse', params: expect.any(Object) },
    ]);
    expect((await stored(crop.id))?.unit).toBe('quintal');
  });

  it.each([
    ['a purchase', 'ton', (cropId: number) => addPurchase(ctx().db, cropId), '1 purchase', 'tons'],
    ['a sale', 'kg', (cropId: number) => addSale(ctx().db, cropId), '1 sale', 'kg'],
    [
      'a stock record alone',
      'quintal',
      async (cropId: number) => {
        await ctx().db.insert(inventory).values({ cropId });
      },
      '1 stock record',
      'quintals',
    ],
  ] as const)('refuses with 409 when only %s uses the crop', async (_label, unit, use, uses, unitPlural) => {
    const crop = await makeCrop(ctx().db, { unit });
    await use(crop.id);

    const res = await put(crop.id, { name: crop.name, unit: unit === 'kg' ? 'ton' : 'kg' });

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `This crop is used by ${uses}, whose quantities are in ${unitPlural}, so its unit cannot change`,
    );
  });

  it('lets a used crop be renamed and repriced while its unit stays', async () => {
    const crop = await makeCrop(ctx().db, { unit: 'kg' });
    await addPurchase(ctx().db, crop.id);

    const res = await put(crop.id, { name: 'Renamed crop', unit: 'kg', basePrice: '55.50' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed crop', unit: 'kg', basePrice: '55.50' });
  });

  it('changes the unit of a crop nothing uses yet', async () => {
    const crop = await makeCrop(ctx().db, { unit: 'quintal' });

    const res = await put(crop.id, { name: crop.name, unit: 'ton' });

    expect(res.statusCode).toBe(200);
    expect(res.json().unit).toBe('ton');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await put(987654, { name: 'Nothing', unit: 'kg' });

    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Crop not found');
  });

  it('answers 400 with field errors for an invalid body', async () => {
    const crop = await makeCrop(ctx().db);

    const res = await put(crop.id, { name: crop.name, basePrice: -5 });

    expect(res.statusCode).toBe(400);
    expect(paths(res.json())).toEqual(['basePrice']);
  });
});

describe('DELETE /api/crops/:id', () => {
  it('deletes an unused crop and answers 204', async () => {
    const crop = await makeCrop(ctx().db);

    const res = await del(crop.id);

    expect(res.statusCode).toBe(204);
    expect(await stored(crop.id)).toBeUndefined();
  });

  it('accepts a JSON content type with no body, as many clients send on DELETE', async () => {
    const crop = await makeCrop(ctx().db);

    const res = await ctx().api({
      method: 'DELETE',
      url: `/api/crops/${crop.id}`,
      headers: { 'content-type': 'application/json' },
    });

    expect(res.statusCode).toBe(204);
    expect(await stored(crop.id)).toBeUndefined();
  });

  it('refuses with 409 when purchases, sales or stock use the crop', async () => {
    const crop = await makeCrop(ctx().db);
    await addPurchase(ctx().db, crop.id);
    await addPurchase(ctx().db, crop.id);
    await addSale(ctx().db, crop.id);
    await ctx().db.insert(inventory).values({ cropId: crop.id, qualityGrade: 'A' });

    const res = await del(crop.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This crop is used by 2 purchases, 1 sale and 1 stock record and cannot be deleted',
    );
    expect(await stored(crop.id)).toBeDefined();
  });

  it('refuses with 409 when only a stock record uses the crop', async () => {
    const crop = await makeCrop(ctx().db);
    await ctx().db.insert(inventory).values({ cropId: crop.id });

    const res = await del(crop.id);

    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This crop is used by 1 stock record and cannot be deleted');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await del(987654);

    expect(res.statusCode).toBe(404);
  });
});

describe('crops without a sign-in', () => {
  it.each([
    ['GET', '/api/crops'],
    ['POST', '/api/crops'],
    ['PUT', '/api/crops/1'],
    ['DELETE', '/api/crops/1'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await ctx().app.inject({
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? { name: 'X' } : undefined,
    });

    expect(res.statusCode).toBe(401);
  });
});

describe('crops with hostile input', () => {
  const invalidBodies: unknown[] = [
    [],
    'just a string',
    null,
    { name: 12345 },
    { name: ['Wheat'] },
    { name: { toString: 'Wheat' } },
    { name: 'x'.repeat(10_000) },
    { name: 'Nul\u0000Byte' },
    { name: 'A', unit: ['kg'] },
    { name: 'A', unit: 'kg; DROP TABLE crops' },
    { name: 'A', basePrice: 1e308 },
    { name: 'A', basePrice: '9'.repeat(10_000) },
    { name: 'A', basePrice: [1] },
    { name: 'A', basePrice: { value: 1 } },
    { name: 'A', basePrice: true },
    { name: 'A', basePrice: 'NaN' },
    { name: 'A', basePrice: 'Infinity' },
  ];

  it.each(invalidBodies.map((b) => [JSON.stringify(b).slice(0, 60), b]))(
    'POST %s answers 400',
    async (_, body) => {
      const res = await post(body);

      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );

  it.each(invalidBodies.map((b) => [JSON.stringify(b).slice(0, 60), b]))(
    'PUT %s answers 400',
    async (_, body) => {
      const crop = await makeCrop(ctx().db);

      const res = await put(crop.id, body);

      expect(res.statusCode).toBe(400);
    },
  );

  it.each(['99999999999', '0'])('answers 404 for the path id %s, which no row can have', async (id) => {
    expect((await put(id, { name: 'A' })).statusCode).toBe(404);
    expect((await del(id)).statusCode).toBe(404);
  });

  it.each(['abc', '-1', '007', '1.5', "1'%20OR%201=1", '%00'])(
    'answers 400 for the path id %s',
    async (id) => {
      const putRes = await put(id, { name: 'A' });
      const delRes = await del(id);

      expect(putRes.statusCode).toBe(400);
      expect(delRes.statusCode).toBe(400);
    },
  );

  it('stores SQL-looking names verbatim', async () => {
    const name = `Wheat'); DELETE FROM crops; --`;

    const res = await post({ name });

    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name);
  });
});
