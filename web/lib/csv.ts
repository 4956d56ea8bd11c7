// CSV exports built in the browser (docs/screens.md#exports: no server call). UTF-8 with a BOM and CRLF line
// ends so Excel and LibreOffice open ₹ and Hindi names correctly; every field is quoted.

export type CsvCell = string | number | null | undefined;

export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  const line = (cells: readonly CsvCell[]) => cells.map(quote).join(',');
  return `\uFEFF${[line(header), ...rows.map(line)].join('\r\n')}\r\n`;
}

function quote(cell: CsvCell): string {
  const text = cell === null || cell === undefined ? '' : String(cell);
  // A leading =, +, - or @ would be run as a formula by spreadsheets (CSV injection); numbers are safe.
  const safe =
    typeof cell === 'string' && /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)
      ? `'${text}`
      : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function downloadCsv(
  filename: string,
  header: readonly string[],
  rows: ReadonlyArray<readonly CsvCell[]>,
): void {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
