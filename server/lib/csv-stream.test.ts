import { describe, expect, it } from 'vitest';
import { csvLine, toCsv, type CsvCell } from '../../common/csv';
import { csvChunks } from './csv-stream';

// The quoting and the format are tested in common/csv.test.ts; here, the streaming.

const BOM = '\uFEFF';

describe('csvChunks', () => {
  async function* batches<T>(...list: T[][]): AsyncGenerator<T[]> {
    for (const b of list) yield b;
  }
  const collect = async (chunks: AsyncIterable<string>) => {
    const all: string[] = [];
    for await (const c of chunks) all.push(c);
    return all;
  };

  it('is the BOM and header, then one chunk per batch, together the whole file', async () => {
    const [a, b, c]: Array<readonly CsvCell[]> = [
      ['a', '=x'],
      ['b', '1'],
      ['c', null],
    ];
    const rows = [a!, b!, c!];
    const chunks = await collect(csvChunks(['K', 'V'], batches([a!, b!], [], [c!]), (r) => r));
    expect(chunks).toEqual([`${BOM}"K","V"\r\n`, csvLine(a!) + csvLine(b!), csvLine(c!)]);
    expect(chunks.join('')).toBe(toCsv(['K', 'V'], rows));
  });

  it('is the header alone when there are no rows', async () => {
    expect((await collect(csvChunks(['K'], batches<string[]>(), (r) => r))).join('')).toBe(`${BOM}"K"\r\n`);
  });
});
