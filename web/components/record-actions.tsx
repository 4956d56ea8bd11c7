import type { CorrectableEntity, RecordStatus } from '@common/schemas/corrections';
import { Ban, History, PencilLine, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { Button, buttonVariants } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useRecordName } from '@/lib/record-corrections';
import { documentPath, openPdf } from '@/lib/open-pdf';

interface RecordActionsProps {
  entity: CorrectableEntity;
  record: { id: number; status: RecordStatus };
  /** Left out where a record is never amended (a stock adjustment: cancel it and record it again). */
  onCorrect?: (id: number) => void;
  onCancel: (id: number) => void;
  className?: string;
}

/**
 * A transaction row's Print (a purchase's slip, a sale's bill: docs/documents.md), Correct, Cancel and History
 * (docs/screens.md#cancel-and-correct). A cancelled record keeps its Print (the paper says CANCELLED) and its
 * History; History is the admins' (the audit trail is theirs).
 */
export function RecordActions({ entity, record, onCorrect, onCancel, className }: RecordActionsProps) {
  const { t } = useTranslation();
  const recordName = useRecordName();
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const name = recordName(entity, record.id);
  const active = record.status === 'active';
  const printable = entity === 'purchase' || entity === 'sale' ? entity : undefined;
  if (!active && !isAdmin && !printable) return null;
  const printLabel = t('documents.printRecord', { record: name });
  const correctLabel = t('corrections.actions.correctRecord', { record: name });
  const cancelLabel = t('corrections.actions.cancelRecord', { record: name });
  const historyLabel = t('corrections.actions.historyOf', { record: name });
  return (
    <div className={cn('flex shrink-0 justify-end gap-0.5', className)}>
      {printable && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={printLabel}
          title={printLabel}
          onClick={() => void openPdf(documentPath(printable, record.id))}
        >
          <Printer aria-hidden="true" />
        </Button>
      )}
      {active && (
        <>
          {onCorrect && (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={correctLabel}
              title={correctLabel}
              onClick={() => onCorrect(record.id)}
            >
              <PencilLine aria-hidden="true" />
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 text-red-700 hover:bg-red-50 hover:text-red-800"
            aria-label={cancelLabel}
            title={cancelLabel}
            onClick={() => onCancel(record.id)}
          >
            <Ban aria-hidden="true" />
          </Button>
        </>
      )}
      {isAdmin && (
        <Link
          to={`/audit?entity=${entity}&entityId=${record.id}`}
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8')}
          aria-label={historyLabel}
          title={historyLabel}
        >
          <History aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}
