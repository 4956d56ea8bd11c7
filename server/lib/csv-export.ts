import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { DbOrTx } from '../db/client';
import type { CsvCell } from '../../common/csv';
import { csvChunks } from './csv-stream';
import { cursorBatches } from './export-cursor';

export interface CsvExport<R> {
  /** The file's name, sent as Content-Disposition: attachment (docs/screens.md#exports). */
  filename: string;
  header: readonly string[];
  /** The list's filtered query, every column text, in the list's order. */
  query: SQL;
  toCells: (row: R) => readonly CsvCell[];
}

/**
 * Answers with the export streamed from a database cursor (server/lib/export-cursor.ts): the rows are fetched
 * a batch at a time as the client takes them, so the app's memory does not grow with the export's size.
 * The cursor is opened and the first batch read before the answer starts, so a failure there (the database
 * away, say) is still an ordinary error answer; one later can only cut the download short.
 */
export async function sendCsvExport<R>(
  reply: FastifyReply,
  db: DbOrTx,
  spec: CsvExport<R>,
): Promise<FastifyReply> {
  const batches = cursorBatches(db, spec.query) as AsyncGenerator<R[]>;
  const first = await batches.next();
  async function* all(): AsyncGenerator<R[]> {
    if (first.done) return;
    yield first.value;
    yield* batches;
  }
  const body = csvChunks(spec.header, all(), spec.toCells);
  // Bytes, not objects: the stream then buffers a few kilobytes ahead of the client, not batches.
  const stream = Readable.from(body, { objectMode: false });
  // However the stream ends (the last row sent, a client that hung up, an error), the cursor is closed and its
  // connection given back: return() runs the generator's finally, after a FETCH in flight if there is one.
  stream.once('close', () => void batches.return(undefined).catch(() => undefined));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(spec.filename))
    .header('cache-control', 'no-store')
    .send(stream);
}

/** `attachment` with the name quoted; our names are ASCII, the RFC 6266 form is there for any other. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return ascii === filename
    ? `attachment; filename="${filename}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
