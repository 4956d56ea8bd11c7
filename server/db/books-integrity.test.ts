import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makeCrop, makeFarmer, makePurchase, makeSale } from '../test/factories';
import { useTestContext } from '../test/test-app';
import { queryRows } from './client';

// Migration 0001: the books are append-only and their rows keep their shape even when written by
// hand, past the services (docs/posting.md#append-only-books).

// Rows are written by hand here, past the posting functions, to see what the database itself accepts: the
// reconciliations of the books do not apply.
const ctx = useTestContext({ checkBooks: false });

/** The database's own error (drizzle wraps it as `cause`), or undefined when the statement ran. */
async function dbError(
  query: SQL,
): Promise<{ code?: string; message: string; constraint?: string } | undefined> {
  try {
    await ctx().db.execute(query);
    return undefined;
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause ?? err;
    return cause as { code?: string; message: string; constraint?: string };
  }
}

async function count(table: 'ledger_entries' | 'stock_movements'): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    ctx().db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row!.n;
}

describe('append-only books', () => {
  it.each(['ledger_entries', 'stock_movements'] as const)(
    'refuses UPDATE, DELETE and TRUNCATE on %s',
    async (table) => {
      await makeSale(ctx().db, { paymentStatus: 'paid' });
      const before = await count(table);
      const t = sql.identifier(table);

      const attempts = [
        sql`update ${t} set created_by = null`,
        sql`update ${t} set created_by = null where id = -1`, // refused even when it would touch no row
        sql`delete from ${t}`,
        sql`delete from ${t} where id = (select max(id) from ${t})`,
        sql`truncate ${t}`,
      ];
      for (const attempt of attempts) {
        const error = await dbError(attempt);
        // Since migration 0003 payments refer to ledger entries, so PostgreSQL refuses TRUNCATE on
        // ledger_entries for that reason before the trigger runs: refused all the same.
        expect(error?.message).toMatch(
          /^(append-only books: (UPDATE|DELETE|TRUNCATE) on \w+ is refused|cannot truncate a table referenced in a foreign key constraint)$/,
        );
        if (error?.message.startsWith('append-only')) expect(error.message).toContain(table);
      }
      expect(await count(table)).toBe(before);
    },
  );

  it('still accepts new rows: postings keep working', async () => {
    const before = { ledger: await count('ledger_entries'), movements: await count('stock_movements') };

    await makeSale(ctx().db, { paymentStatus: 'paid' }); // a purchase, then a sale with its payment

    expect(await count('ledger_entries')).toBe(before.ledger + 3);
    expect(await count('stock_movements')).toBe(before.movements + 2);
  });
});

describe('shape of book rows', () => {
  async function bucketId(): Promise<number> {
    const purchase = await makePurchase(ctx().db);
    const [row] = await queryRows<{ id: number }>(
      ctx().db,
      sql`select inventory_id as id from stock_movements where source_type = 'purchase' and source_id = ${purchase.id}`,
    );
    return row!.id;
  }

  const movement = (inventoryId: number, qIn: string, qOut: string, vIn: string, vOut: string) =>
    sql`insert into stock_movements (inventory_id, movement_date, source_type, source_id, quantity_in, quantity_out, value_in, value_out)
      values (${inventoryId}, '2025-04-01', 'purchase', 1, ${qIn}, ${qOut}, ${vIn}, ${vOut})`;

  it.each([
    ['a negative quantity in', '-1', '0', '0', '0', 'stock_movements_amounts_ck'],
    ['a negative value out', '0', '1', '0', '-5', 'stock_movements_amounts_ck'],
    ['nothing at all', '0', '0', '0', '0', 'stock_movements_direction_ck'],
    ['quantity in and out at once', '1', '1', '10', '0', 'stock_movements_direction_ck'],
    ['value in with quantity out', '0', '1', '10', '0', 'stock_movements_direction_ck'],
    ['value alone out', '0', '0', '0', '5', 'stock_movements_direction_ck'],
    ['value alone in', '0', '0', '5', '0', 'stock_movements_direction_ck'],
  ])('refuses a stock movement with %s', async (_label, qIn, qOut, vIn, vOut, constraint) => {
    const error = await dbError(movement(await bucketId(), qIn, qOut, vIn, vOut));

    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it.each([
    ['stock and value in', '1', '0', '10', '0'],
    ['stock out at no value (a sale from a bucket that holds none)', '0', '1', '0', '0'],
    ['stock and value out', '0', '2', '0', '20'],
  ])('accepts a stock movement with %s', async (_label, qIn, qOut, vIn, vOut) => {
    expect(await dbError(movement(await bucketId(), qIn, qOut, vIn, vOut))).toBeUndefined();
  });

  it.each([
    ['debit and credit both 0', '0', '0', 'ledger_entries_nonzero_ck'],
    ['a negative credit', '10', '-1', 'ledger_entries_amounts_ck'],
  ])('refuses a ledger entry with %s', async (_label, debit, credit, constraint) => {
    const farmer = await makeFarmer(ctx().db);

    const error = await dbError(
      sql`insert into ledger_entries (party_id, transaction_type, transaction_date, description, debit, credit)
        values (${farmer.id}, 'other', '2025-04-01', 'hand-written', ${debit}, ${credit})`,
    );

    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('refuses a stock bucket that holds value without stock', async () => {
    const crop = await makeCrop(ctx().db);

    const error = await dbError(
      sql`insert into inventory (crop_id, current_stock, total_value) values (${crop.id}, 0, 100)`,
    );

    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('inventory_value_needs_stock_ck');
  });

  it('lets a sale empty a bucket: stock and value reach 0 together', async () => {
    const crop = await makeCrop(ctx().db);
    await makePurchase(ctx().db, { cropId: crop.id, quantity: '3', rate: '333.33' });

    await makeSale(ctx().db, { cropId: crop.id, quantity: '3' });

    const [bucket] = await queryRows<{ current_stock: string; total_value: string }>(
      ctx().db,
      sql`select current_stock, total_value from inventory where crop_id = ${crop.id}`,
    );
    expect(bucket).toEqual({ current_stock: '0.000', total_value: '0.00' });
  });
});
