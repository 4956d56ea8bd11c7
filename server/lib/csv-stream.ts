// The server's exports stream the CSV of common/csv.ts (docs/screens.md#exports) batch by batch.
import { CSV_BOM, csvLine, type CsvCell } from '../../common/csv';

/**
 * The file as chunks: the BOM and header first (so the answer starts at once), then one chunk per batch of
 * rows. Pulled by a Readable, so a batch is only read from the database when the client has taken the last.
 */
export async function* csvChunks<R>(
  header: readonly string[],
  batches: AsyncIterable<readonly R[]>,
  toCells: (row: R) => readonly CsvCell[],
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(header);
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    let chunk = '';
    for (const row of batch) chunk += csvLine(toCells(row));
    yield chunk;
  }
}
