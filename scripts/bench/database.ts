// A throw-away database for the bench: a temporary PGlite directory, or a fresh database on the
// PostgreSQL server of BENCH_DATABASE_URL (created here, dropped afterwards).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../server/db/client';
import { withDatabase } from '../../server/test/pg-url';

export interface BenchDatabase {
  database: Database;
  where: string;
  /** The connection string of the bench database (PostgreSQL only), for pgbench. */
  url?: string;
  name?: string;
  /** The data directory (PGlite only), for the bundled server of BENCH_WORKERS=1. */
  dataDir?: string;
  dispose(): Promise<void>;
}

export async function createBenchDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  if (!serverUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-bench-'));
    const removeDir = () => fs.rmSync(dir, { recursive: true, force: true });
    let database: Database;
    try {
      database = await openPglite(dir);
    } catch (err) {
      removeDir();
      throw err;
    }
    return {
      database,
      dataDir: dir,
      where: `PGlite in ${dir}`,
      dispose: async () => {
        await database.close().catch(() => undefined);
        if (process.env.BENCH_KEEP_DATABASE === '1') console.log(`Kept the PGlite directory ${dir}`);
        else removeDir();
      },
    };
  }

  const name = `mandibook_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = withDatabase(serverUrl, name);
  // The app's pool (10 connections): the loader's workers and the measured requests share it.
  const database = openPostgres(url);
  const server = new URL(serverUrl);
  return {
    database,
    url,
    name,
    where: `PostgreSQL ${server.host}, database ${name}`,
    dispose: async () => {
      await database.close().catch(() => undefined);
      if (process.env.BENCH_KEEP_DATABASE === '1') return;
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}
