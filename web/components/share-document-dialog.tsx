import type { ShareInput, ShareLink } from '@common/schemas/share';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, FileDown, Link2Off, MessageCircle, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { shareDialog } from '@/i18n/en/share-dialog';
import { addScreenTexts, textsIn } from '@/i18n/i18n';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { formatTimestampDate } from '@/lib/format';
import { whatsAppNumber, whatsAppUrl } from '@/lib/whatsapp';

// The dialog's texts come with its code, not with every screen (docs/decisions/0010-first-load.md).
addScreenTexts({ shareDialog });

/** What a Share button shares: a purchase's slip, a sale's bill, or a party's statement over its dates. */
export type ShareTarget =
  | { document: 'slip' | 'bill'; id: number }
  | { document: 'statement'; partyId: number; startDate?: string; endDate?: string };

interface ShareDocumentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: ShareTarget;
}

/**
 * The share dialog (docs/sharing.md#the-screen): opening it makes a new link (a token is shown only once, so
 * an earlier link cannot be shown again), then offers the phone's share sheet with the PDF where the browser
 * can share files, WhatsApp, copying the link, and revoking it.
 */
export function ShareDocumentDialog({ open, onOpenChange, target }: ShareDocumentDialogProps) {
  const { t } = useTranslation();
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t(`shareDialog.title.${target.document}`)}</DialogTitle>
          <DialogDescription>{t('shareDialog.description')}</DialogDescription>
        </DialogHeader>
        {open && <ShareBody target={target} />}
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t('common.actions.close')}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function shareBody(target: ShareTarget): ShareInput {
  return target.document === 'statement'
    ? {
        document: 'statement',
        partyId: target.partyId,
        ...(target.startDate ? { startDate: target.startDate } : {}),
        ...(target.endDate ? { endDate: target.endDate } : {}),
      }
    : { document: target.document, id: target.id };
}

/** Whether this browser can hand a PDF file to the system's share sheet (phones, mostly). */
function canShareFiles(): boolean {
  if (typeof navigator.canShare !== 'function') return false;
  try {
    return navigator.canShare({ files: [new File([''], 'document.pdf', { type: 'application/pdf' })] });
  } catch {
    return false;
  }
}

function ShareBody({ target }: { target: ShareTarget }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const linkId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | undefined>();
  const [pdf, setPdf] = useState<File | undefined>();
  const [revoked, setRevoked] = useState(false);

  const create = useMutation({
    mutationFn: () => apiRequest<ShareLink>('POST', '/api/share', shareBody(target)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['audit'] }),
  });
  const revoke = useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', `/api/share/${id}`),
    onSuccess: () => {
      setRevoked(true);
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('common.toast.error'),
        description: errorMessage(error, t('shareDialog.revokeFailed')),
      }),
  });

  // One link per opening; the ref keeps React's development double effect from making two.
  const started = useRef(false);
  const makeLink = () => {
    setRevoked(false);
    setMessage(undefined);
    setPdf(undefined);
    create.mutate();
  };
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    makeLink();
    // Runs once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const link = create.data;
  const url = link ? new URL(link.url, window.location.origin).href : '';

  // The message goes in the document's language, whatever the screen's.
  useEffect(() => {
    if (!link) return;
    let live = true;
    void textsIn(link.lang).then((tIn) => {
      if (!live) return;
      const params = { party: link.party.name, business: link.businessName ?? '', url };
      setMessage(
        link.businessName
          ? tIn(`shareDialog.message.${link.document}`, params)
          : tIn(`shareDialog.messageNoBusiness.${link.document}`, params),
      );
    });
    return () => {
      live = false;
    };
  }, [link, url]);

  // Where the share sheet takes files, the PDF itself is fetched now, so the tap shares it at once.
  useEffect(() => {
    if (!link || !canShareFiles()) return;
    let live = true;
    void fetch(link.url)
      .then(async (res) => (res.ok ? res.blob() : undefined))
      .then((blob) => {
        if (!live || !blob) return;
        const file = new File([blob], `${link.document}.pdf`, { type: 'application/pdf' });
        if (navigator.canShare({ files: [file] })) setPdf(file);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link]);

  if (create.isPending || (!link && !create.isError)) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('shareDialog.making')}
      </p>
    );
  }
  if (!link) {
    return (
      <div className="grid gap-3">
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-red-50 px-3 py-2 text-sm text-red-800"
        >
          {errorMessage(create.error, t('shareDialog.failed'))}
        </p>
        <Button type="button" variant="outline" onClick={makeLink} className="justify-self-start">
          <RefreshCw aria-hidden="true" /> {t('shareDialog.retry')}
        </Button>
      </div>
    );
  }
  if (revoked) {
    return (
      <div className="grid gap-3">
        <p role="status" className="text-sm" data-testid="share-revoked">
          {t('shareDialog.revoked')}
        </p>
        <Button type="button" variant="outline" onClick={makeLink} className="justify-self-start">
          <RefreshCw aria-hidden="true" /> {t('shareDialog.newLink')}
        </Button>
      </div>
    );
  }

  const copy = async () => {
    try {
      // The clipboard API needs a secure context; on a LAN over plain HTTP the selection is copied instead.
      if (navigator.clipboard && window.isSecureContext) await navigator.clipboard.writeText(url);
      else {
        inputRef.current?.select();
        if (!document.execCommand('copy')) throw new Error('copy refused');
      }
      toast({ title: t('shareDialog.copied') });
    } catch {
      inputRef.current?.select();
      toast({ variant: 'destructive', title: t('shareDialog.copyFailed') });
    }
  };

  const sharePdf = async (file: File) => {
    try {
      await navigator.share({ files: [file], ...(message ? { text: message } : {}) });
    } catch {
      // The sender closed the share sheet: nothing to say.
    }
  };

  const hasPhone = whatsAppNumber(link.party.contactNumber) !== undefined;
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <label htmlFor={linkId} className="text-sm font-medium">
          {t('shareDialog.link')}
        </label>
        <Input
          id={linkId}
          ref={inputRef}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="share-url"
          className="font-mono text-xs sm:text-xs"
        />
        <p className="text-sm text-muted-foreground">
          {t('shareDialog.worksUntil', { date: formatTimestampDate(link.expiresAt) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {pdf && (
          <Button type="button" onClick={() => void sharePdf(pdf)}>
            <FileDown aria-hidden="true" /> {t('shareDialog.sharePdf')}
          </Button>
        )}
        <Button asChild variant={pdf ? 'outline' : 'default'}>
          <a
            href={whatsAppUrl(link.party.contactNumber, message ?? url)}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={message === undefined}
            data-testid="share-whatsapp"
          >
            <MessageCircle aria-hidden="true" /> {t('shareDialog.whatsApp')}
          </a>
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" /> {t('shareDialog.copy')}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(link.id)}
        >
          <Link2Off aria-hidden="true" /> {t('shareDialog.revoke')}
        </Button>
      </div>
      {!hasPhone && (
        <p className="text-sm text-muted-foreground">{t('shareDialog.noPhone', { name: link.party.name })}</p>
      )}
    </div>
  );
}
