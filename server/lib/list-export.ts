import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import type { CsvCell } from '../../common/csv';
import { msg } from '../../common/messages';
import type { ExportFormat } from '../../common/schemas/primitives';
import { AppError } from './app-error';
import { csvChunks } from './csv-stream';
import { cursorBatches, EXPORT_BATCH_ROWS } from './export-cursor';
import { xlsxChunks, XLSX_CONTENT_TYPE, type SheetColumn } from './xlsx-stream';

/** A list's export, written as CSV or as an Excel workbook from the same rows (docs/api-conventions.md#exports). */
export interface ListExport<R> {
  /** The file's name without its extension, sent as Content-Disposition: attachment (docs/screens.md#exports). */
  name: string;
  /** The workbook's one sheet. */
  sheet: string;
  /** The header of each column and how the workbook writes its cells (the CSV writes them all as text). */
  columns: readonly SheetColumn[];
  /** The list's filtered query, every column text, in the list's order. */
  query: SQL;
  toCells: (row: R) => readonly CsvCell[];
}

/** Exports holding a cursor (on PostgreSQL, a pooled connection each), per database handle: one per worker. */
const running = new WeakMap<object, { count: number }>();

/**
 * How many exports may hold a cursor at once: EXPORT_CONCURRENCY, and always fewer than the pool's
 * connections, so that exports (slow readers above all) can never take every connection from the other
 * requests (docs/operations.md, "Exports and slow readers").
 */
export function exportLimit(config: { EXPORT_CONCURRENCY: number; DB_POOL_SIZE: number }): number {
  return Math.max(1, Math.min(config.EXPORT_CONCURRENCY, config.DB_POOL_SIZE - 1));
}

/**
 * Answers with the export, as CSV or as a workbook, streamed from a database cursor
 * (server/lib/export-cursor.ts): the rows are fetched a batch at a time as the client takes them, so the
 * app's memory does not grow with the export's size.
 * The cursor is opened and the first batch read before the answer starts, so a failure there (the database
 * away, say) is still an ordinary error answer; one later can only cut the download short.
 *
 * A slow reader never starves the others (docs/operations.md): at most exportLimit() exports hold a cursor
 * at once (one more is a 503 with a message, at once), and a download that takes nothing for
 * EXPORT_STALL_TIMEOUT_MS is ended: its connection destroyed, its cursor closed and its connection given back.
 */
export async function sendExport<R>(
  reply: FastifyReply,
  db: DbOrTx,
  spec: ListExport<R>,
  format: ExportFormat,
): Promise<FastifyReply> {
  // An app built without the configuration (a bare Fastify in a test) gets config.ts's defaults.
  const config = {
    EXPORT_CONCURRENCY: 3,
    EXPORT_STALL_TIMEOUT_MS: 30_000,
    DB_POOL_SIZE: 10,
    ...(reply.server.config as Partial<Config> | undefined),
  };
  const stallMs = config.EXPORT_STALL_TIMEOUT_MS;
  const slots = running.get(db) ?? { count: 0 };
  running.set(db, slots);
  if (slots.count >= exportLimit(config)) {
    throw AppError.unavailable(msg('requests.tooManyExports'), 'EXPORTS_BUSY');
  }
  slots.count++;
  let held = true;
  const release = () => {
    if (held) slots.count--;
    held = false;
  };
  // The server ends the export's transaction itself some time after the app would have (a backstop).
  const cursor = cursorBatches(db, spec.query, EXPORT_BATCH_ROWS, stallMs + 30_000) as AsyncGenerator<R[]>;
  async function* holding(): AsyncGenerator<R[]> {
    try {
      yield* cursor;
    } finally {
      release();
    }
  }
  const batches = holding();
  // A cursor that fails to open ends holding(), whose finally gives the slot back.
  const first = await batches.next();
  let lastProgress = Date.now();
  let fetching = false;
  async function* all(): AsyncGenerator<R[]> {
    if (first.done) return;
    yield first.value;
    for (;;) {
      fetching = true;
      const next = await batches.next().finally(() => {
        fetching = false;
        lastProgress = Date.now();
      });
      if (next.done) return;
      yield next.value;
    }
  }
  const body =
    format === 'xlsx'
      ? xlsxChunks(spec.sheet, spec.columns, all(), spec.toCells)
      : csvChunks(
          spec.columns.map((c) => c.header),
          all(),
          spec.toCells,
        );
  // Bytes, not objects: the stream then buffers a few kilobytes ahead of the client, not batches.
  const stream = Readable.from(body, { objectMode: false });
  // However the stream ends (the last row sent, a client that hung up, an error, a stall), the cursor is
  // closed and its connection given back: return() runs the generators' finally, after a FETCH in flight.
  stream.once('close', () => void batches.return(undefined).catch(() => undefined));
  watchForStall(reply, stream, stallMs, {
    progressAt: () => lastProgress,
    busy: () => fetching,
  });
  return reply
    .header('content-type', format === 'xlsx' ? XLSX_CONTENT_TYPE : 'text/csv; charset=utf-8')
    .header('content-disposition', contentDisposition(`${spec.name}.${format}`))
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

/**
 * Ends a download whose client takes nothing for `stallMs`: progress is a byte more taken by the socket or a
 * batch read, and a FETCH in flight is not a stall. Destroying the response destroys the stream, whose close
 * closes the cursor (above). Watching stops once the answer is written out or the connection closes.
 */
function watchForStall(
  reply: FastifyReply,
  stream: Readable,
  stallMs: number,
  export_: { progressAt: () => number; busy: () => boolean },
): void {
  const res = reply.raw;
  let bytes = -1;
  let since = Date.now();
  const timer = setInterval(
    () => {
      const now = Date.now();
      const written = res.socket?.bytesWritten ?? 0;
      if (written !== bytes || export_.busy()) {
        bytes = written;
        since = now;
        return;
      }
      if (now - Math.max(since, export_.progressAt()) < stallMs) return;
      stop();
      reply.log.warn(
        { url: reply.request.url, stalledMs: now - since },
        'export ended: its client took nothing for EXPORT_STALL_TIMEOUT_MS',
      );
      stream.destroy();
      res.destroy();
    },
    Math.max(50, Math.min(1_000, stallMs / 4)),
  );
  timer.unref();
  const stop = () => clearInterval(timer);
  res.once('finish', stop);
  res.once('close', stop);
  stream.once('close', () => {
    // The stream is done (all sent to the socket, or destroyed): nothing of the database is held any more.
    if (res.writableFinished || res.destroyed) stop();
  });
}
