// CSV exports built in the browser, for the screens the server does not export (docs/screens.md#exports), in
// the one format of common/csv.ts that the server's files use too.
import { toCsv, type CsvCell } from '@common/csv';

export type { CsvCell };

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
