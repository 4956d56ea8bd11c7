import Fastify, { type FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeCrop, makeFarmer, makeState } from '../test/factories';
import { useTestContext } from '../test/test-app';
import { english } from '../../common/messages';
import { camelCase, databaseError, registerErrorHandler, type DatabaseErrorAnswer } from './error-handler';

/** An answer with its message in English, as the handler sends it. */
function said(answer: DatabaseErrorAnswer | undefined) {
  if (!answer) return answer;
  const { text, ...rest } = answer;
  return { ...rest, message: english(text) };
}

// Some tests write bare rows to provoke the database errors the handler maps, books or not.
const ctx = useTestContext({ checkBooks: false });

/** The error a statement raises, as the driver (PGlite or pg, wrapped by drizzle) delivers it. */
async function raised(query: SQL): Promise<unknown> {
  try {
    await ctx().db.execute(query);
  } catch (err) {
    return err;
  }
  throw new Error('the statement ran');
}

describe('databaseError: foreign-key violations', () => {
  it('answers 400 with a field error when an insert names a row that does not exist', async () => {
    const crop = await makeCrop(ctx().db);
    const error = await raised(
      sql`insert into purchases (party_id, crop_id, quantity, rate, total_amount, net_payable, expense_amount, final_amount,
          purchase_date)
        values (987654, ${crop.id}, 1, 1, 1, 1, 0, 1, '2025-01-01')`,
    );

    expect(said(databaseError(error))).toEqual({
      status: 400,
      message: 'Invalid input: partyId: The chosen record does not exist',
      code: 'UNKNOWN_REFERENCE',
      errors: [
        { path: 'partyId', message: 'The chosen record does not exist', key: 'requests.chosenRecordMissing' },
      ],
    });
  });

  it('names the first column of a composite key: the city of parties_city_in_state_fk', async () => {
    const state = await makeState(ctx().db);
    const farmer = await makeFarmer(ctx().db);

    const error = await raised(
      sql`update parties set state_id = ${state.id}, city_id = 987654 where id = ${farmer.id}`,
    );

    expect(databaseError(error)).toMatchObject({ status: 400, errors: [{ path: 'cityId' }] });
  });

  it('keeps 409 when a delete would leave rows referring to a missing one', async () => {
    const farmer = await makeFarmer(ctx().db);
    await ctx().db.execute(
      sql`insert into ledger_entries (party_id, transaction_type, transaction_date, description, debit)
        values (${farmer.id}, 'other', '2025-01-01', 'Opening balance', 1)`,
    );

    const error = await raised(sql`delete from parties where id = ${farmer.id}`);

    expect(said(databaseError(error))).toEqual({
      status: 409,
      message: 'This record is referred to by other records',
      code: 'IN_USE',
    });
  });

  it('reads the detail of an unwrapped error too, and falls back to the message without one', () => {
    expect(
      databaseError({ code: '23503', detail: 'Key (sale_id)=(5) is not present in table "sales".' }),
    ).toMatchObject({ status: 400, errors: [{ path: 'saleId' }] });
    expect(
      said(
        databaseError({
          code: '23503',
          message: 'insert or update on table "expenses" violates foreign key constraint "x"',
        }),
      ),
    ).toEqual({ status: 400, message: 'A chosen record does not exist', code: 'UNKNOWN_REFERENCE' });
    expect(databaseError({ code: '23503' })).toMatchObject({ status: 409, code: 'IN_USE' });
  });
});

describe('databaseError: the append-only books', () => {
  it('answers a generic 500 (to be logged) when the trigger refuses a rewrite', async () => {
    await makeFarmer(ctx().db);
    const error = await raised(sql`delete from ledger_entries`);

    const answer = databaseError(error);

    expect(said(answer)).toMatchObject({ status: 500, message: 'Internal server error' });
    expect(answer?.log).toEqual(expect.any(String));
  });

  it('leaves other raised exceptions to the generic 500 path', () => {
    expect(databaseError({ code: 'P0001', message: 'something else' })).toBeUndefined();
  });
});

describe('camelCase', () => {
  it.each([
    ['party_id', 'partyId'],
    ['crop_id', 'cropId'],
    ['state_id', 'stateId'],
    ['purchase_id', 'purchaseId'],
    ['id', 'id'],
  ])('%s → %s', (column, field) => {
    expect(camelCase(column)).toBe(field);
  });
});

describe('the error handler', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: {
        level: 'error',
        stream: { write: (line: string) => void logged.push(JSON.parse(line)) },
      },
    });
    registerErrorHandler(app);
    app.get('/zod', () =>
      z.object({ email: z.email(), items: z.array(z.number()) }).parse({ email: 'x', items: ['a'] }),
    );
    app.get('/fk-insert', () => {
      throw Object.assign(new Error('Failed query'), {
        cause: {
          code: '23503',
          detail: 'Key (crop_id)=(42) is not present in table "crops".',
          message:
            'insert or update on table "sales" violates foreign key constraint "sales_crop_id_crops_id_fk"',
        },
      });
    });
    app.get('/fk-delete', () => {
      throw Object.assign(new Error('Failed query'), {
        cause: { code: '23503', detail: 'Key (id)=(1) is still referenced from table "cities".' },
      });
    });
    app.get('/books', () => {
      throw Object.assign(new Error('Failed query: delete from "ledger_entries"'), {
        cause: { code: 'P0001', message: 'append-only books: DELETE on ledger_entries is refused' },
      });
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers a ZodError thrown by a service with 400 and field errors', async () => {
    const res = await app.inject({ method: 'GET', url: '/zod' });

    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toMatch(/^Invalid input: email: /);
    expect(body.errors).toEqual([
      { path: 'email', message: expect.any(String) },
      { path: 'items.0', message: expect.any(String) },
    ]);
  });

  it('answers a foreign-key violation of an insert with 400 on the field', async () => {
    const res = await app.inject({ method: 'GET', url: '/fk-insert' });

    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_REFERENCE', errors: [{ path: 'cropId' }] });
    expect(res.body).not.toContain('sales_crop_id');
  });

  it('answers a foreign-key violation of a delete with 409', async () => {
    const res = await app.inject({ method: 'GET', url: '/fk-delete' });

    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('IN_USE');
  });

  it('answers a refused rewrite of the books with a bare 500 and logs it', async () => {
    const res = await app.inject({ method: 'GET', url: '/books' });

    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', key: 'requests.internal' });
    expect(logged).toContainEqual(
      expect.objectContaining({ msg: 'attempt to rewrite the append-only books' }),
    );
  });
});
