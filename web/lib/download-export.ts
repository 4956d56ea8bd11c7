import type { ExportFormat } from '@common/schemas/primitives';
import { failedAnswer } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

/** The lists the server exports (docs/api-conventions.md#exports). */
export type ExportList = 'purchases' | 'sales' | 'expenses' | 'payments' | 'ledger' | 'reports/trades';

/** What each format is asked for as: a CSV file, or an Excel workbook of the same rows. */
const ACCEPT: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * Downloads the server's export of a list with the screen's filters, as CSV or as a workbook
 * (docs/screens.md#exports): the server streams every matching row from a cursor, so the file does not depend
 * on what the screen has loaded. Sent with the bearer token as every call is (lib/api-client.ts); a non-OK
 * answer rejects with the same ApiError.
 * The file name is the server's (Content-Disposition), the page only saves the bytes.
 */
export async function downloadExport(
  list: ExportList,
  params: URLSearchParams | Record<string, string | undefined>,
  format: ExportFormat = 'csv',
): Promise<void> {
  const query = new URLSearchParams();
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [key, value] of entries) {
    // An empty filter is no filter, as the lists' own queries treat it.
    if (value !== undefined && value !== '' && key !== 'format' && key !== 'limit' && key !== 'cursor') {
      query.append(key, value);
    }
  }
  query.set('format', format);
  const path = `/api/${list}/export?${query.toString()}`;

  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { Accept: ACCEPT[format] };
  if (token) headers.Authorization = `Bearer ${token}`;
  // No time limit: a large export streams for as long as it needs.
  const res = await fetch(path, { method: 'GET', headers, credentials: 'include' });
  if (!res.ok) throw await failedAnswer(res, path, token);

  const blob = await res.blob();
  const fallback = `${list.replace('/', '_')}_report.${format}`;
  saveBlob(blob, filenameOf(res.headers.get('Content-Disposition')) ?? fallback);
}

/** The file name of `attachment; filename="x.csv"` (or the RFC 6266 `filename*=UTF-8''x.csv`). */
export function filenameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name || undefined;
}

/** Saves bytes the page fetched as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
