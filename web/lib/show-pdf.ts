import { toast } from '@/components/ui/use-toast';
import { i18next } from '@/i18n/i18n';
import { errorMessage, failedAnswer } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';

/**
 * Shows a printed document (docs/documents.md) in `tab`, opened at the click by openPdf (web/lib/open-pdf.ts):
 * fetched with the session's bearer token, which a tab opened on the API's address would not carry, and shown
 * from a blob URL; the tab is closed again with a toast when the document cannot be had.
 */
export async function showPdf(tab: Window | null, path: string): Promise<void> {
  const token = useAuthStore.getState().token;
  try {
    const res = await fetch(path, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
    });
    if (!res.ok) throw await failedAnswer(res, path, token);
    const url = URL.createObjectURL(await res.blob());
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // Long loaded by then: the file is let go rather than kept in memory for the page's life.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    toast({
      variant: 'destructive',
      title: i18next.t('common.toast.error'),
      description: errorMessage(error, i18next.t('documents.failed')),
    });
  }
}
