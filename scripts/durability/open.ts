// Shared by the durability scripts (ADR 0007): opens PGlite on a directory in one of three modes.
//   plain          PGlite as it comes (fsync=off, syncs are no-ops): what MandiBook ran before ADR 0007.
//   durable        server/db/pglite-durability.ts: postgres fsyncs the WAL before COMMIT returns.
//   wal-fdatasync  plain, plus an fdatasync of the current WAL segment from outside after each commit
//                  (the alternative ADR 0007 rejects; here to compare its cost).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durablePglite } from '../../server/db/pglite-durability';

export const MODES = ['plain', 'durable', 'wal-fdatasync'] as const;
export type Mode = (typeof MODES)[number];

export function parseMode(value: string | undefined): Mode {
  const mode = (value ?? 'plain') as Mode;
  if (!MODES.includes(mode)) throw new Error(`mode must be one of ${MODES.join(', ')}`);
  return mode;
}

export interface Opened {
  client: PGlite;
  /** Runs one transaction inserting `id`; resolves once PGlite (and the mode's sync) acknowledged it. */
  insert(id: number): Promise<void>;
  /** fsyncs postgres asked for (durable mode only). */
  fsyncs(): number;
}

export async function openMode(dir: string, mode: Mode): Promise<Opened> {
  let fsyncs = () => 0;
  let client: PGlite;
  if (mode === 'durable') {
    const durable = durablePglite(dir);
    client = await PGlite.create(durable.options);
    await durable.afterOpen(client);
    fsyncs = () => durable.stats.fsyncs;
  } else {
    client = await PGlite.create(dir);
  }
  await client.exec('CREATE TABLE IF NOT EXISTS acked (id integer PRIMARY KEY, note text NOT NULL)');

  const walDir = path.join(dir, 'pg_wal');
  const walFsync = async () => {
    const { rows } = await client.query<{ f: string }>(
      'SELECT pg_walfile_name(pg_current_wal_insert_lsn()) AS f',
    );
    const fd = fs.openSync(path.join(walDir, rows[0]!.f), 'r+');
    try {
      fs.fdatasyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  };

  return {
    client,
    fsyncs: () => fsyncs(),
    async insert(id) {
      await client.transaction(async (tx) => {
        await tx.query('INSERT INTO acked (id, note) VALUES ($1, $2)', [id, `sale ${id}`]);
      });
      if (mode === 'wal-fdatasync') await walFsync();
    },
  };
}
