import type { Party } from '@common/schemas/parties';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useParty } from '@/lib/queries/party-search';

/** What a payment to `party` by `mode` could name as its reference: its UPI id, or its account and IFSC. */
export function payToReference(party: Party | undefined, mode: string): string | undefined {
  if (!party) return undefined;
  if (mode === 'upi') return party.upiId ?? undefined;
  if (mode === 'bank' && party.bankAccountNumber) {
    return party.ifsc
      ? `A/c ${party.bankAccountNumber} IFSC ${party.ifsc}`
      : `A/c ${party.bankAccountNumber}`;
  }
  return undefined;
}

interface PayToSuggestionProps {
  partyId: number | undefined;
  mode: string;
  /** The reference typed so far: the suggestion hides once it is taken. */
  current: string;
  onUse: (reference: string) => void;
}

/**
 * Paying a party by bank or UPI: its account (with IFSC) or UPI id from the party form, offered as the
 * payment's reference with a button the clerk takes or leaves; it never fills the field by itself
 * (docs/screens.md#payments).
 */
export function PayToSuggestion({ partyId, mode, current, onUse }: PayToSuggestionProps) {
  const { t } = useTranslation();
  const party = useParty(partyId);
  const reference = payToReference(party.data, mode);
  if (!reference || current.trim() === reference) return null;
  return (
    <p
      className="-mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground"
      data-testid="pay-to-suggestion"
    >
      <span>{mode === 'upi' ? t('common.payTo.upi') : t('common.payTo.bank')}</span>
      <Button type="button" variant="outline" size="sm" onClick={() => onUse(reference)}>
        {t('common.payTo.use', { reference })}
      </Button>
    </p>
  );
}
