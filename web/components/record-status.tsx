import { statusFilters } from '@common/schemas/choices';
import type { RecordStatus, StatusFilter } from '@common/schemas/corrections';
import { useTranslation } from 'react-i18next';
import { OptionsSelect } from '@/components/options-select';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** The correction fields a row shows (docs/screens.md#cancel-and-correct). */
export interface CorrectionState {
  status: RecordStatus;
  cancelReason: string | null;
  amends: number | null;
  amendedBy: number | null;
}

/** A cancelled row's names and amounts are struck through and muted; an active row's are left alone. */
export function struck(record: { status: RecordStatus }, className?: string): string | undefined {
  return record.status === 'cancelled' ? cn('text-muted-foreground line-through', className) : className;
}

/**
 * Under a row's name: "Cancelled" with the reason (an amended record's reason is "Amended as #N"), or, on
 * a record that corrected another, "Corrects #N". Nothing on an ordinary active row.
 */
export function CorrectionNote({ record, className }: { record: CorrectionState; className?: string }) {
  const { t } = useTranslation();
  if (record.status === 'cancelled') {
    // The server writes "Amended as #N" as the reason of an amended record: it is not said twice.
    const reason = record.cancelReason?.trim();
    const amended =
      record.amendedBy !== null ? t('corrections.amendedAs', { id: String(record.amendedBy) }) : undefined;
    return (
      <div className={cn('mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs', className)}>
        <Badge variant="red" data-testid="cancelled-badge">
          {t('corrections.cancelled')}
        </Badge>
        {reason && (
          <span className="text-muted-foreground wrap-anywhere" data-testid="cancel-reason">
            {reason}
          </span>
        )}
        {amended && reason !== amended && <span className="text-muted-foreground">{amended}</span>}
      </div>
    );
  }
  if (record.amends !== null) {
    return (
      <div className={cn('mt-1 text-xs text-muted-foreground', className)} data-testid="corrects-note">
        {t('corrections.corrects', { id: String(record.amends) })}
      </div>
    );
  }
  return null;
}

/** Active (the default) / Cancelled / All: the list's `?status=`. */
export function StatusFilterSelect({
  value,
  onChange,
  className,
}: {
  value: StatusFilter;
  onChange: (value: StatusFilter) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <OptionsSelect
      value={value}
      onValueChange={(next) => onChange(statusFilters.find((s) => s === next) ?? 'active')}
      options={statusFilters.map((s) => ({ value: s, label: t(`corrections.status.${s}`) }))}
      aria-label={t('corrections.status.label')}
      className={className}
    />
  );
}
