import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { useTestContext } from '../test/test-app';
import { readWorkbook } from '../test/xlsx-reader';
import { contentDisposition, sendExport } from './list-export';

// sendExport over a real socket (docs/api-conventions.md#exports): the file, CSV or workbook, comes whole to a
// client that reads it, and a client that hangs up halfway leaves no cursor open and no connection taken.

const ctx = useTestContext();
const app = Fastify();
let base = '';

beforeAll(async () => {
  app.get('/numbers', async (request, reply) => {
    const { n, format } = request.query as { n: string; format?: 'csv' | 'xlsx' };
    return sendExport(
      reply,
      ctx().db,
      {
        name: 'numbers',
        sheet: 'Numbers',
        columns: [
          { header: 'N', kind: 'number' },
          { header: 'Text', kind: 'text' },
        ],
        query: sql`select g::text as n, ('=' || g)::text as t from generate_series(1, ${Number(n)}::int) g order by g`,
        toCells: (r: { n: string; t: string }) => [r.n, r.t],
      },
      format ?? 'csv',
    );
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

async function leftOpen() {
  const cursors = await queryRows<{ name: string }>(
    ctx().db,
    sql`select name from pg_cursors where name <> ''`,
  );
  const pool = ctx().database.pool;
  return { cursors: cursors.length, connectionsInUse: pool ? pool.totalCount - pool.idleCount : 0 };
}

/** Waits until the server has let go of the export (the close runs after the socket's end). */
async function settled() {
  for (let i = 0; i < 50; i++) {
    const open = await leftOpen();
    if (open.cursors === 0 && open.connectionsInUse === 0) return open;
    await new Promise((r) => setTimeout(r, 100));
  }
  return leftOpen();
}

describe('sendExport', () => {
  it('streams the whole file, batch after batch, with its headers', async () => {
    const res = await fetch(`${base}/numbers?n=2500`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="numbers.csv"');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the BOM, which text() would drop
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"N","Text"');
    expect(lines).toHaveLength(2502);
    expect(lines[2500]).toBe(`"2500","'=2500"`);
    expect(await settled()).toEqual({ cursors: 0, connectionsInUse: 0 });
  });

  it('streams the whole workbook, batch after batch, with its headers', async () => {
    const res = await fetch(`${base}/numbers?n=2500&format=xlsx`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="numbers.xlsx"');
    const workbook = readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(workbook.sheetNames).toEqual(['Numbers']);
    expect(workbook.rows).toHaveLength(2501);
    expect(workbook.rows[2500]).toEqual([
      { type: 'number', value: '2500', format: 'General', bold: false },
      { type: 'string', value: '=2500', format: 'General', bold: false },
    ]);
    expect(await settled()).toEqual({ cursors: 0, connectionsInUse: 0 });
  });

  it.each(['csv', 'xlsx'])('closes the cursor when the client of a %s hangs up halfway', async (format) => {
    const firstBytes = await new Promise<number>((resolve, reject) => {
      const req = http.get(`${base}/numbers?n=200000&format=${format}`, (res) => {
        res.once('data', (chunk: Buffer) => {
          // One chunk read, the rest (hundreds of batches) never taken: the client goes away.
          req.destroy();
          resolve(chunk.length);
        });
      });
      req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
    });
    expect(firstBytes).toBeGreaterThan(0);
    expect(await settled()).toEqual({ cursors: 0, connectionsInUse: 0 });
  });
});

describe('contentDisposition', () => {
  it('quotes an ASCII name and adds the UTF-8 form for any other', () => {
    expect(contentDisposition('sales_report_2026-11-26.csv')).toBe(
      'attachment; filename="sales_report_2026-11-26.csv"',
    );
    expect(contentDisposition('खाता "x".csv')).toBe(
      `attachment; filename="____ _x_.csv"; filename*=UTF-8''${encodeURIComponent('खाता "x".csv')}`,
    );
  });
});
