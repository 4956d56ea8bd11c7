import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyDialog } from '@/components/lazy-dialog';
import type { ShareTarget } from '@/components/share-document-dialog';
import { Button } from '@/components/ui/button';
import { share } from '@/i18n/en/share';
import { addScreenTexts } from '@/i18n/i18n';

// Its texts come with it, after the list's first load (docs/decisions/0010-first-load.md).
addScreenTexts({ share });

/** The share dialog (docs/sharing.md#the-screen), its code fetched when it first opens. */
export const ShareDocumentDialog = lazyDialog(() =>
  import('@/components/share-document-dialog').then((m) => m.ShareDocumentDialog),
);

/**
 * A row's Share icon button beside its Print, opening the share dialog for the row's document. Kept to the
 * least code: it rides in every list's first load (docs/decisions/0010-first-load.md).
 */
export function ShareDocumentButton({ document, id }: { document: 'slip' | 'bill'; id: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = t(document === 'slip' ? 'share.slipOf' : 'share.billOf', { record: String(id) });
  const target: ShareTarget = { document, id };
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
      >
        <Share2 aria-hidden="true" />
      </Button>
      <ShareDocumentDialog open={open} onOpenChange={setOpen} target={target} />
    </>
  );
}
