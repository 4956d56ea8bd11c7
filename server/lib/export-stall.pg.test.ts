// Exports and slow readers (docs/operations.md): clients that start a download and stop reading must never
// take every pooled connection from the other requests.
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres, queryRows, type Database } from '../db/client';
import { makeCrop, makeFarmer } from '../test/factories';
import { TEST_ADMIN, useTestContext } from '../test/test-app';
import { unzip } from '../test/xlsx-reader';
import { exportLimit } from './list-export';

// The purchases are written straight into their table (40,000 through the API would take minutes): the books
// are not what this file tests, so their after-test check is off.
const ctx = useTestContext({ checkBooks: false });
// 40,000 rows (about 4.5 MB of CSV, 2.3 MB as a workbook, which compresses them; the slip numbers are hashes so
// that it cannot compress them much): more than the socket buffers between two local processes hold, so a
// client that stops reading stalls the export with its cursor open (5,000 rows of CSV fit in them here; the
// hostile client of 2026-11-27 had shrunk its receive buffer to get the same).
const ROWS = 40_000;
const STALL_MS = 3_000;
const POOL_SIZE = 10;

interface Download {
  socket: net.Socket;
  status: Promise<number>;
  head: Promise<string>;
}

/** A client that asks for the export, reads the first chunk of the answer and then stops reading. */
function stalledDownload(port: number, token: string, format: 'csv' | 'xlsx'): Download {
  const socket = net.connect(port, '127.0.0.1');
  let resolveHead: (text: string) => void = () => undefined;
  const head = new Promise<string>((resolve) => (resolveHead = resolve));
  socket.once('data', (chunk: Buffer) => {
    socket.pause(); // from here on nothing is read: the kernel's buffers fill and the server must wait
    resolveHead(chunk.toString('latin1'));
  });
  socket.on('error', () => undefined);
  socket.write(
    `GET /api/purchases/export?format=${format} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n\r\n`,
  );
  return { socket, head, status: head.then((text) => Number(text.slice(9, 12))) };
}

describe('exports that are never read', () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let base: string;
  let port: number;
  let token: string;

  beforeAll(async () => {
    const c = ctx();
    const farmer = await makeFarmer(c.db, { name: 'Stalled Export Farmer' });
    const crop = await makeCrop(c.db, { name: 'Stalled Export Wheat' });
    await c.db.transaction(async (tx) => {
      // Without the triggers that keep the figures beside the books (a row at a time, minutes for these).
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        insert into purchases (party_id, crop_id, quantity, rate, total_amount, net_payable, expense_amount,
                               final_amount, purchase_date, document_number)
        select ${farmer.id}, ${crop.id}, 10 + g % 90, 2150.50, (10 + g % 90) * 2150.50, (10 + g % 90) * 2150.50,
               0, (10 + g % 90) * 2150.50, date '2024-04-01' + (g % 300), 'P/' || md5(g::text)
        from generate_series(1, ${ROWS}::int) g`);
    });
    database = openPostgres(c.database.url!, {
      limits: { connectTimeoutMs: 1_000, poolSize: POOL_SIZE },
      onPoolError: () => undefined,
    });
    app = await buildApp({
      db: database.db,
      config: loadConfig({
        LOG_LEVEL: 'silent',
        WEB_DIST: '.tmp/none',
        DB_POOL_SIZE: String(POOL_SIZE),
        EXPORT_STALL_TIMEOUT_MS: String(STALL_MS),
      }),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    token = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json<{
      token: string;
    }>().token;
  }, 120_000);
  // A test that fails half-way leaves no stalled client to the next.
  let downloads: Download[] = [];
  afterEach(() => {
    for (const d of downloads) d.socket.destroy();
    downloads = [];
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const inUse = () => database.pool!.totalCount - database.pool!.idleCount;
  const exportCursors = async () =>
    (
      await queryRows<{ n: number }>(
        ctx().db,
        sql`select count(*)::int as n from pg_stat_activity
             where datname = current_database() and state = 'idle in transaction'`,
      )
    )[0]!.n;

  it.each(['csv', 'xlsx'] as const)(
    '%s: holds at most a few connections, answers the rest 503 at once, serves everyone else, and ends the stalled ones',
    async (format) => {
      const limit = exportLimit({ EXPORT_CONCURRENCY: 3, DB_POOL_SIZE: POOL_SIZE });
      expect(limit).toBe(3);
      downloads = Array.from({ length: 10 }, () => stalledDownload(port, token, format));
      const statuses = await Promise.all(downloads.map((d) => d.status));
      expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
      expect(statuses.filter((s) => s === 503)).toHaveLength(10 - limit);
      for (const [i, d] of downloads.entries()) {
        if (statuses[i] !== 503) continue;
        const head = await d.head;
        expect(head).toMatch(/retry-after: 2/i);
        expect(JSON.parse(head.slice(head.indexOf('\r\n\r\n') + 4))).toMatchObject({
          message: 'Too many downloads are running at once. Please try again in a moment.',
          code: 'EXPORTS_BUSY',
        });
      }
      // The stalled downloads hold their connections (the file is far larger than the buffers between)...
      await new Promise((r) => setTimeout(r, 500));
      expect(inUse()).toBe(limit);

      // ...and every other request is served meanwhile, promptly.
      const timings: number[] = [];
      for (let i = 0; i < 20; i++) {
        const started = Date.now();
        const res = await fetch(`${base}/api/purchases?limit=20`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.status).toBe(200);
        await res.json();
        timings.push(Date.now() - started);
      }
      const concurrent = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const started = Date.now();
          const res = await fetch(`${base}/api/parties`, { headers: { authorization: `Bearer ${token}` } });
          await res.text();
          return { status: res.status, ms: Date.now() - started };
        }),
      );
      expect(concurrent.every((r) => r.status === 200)).toBe(true);
      // A starved request would be a 503 after the 1 s connect timeout (the statuses above); the time is a
      // guard against queueing behind the exports, loose enough for a busy CI machine.
      expect(Math.max(...timings, ...concurrent.map((r) => r.ms))).toBeLessThan(5_000);

      // Past the stall limit the stalled downloads are ended: connections given back, transactions gone.
      // (A busy machine may take a while to fill the buffers first: waited for, up to a bound.)
      for (let waited = 0; inUse() > 0 && waited < STALL_MS + 15_000; waited += 250) {
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(inUse()).toBe(0);
      expect(await exportCursors()).toBe(0);
      for (const d of downloads) d.socket.destroy();

      // A download that is read is whole, and the slots are free again.
      const res = await fetch(`${base}/api/purchases/export?format=${format}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      if (format === 'csv') {
        const lines = (await res.text()).split('\r\n').filter(Boolean);
        expect(lines).toHaveLength(ROWS + 1);
      } else {
        const sheet = unzip(Buffer.from(await res.arrayBuffer()))
          .get('xl/worksheets/sheet1.xml')!
          .toString();
        expect(sheet.match(/<row /g)).toHaveLength(ROWS + 1);
      }
    },
    60_000,
  );
});
