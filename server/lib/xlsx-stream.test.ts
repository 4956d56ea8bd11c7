import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { CsvCell } from '../../common/csv';
import { MONEY_FORMAT, QUANTITY_FORMAT } from '../test/xlsx-formats';
import { readWorkbook, unzip } from '../test/xlsx-reader';
import { columnLetters, xlsxChunks, type SheetColumn } from './xlsx-stream';
import { zipChunks } from './zip-stream';

// The workbook writer (docs/api-conventions.md#exports): what it writes, cell by cell, is in
// server/test/xlsx-exports.test.ts against every export's CSV; here, the file's make-up, the cells a list never
// has, and that it streams: nothing runs ahead of a client that stops, and its memory stays flat over 200,000 rows.

async function* batches<T>(...list: T[][]): AsyncGenerator<T[]> {
  for (const b of list) yield b;
}
async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const c of chunks) all.push(c);
  return Buffer.concat(all);
}

const columns: SheetColumn[] = [
  { header: 'Date', kind: 'date' },
  { header: 'Name', kind: 'text' },
  { header: 'Quantity', kind: 'quantity' },
  { header: 'Amount', kind: 'money' },
  { header: 'Id', kind: 'number' },
];

describe('zipChunks', () => {
  it('writes an archive whose entries read back whole, with their CRCs, deflated piece by piece', async () => {
    const big = Array.from({ length: 300 }, (_, i) => `line ${i} ${'x'.repeat(i)}\n`);
    const file = await collect(
      zipChunks([
        { name: 'a.txt', data: ['hello ', Buffer.from('world')] },
        { name: 'empty.txt', data: [] },
        { name: 'dir/big.txt', data: big },
      ]),
    );
    const entries = unzip(file);
    expect([...entries.keys()]).toEqual(['a.txt', 'empty.txt', 'dir/big.txt']);
    expect(entries.get('a.txt')!.toString()).toBe('hello world');
    expect(entries.get('empty.txt')!.length).toBe(0);
    expect(entries.get('dir/big.txt')!.toString()).toBe(big.join(''));
    expect(file.length).toBeLessThan(big.join('').length / 4);
  });
});

describe('xlsxChunks', () => {
  it('writes the parts of a workbook, the header bold and frozen, and each kind of cell', async () => {
    const rows: CsvCell[][] = [
      ['2026-11-28', 'Ravi <&> "Traders"', '1234567.125', '12345678.90', 7],
      ['1900-03-01', '  spaced  ', '-2.5', '0.00', '0042'],
      // Text where a number or date was expected is kept as text; empty cells are left out.
      ['someday', '', null, 'N/A', undefined],
      // Characters XML cannot carry are dropped; tab and line breaks, Hindi and emoji stay.
      [null, 'a\u0000b\u0007c\td\ne \u0915\u093f\u0938\u093e\u0928 \u{1F33E}\uD800', '', '', ''],
    ];
    const file = await collect(
      xlsxChunks('Sales [2026]', columns, batches(rows.slice(0, 2), [], rows.slice(2)), (r) => r),
    );
    const workbook = readWorkbook(file);
    expect(workbook.entries).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    // A sheet's name cannot hold [ or ].
    expect(workbook.sheetNames).toEqual(['Sales  2026 ']);
    expect(workbook.frozenRows).toBe(1);
    const plain = (value: string) => ({ type: 'string', value, format: 'General', bold: false });
    expect(workbook.rows).toEqual([
      ['Date', 'Name', 'Quantity', 'Amount', 'Id'].map((value) => ({ ...plain(value), bold: true })),
      [
        // 28 Nov 2026 is day 46354 of Excel's calendar; 1 Mar 1900 day 61 (past its 29 Feb 1900).
        { type: 'number', value: '46354', format: 'dd mmm yyyy', bold: false },
        plain('Ravi <&> "Traders"'),
        { type: 'number', value: '1234567.125', format: QUANTITY_FORMAT, bold: false },
        { type: 'number', value: '12345678.90', format: MONEY_FORMAT, bold: false },
        { type: 'number', value: '7', format: 'General', bold: false },
      ],
      [
        { type: 'number', value: '61', format: 'dd mmm yyyy', bold: false },
        plain('  spaced  '),
        { type: 'number', value: '-2.5', format: QUANTITY_FORMAT, bold: false },
        { type: 'number', value: '0.00', format: MONEY_FORMAT, bold: false },
        { type: 'number', value: '0042', format: 'General', bold: false },
      ],
      [plain('someday'), undefined, undefined, plain('N/A')],
      [undefined, plain('abc\td\ne \u0915\u093f\u0938\u093e\u0928 \u{1F33E}')],
    ]);
    const styles = unzip(file).get('xl/styles.xml')!.toString();
    expect(styles).toContain('formatCode="[&gt;=10000000]&quot;₹&quot;##\\,##\\,##\\,##0.00;');
  });

  it('names columns past Z as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('asks for no more rows while its client takes nothing', async () => {
    let pulled = 0;
    async function* endless(): AsyncGenerator<CsvCell[][]> {
      for (let b = 0; ; b++) {
        const batch = Array.from({ length: 1000 }, (_, i) => [
          '2026-11-28',
          `Farmer ${b}-${i} ${Math.random().toString(36)}`,
          '10.000',
          '2150.50',
          b * 1000 + i,
        ]);
        pulled += batch.length;
        yield batch;
      }
    }
    const stream = Readable.from(
      xlsxChunks('S', columns, endless(), (r) => r),
      { objectMode: false },
    );
    // The client reads the first chunk and then nothing (as a socket whose reader went away).
    await once(stream, 'readable');
    stream.read(1);
    await new Promise((r) => setTimeout(r, 300));
    const soon = pulled;
    await new Promise((r) => setTimeout(r, 300));
    expect(pulled).toBe(soon);
    // One batch in the writer and at most a couple more in the stream's small buffer, never the export.
    expect(pulled).toBeLessThanOrEqual(3000);
    stream.destroy();
  });

  it(
    'writes 200,000 rows with its memory flat: the same after 20,000 rows as after 200,000',
    { timeout: 120_000 },
    async () => {
      v8.setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as () => void;
      const retained = () => {
        gc();
        const m = process.memoryUsage();
        return (m.heapUsed + m.arrayBuffers) / 1024 / 1024;
      };
      const ROWS = 200_000;
      const BATCH = 1000;
      async function* purchases(): AsyncGenerator<CsvCell[][]> {
        for (let b = 0; b < ROWS / BATCH; b++) {
          yield Array.from({ length: BATCH }, (_, i) => {
            const n = b * BATCH + i;
            // A reference that compresses poorly, so that a file kept in memory would show.
            return [
              '2025-04-01',
              `Farmer ${n} ${Math.random().toString(36).slice(2)}`,
              `${n % 500}.500`,
              `${n}.25`,
              n,
            ];
          });
        }
      }
      const dir = await mkdtemp(join(tmpdir(), 'xlsx-memory-'));
      try {
        const path = join(dir, 'purchases.xlsx');
        const out = createWriteStream(path);
        const samples: number[] = [];
        let chunks = 0;
        const before = retained();
        for await (const chunk of xlsxChunks('Purchases', columns, purchases(), (r) => r)) {
          if (!out.write(chunk)) await once(out, 'drain');
          // A sample after every 20 batches, with the garbage collected: what the export holds on to.
          if (++chunks % 20 === 0) samples.push(retained());
        }
        out.end();
        await once(out, 'close');
        expect(samples.length).toBeGreaterThanOrEqual(9);
        const growth = Math.max(...samples) - Math.min(...samples);
        expect(
          growth,
          `retained MB: ${before.toFixed(1)} before, ${samples.map((s) => s.toFixed(1)).join(' ')}`,
        ).toBeLessThan(8);

        const file = await readFile(path);
        // The sheet is many times what the writer ever held.
        expect(unzip(file).get('xl/worksheets/sheet1.xml')!.length / 1024 / 1024).toBeGreaterThan(40);
        const workbook = readWorkbook(file);
        expect(workbook.rows).toHaveLength(ROWS + 1);
        expect(workbook.rows[ROWS]![4]).toEqual({
          type: 'number',
          value: String(ROWS - 1),
          format: 'General',
          bold: false,
        });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );
});
