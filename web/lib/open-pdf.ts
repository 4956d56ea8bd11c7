/**
 * Opens a printed document (docs/documents.md) in a new tab, where the browser shows, prints or saves it. The tab
 * is opened at the click itself, so that popup blockers let it through; the code that fetches and shows the
 * document (web/lib/show-pdf.ts) arrives then, not with the screen (docs/decisions/0010-first-load.md).
 */
export async function openPdf(path: string): Promise<void> {
  const tab = window.open('', '_blank');
  const { showPdf } = await import('./show-pdf');
  await showPdf(tab, path);
}

/** The PDF of a purchase (the farmer's slip) or a sale (its bill). */
export function documentPath(entity: 'purchase' | 'sale', id: number): string {
  return entity === 'purchase' ? `/api/purchases/${id}/slip.pdf` : `/api/sales/${id}/bill.pdf`;
}
