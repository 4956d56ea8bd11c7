import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/**
 * Marks a ledger entry of a cancelled record (docs/corrections.md#cancel): the original "Cancelled", its
 * reversing entry "Reversal". Both stay in the ledger and the statement so the trail is visible; nothing when
 * the entry is neither.
 */
export function ReversalMark({ entry }: { entry: { reversalOf: number | null; reversedBy: number | null } }) {
  const { t } = useTranslation();
  if (entry.reversalOf !== null) {
    return (
      <Badge variant="grey" className="ml-2 align-middle">
        <Undo2 aria-hidden="true" />
        {t('ledger.marks.reversal')}
      </Badge>
    );
  }
  if (entry.reversedBy !== null) {
    return (
      <Badge variant="red" className="ml-2 align-middle">
        {t('ledger.marks.cancelled')}
      </Badge>
    );
  }
  return null;
}
