import type { CorrectableEntity, RecordStatus } from '@common/schemas/corrections';
import { Ban, History, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { Button, buttonVariants } from '@/components/ui/button';
import { useAuthStore } from '@/lib/auth-store';
import { cn } from '@/lib/cn';
import { useRecordName } from '@/lib/record-corrections';

interface RecordActionsProps {
  entity: CorrectableEntity;
  record: { id: number; status: RecordStatus };
  onCorrect: (id: number) => void;
  onCancel: (id: number) => void;
  className?: string;
}

/**
 * A transaction row's Correct, Cancel and History (docs/screens.md#cancel-and-correct). A cancelled record
 * keeps only its History; History is the admins' (the audit trail is theirs).
 */
export function RecordActions({ entity, record, onCorrect, onCancel, className }: RecordActionsProps) {
  const { t } = useTranslation();
  const recordName = useRecordName();
  const isAdmin = useAuthStore((s) => s.user?.role === 'admin');
  const name = recordName(entity, record.id);
  const active = record.status === 'active';
  if (!active && !isAdmin) return null;
  const correctLabel = t('corrections.actions.correctRecord', { record: name });
  const cancelLabel = t('corrections.actions.cancelRecord', { record: name });
  const historyLabel = t('corrections.actions.historyOf', { record: name });
  return (
    <div className={cn('flex shrink-0 justify-end gap-0.5', className)}>
      {active && (
        <>
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
