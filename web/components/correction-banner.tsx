import type { CorrectableEntity } from '@common/schemas/corrections';
import { PencilLine, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useRecordName } from '@/lib/record-corrections';

interface CorrectionBannerProps {
  entity: CorrectableEntity;
  id: number;
  /** Leaves the correction: the form goes back to a new, empty entry (or closes). */
  onAbandon: () => void;
  disabled?: boolean;
}

/**
 * At the top of a create form filled with a record to correct (docs/screens.md#cancel-and-correct): saving
 * amends the record rather than recording a new one, so the form says so plainly.
 */
export function CorrectionBanner({ entity, id, onAbandon, disabled = false }: CorrectionBannerProps) {
  const { t } = useTranslation();
  const recordName = useRecordName();
  return (
    <div
      role="note"
      className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-start sm:justify-between"
      data-testid="correction-banner"
    >
      <div className="flex min-w-0 gap-2">
        <PencilLine aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold">
            {t('corrections.correct.bannerLead', { record: recordName(entity, id) })}
          </p>
          <p>{t('corrections.correct.bannerHint')}</p>
        </div>
      </div>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        onClick={onAbandon}
        disabled={disabled}
      >
        <X aria-hidden="true" />
        {t('corrections.correct.abandon')}
      </Button>
    </div>
  );
}
