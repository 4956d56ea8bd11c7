import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { useTestContext } from '../test/test-app';
import { cursorBatches } from './export-cursor';

// The export's cursor reader (docs/api-conventions.md#exports) on the engine under test (PGlite, or PostgreSQL
// with TEST_DATABASE_URL): batches in order, the cursor closed however the reading ends.

const ctx = useTestContext();

const numbers = (n: number) => sql`select g::text as n from generate_series(1, ${n}::int) g order by g`;

/**
 * What an export could leave behind: a held cursor (PGlite, whose one session every query shares; the unnamed
 * portal of this very query is left out) or a connection not given back to the pool (PostgreSQL).
 */
async function leftOpen() {
  const cursors = await queryRows<{ name: string }>(
    ctx().db,
    sql`select name from pg_cursors where name <> ''`,
  );
  const pool = ctx().database.pool;
  return {
    cursors: cursors.map((r) => r.name),
    connectionsInUse: pool ? pool.totalCount - pool.idleCount : 0,
  };
}
const nothingOpen = { cursors: [], connectionsInUse: 0 };

async function read(gen: AsyncIterable<Array<Record<string, unknown>>>) {
  const batches: string[][] = [];
  for await (const batch of gen) batches.push(batch.map((r) => String(r.n)));
  return batches;
}

describe('cursorBatches', () => {
  it('gives every row once, in order, a batch at a time, with parameters bound', async () => {
    const batches = await read(cursorBatches(ctx().db, numbers(10), 4));
    expect(batches).toEqual([
      ['1', '2', '3', '4'],
      ['5', '6', '7', '8'],
      ['9', '10'],
    ]);
    expect(await read(cursorBatches(ctx().db, numbers(8), 4))).toHaveLength(2);
    expect(await read(cursorBatches(ctx().db, numbers(0), 4))).toEqual([]);
    expect(await leftOpen()).toEqual(nothingOpen);
  });

  it('closes the cursor when the reader stops early, and other queries run between the batches', async () => {
    const gen = cursorBatches(ctx().db, numbers(100), 10);
    const first = await gen.next();
    expect(first.done).toBe(false);
    // A request of someone else's while the export waits for its client: it is not held up.
    const [other] = await queryRows<{ x: number }>(ctx().db, sql`select 41 + 1 as x`);
    expect(Number(other!.x)).toBe(42);
    await gen.return(undefined);
    expect(await leftOpen()).toEqual(nothingOpen);
  });

  it('runs two exports at once without mixing their rows', async () => {
    const a = cursorBatches(ctx().db, numbers(30), 7);
    const b = cursorBatches(
      ctx().db,
      sql`select (g * 100)::text as n from generate_series(1, 30) g order by g`,
      7,
    );
    const [ra, rb] = await Promise.all([read(a), read(b)]);
    expect(ra.flat()).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 1)));
    expect(rb.flat()).toEqual(Array.from({ length: 30 }, (_, i) => String((i + 1) * 100)));
    expect(await leftOpen()).toEqual(nothingOpen);
  });

  it('rejects on a failing statement and leaves nothing open', async () => {
    await expect(
      read(cursorBatches(ctx().db, sql`select 1 / (g - 5) as n from generate_series(1, 10) g`, 2)),
    ).rejects.toThrow(/division by zero/);
    expect(await leftOpen()).toEqual(nothingOpen);
    const [row] = await queryRows<{ x: number }>(ctx().db, sql`select 1 as x`);
    expect(Number(row!.x)).toBe(1);
  });
});
