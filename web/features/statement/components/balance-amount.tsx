import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatINR } from '@/lib/format';
import { balanceSide, unsigned } from '../balance-side';

/**
 * A running balance as the ledger shows it: the amount with Dr (owed to us, green) or Cr (we owe, red)
 * after it for the eye, and the full word for screen readers.
 */
export function BalanceAmount({ balance, className }: { balance: string; className?: string }) {
  const { t } = useTranslation();
  const side = balanceSide(balance);
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        side === 'dr' ? 'text-green-700' : side === 'cr' ? 'text-red-700' : 'text-muted-foreground',
        className,
      )}
    >
      {formatINR(unsigned(balance))}
      {side && (
        <>
          <span className="ml-1 text-xs font-medium" aria-hidden="true">
            {t(`statement.side.${side}`)}
          </span>
          <span className="sr-only"> {t(`statement.side.${side === 'dr' ? 'receivable' : 'payable'}`)}</span>
        </>
      )}
    </span>
  );
}
