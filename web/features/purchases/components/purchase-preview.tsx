import { useTranslation } from 'react-i18next';
import { formatINR } from '@/lib/format';

interface PurchasePreviewProps {
  totals: { subtotal: string; expenses: string; final: string };
}

/** Live totals under the form; the server computes the stored amounts itself. */
export function PurchasePreview({ totals }: PurchasePreviewProps) {
  const { t } = useTranslation();
  return (
    <dl
      aria-label={t('purchases.form.previewLabel')}
      className="space-y-2 rounded-md border border-border bg-muted/60 p-4 text-sm"
    >
      <div className="flex items-baseline justify-between gap-4">
        <dt>
          {t('purchases.form.subtotal')}{' '}
          <span className="block text-xs text-muted-foreground sm:inline">
            ({t('purchases.form.subtotalHint')})
          </span>
        </dt>
        <dd className="tabular-nums" data-testid="purchase-subtotal">
          {formatINR(totals.subtotal)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4">
        <dt>{t('purchases.form.totalExpenses')}</dt>
        <dd className="tabular-nums" data-testid="purchase-expenses">
          {formatINR(totals.expenses)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
        <dt>
          {t('purchases.form.finalAmount')}{' '}
          <span className="block text-xs font-normal text-muted-foreground sm:inline">
            ({t('purchases.form.finalAmountHint')})
          </span>
        </dt>
        <dd className="tabular-nums" data-testid="purchase-final">
          {formatINR(totals.final)}
        </dd>
      </div>
    </dl>
  );
}
