import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite, queryRows } from './client';
import {
  createDurablePglite,
  durablePglite,
  durableStartParams,
  fsyncTree,
  PGLITE_SHARED_BUFFERS,
  pgliteFsyncOff,
} from './pglite-durability';
import { sql } from 'drizzle-orm';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-durability-test-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('durable PGlite start-up parameters', () => {
  it("are PGlite's own without -F (fsync off), with fsync on a sync method emscripten does not stub", () => {
    const params = durableStartParams();
    expect(params[0]).toBe('--single');
    expect(params).not.toContain('-F');
    // What ADR 0007 found: PGlite itself turns fsync off. If an upgrade changes this, re-read the ADR.
    expect(PGlite.defaultStartParams).toContain('-F');
    expect(params.join(' ')).toContain('-c fsync=on -c synchronous_commit=on -c wal_sync_method=fsync');
  });

  it('refuse a data directory that is not on disk', () => {
    expect(() => durablePglite('memory://x')).toThrow(/Not a directory on disk/);
    expect(() => durablePglite('idb://x')).toThrow(/Not a directory on disk/);
  });
});

describe('a durable PGlite data directory', () => {
  it('fsyncs once per committed write before the commit resolves, never for a read, and keeps the data', async () => {
    const dir = tempDir();
    const durable = durablePglite(dir);
    const client = await PGlite.create(durable.options);
    try {
      await durable.afterOpen(client);
      await client.exec('CREATE TABLE t (id integer PRIMARY KEY)');

      for (let id = 1; id <= 5; id++) {
        const before = durable.stats.fsyncs;
        await client.transaction(async (tx) => {
          await tx.query('INSERT INTO t (id) VALUES ($1)', [id]);
        });
        // Postgres fsyncs its WAL inside COMMIT, which runs synchronously in the query that resolved.
        expect(durable.stats.fsyncs - before).toBe(1);
      }

      const before = durable.stats.fsyncs;
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
      expect(rows[0]!.n).toBe(5);
      expect(durable.stats.fsyncs).toBe(before);
      // Its page cache is ours, not PGlite's 128MB (docs/decisions/0005-performance.md).
      const cache = await client.query<{ size: string }>(`SELECT current_setting('shared_buffers') AS size`);
      expect(cache.rows[0]!.size).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await client.close();
    }

    // Reopened with another page cache (PGLITE_SHARED_BUFFERS): a start parameter, not written to the directory.
    const reopened = await createDurablePglite(dir, {}, '16MB');
    try {
      const { rows } = await reopened.query<{ n: number }>('SELECT count(*)::int AS n FROM t');
      expect(rows[0]!.n).toBe(5);
      const cache = await reopened.query<{ size: string }>(
        `SELECT current_setting('shared_buffers') AS size`,
      );
      expect(cache.rows[0]!.size).toBe('16MB');
    } finally {
      await reopened.close();
    }
  }, 120_000); // a fresh cluster (initdb) and a reopen: slow on a busy machine
});

describe('PGLITE_FSYNC=off, for the throw-away databases of the browser tests', () => {
  it('is asked for only by the exact word', () => {
    expect(pgliteFsyncOff({ PGLITE_FSYNC: 'off' })).toBe(true);
    expect(pgliteFsyncOff({})).toBe(false);
    expect(pgliteFsyncOff({ PGLITE_FSYNC: 'on' })).toBe(false);
    expect(pgliteFsyncOff({ PGLITE_FSYNC: 'OFF ' })).toBe(false);
  });

  it('opens a data directory without fsync when set, and durable when not', async () => {
    const fsyncSetting = async (env: string | undefined) => {
      const before = process.env.PGLITE_FSYNC;
      if (env === undefined) delete process.env.PGLITE_FSYNC;
      else process.env.PGLITE_FSYNC = env;
      try {
        const database = await openPglite(tempDir());
        try {
          const rows = await queryRows<{ fsync: string; size: string }>(
            database.db,
            sql`SELECT current_setting('fsync') AS fsync, current_setting('shared_buffers') AS size`,
          );
          return rows[0];
        } finally {
          await database.close();
        }
      } finally {
        if (before === undefined) delete process.env.PGLITE_FSYNC;
        else process.env.PGLITE_FSYNC = before;
      }
    };
    expect(await fsyncSetting('off')).toEqual({ fsync: 'off', size: PGLITE_SHARED_BUFFERS });
    expect(await fsyncSetting(undefined)).toEqual({ fsync: 'on', size: PGLITE_SHARED_BUFFERS });
  }, 120_000); // two fresh clusters: slow on a busy machine
});

describe('fsyncTree', () => {
  it('fsyncs every file and directory under a directory', () => {
    const dir = tempDir();
    fs.mkdirSync(path.join(dir, 'a', 'b'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'a', 'one'), '1');
    fs.writeFileSync(path.join(dir, 'a', 'b', 'two'), '2');
    // dir, a, a/b, a/one, a/b/two
    expect(fsyncTree(dir)).toBe(5);
  });
});
