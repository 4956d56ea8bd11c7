import type { PartyType } from '@common/schemas/parties';
import type { PaymentDirection } from '@common/schemas/payments';
import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatINR } from '@/lib/format';
import { onAccountOf, useApplyOnAccount, type BillTarget } from '@/lib/on-account';
import { useOpenBills } from '@/lib/queries/open-bills';

interface OnAccountNoticeProps {
  /** undefined until a party is chosen: nothing shows. */
  partyId: number | undefined;
  direction: PaymentDirection;
  /** Names the party in the text ("this farmer’s"); left out, "this party’s". */
  partyType?: PartyType;
  /** The bill in question ("Record payment"); left out, the money goes to the oldest bills. */
  target?: BillTarget;
  /** Called once the money is applied (a dialog about the bill closes). */
  onApplied?: () => void;
  className?: string;
}

/**
 * A party's money on account beside its open bills (docs/screens.md#money-on-account): how much of its
 * earlier payments of this direction is unallocated, and a button that applies it, oldest payment first, to
 * the oldest open bills or to the bill in question (POST /api/payments/:id/allocations). Nothing shows while
 * the party holds no such money.
 */
export function OnAccountNotice({
  partyId,
  direction,
  partyType,
  target,
  onApplied,
  className,
}: OnAccountNoticeProps) {
  const { t } = useTranslation();
  const query = useOpenBills(partyId, direction);
  const apply = useApplyOnAccount();
  const state = onAccountOf(query.data, target);
  if (partyId === undefined || !state) return null;
  const amount = formatINR(state.unallocated);
  const who = partyType ?? 'party';
  return (
    <div
      role="note"
      data-testid={`on-account-${direction}`}
      className={cn(
        'flex flex-col gap-3 rounded-md border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className="flex min-w-0 gap-2">
        <HandCoins aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0">
          <p className="font-semibold" data-testid="on-account-text">
            {state.applicable
              ? t(`onAccount.notice.${who}`, { amount })
              : t(`onAccount.nothingOpen.${who}`, { amount })}
          </p>
          {state.applicable && <p>{target ? t('onAccount.hintBill') : t('onAccount.hintOldest')}</p>}
        </div>
      </div>
      {state.applicable && (
        <Button
          type="button"
          size="sm"
          className="self-start sm:self-center"
          disabled={apply.isPending}
          onClick={() => apply.mutate({ partyId, direction, target }, { onSuccess: () => onApplied?.() })}
        >
          {apply.isPending
            ? t('onAccount.applying')
            : target
              ? t('onAccount.applyBill')
              : t('onAccount.applyOldest')}
        </Button>
      )}
    </div>
  );
}
