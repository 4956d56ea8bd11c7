import { failedAnswer } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
import { filenameOf, saveBlob } from '@/lib/download-export';
import type { ReportFilters } from '../report-filters';

/**
 * "Export PDF" (docs/screens.md#reports): the report on screen as a PDF made by the server
 * (GET /api/reports/report.pdf, docs/documents.md#reports) in the reader's language, fetched with the
 * session's token and saved under the server's file name. A refusal rejects with the ApiError of every call.
 */
export async function downloadReportPdf(filters: ReportFilters, lang: string): Promise<void> {
  const query = new URLSearchParams({
    type: filters.type,
    startDate: filters.startDate,
    endDate: filters.endDate,
    lang: lang === 'hi' ? 'hi' : 'en',
  });
  // The statement is of the range alone; the trade reports take their party, crop and search too.
  if (filters.type !== 'profit_loss') {
    if (filters.partyId) query.set('partyId', filters.partyId);
    if (filters.cropId) query.set('cropId', filters.cropId);
    if (filters.q) query.set('q', filters.q);
  }
  const path = `/api/reports/report.pdf?${query.toString()}`;
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = { Accept: 'application/pdf' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(path, { method: 'GET', headers, credentials: 'include' });
  if (!res.ok) throw await failedAnswer(res, path, token);
  saveBlob(
    await res.blob(),
    filenameOf(res.headers.get('Content-Disposition')) ??
      `${filters.type}_report_${filters.startDate}_to_${filters.endDate}.pdf`,
  );
}
