// The CSV of every export (docs/screens.md#exports), one definition for the server's streamed files and the
// few the browser builds: UTF-8 with a byte-order mark so spreadsheets read ₹ and Indian scripts, CRLF line
// ends, every field quoted, and a text that a spreadsheet would run as a formula prefixed with '.

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

/** One quoted line with its CRLF. */
export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(quote).join(',')}\r\n`;
}

/** A whole file: the BOM, the header line and the rows. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return CSV_BOM + csvLine(header) + rows.map(csvLine).join('');
}

function quote(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  // A leading =, +, - or @ (or a tab or CR) would be run as a formula by spreadsheets (CSV injection);
  // a number, negative ones included, is safe and stays a number.
  const safe =
    typeof cell === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)
      ? `'${text}`
      : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
