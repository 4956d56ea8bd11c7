import type { Crop } from '@common/schemas/crops';
import type { Party } from '@common/schemas/parties';
import type { Purchase } from '@common/schemas/purchases';
import { compare } from '@common/decimal';
import { HandCoins, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RecordActions } from '@/components/record-actions';
import { CorrectionNote } from '@/components/record-status';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatINR, formatQuantity } from '@/lib/format';

export const RECENT_PURCHASES = 10;

/** Paid green, partial amber, pending red, as on the Sales screen. */
export function statusVariant(status: Purchase['paymentStatus']): BadgeVariant {
  if (status === 'paid') return 'green';
  if (status === 'partial') return 'amber';
  return 'red';
}

interface RecentPurchasesProps {
  purchases: readonly Purchase[] | undefined;
  /** The farmers of these purchases, by id. */
  parties: ReadonlyMap<number, Party>;
  crops: readonly Crop[];
  isLoading: boolean;
  isError: boolean;
  /** "Record payment" on a purchase with something outstanding (docs/screens.md#purchase). */
  onRecordPayment: (purchase: Purchase, farmer: Party | undefined) => void;
  /** Correct and Cancel (docs/screens.md#cancel-and-correct). */
  onCorrect: (id: number) => void;
  onCancel: (id: number) => void;
}

/**
 * The latest 10 active purchases (the server answers `?limit=10` newest first); the list scrolls beyond
 * 384px (docs/screens.md#purchase).
 */
export function RecentPurchases({
  purchases,
  parties,
  crops,
  isLoading,
  isError,
  onRecordPayment,
  onCorrect,
  onCancel,
}: RecentPurchasesProps) {
  const { t } = useTranslation();
  const recent = (purchases ?? []).slice(0, RECENT_PURCHASES);

  let body;
  if (isLoading) {
    body = (
      <div className="space-y-3" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
      </div>
    );
  } else if (isError) {
    body = <p className="py-6 text-center text-sm text-destructive">{t('purchases.fetchFailed')}</p>;
  } else if (recent.length === 0) {
    body = <EmptyState icon={ShoppingCart} title={t('purchases.recent.empty')} />;
  } else {
    body = (
      <div
        role="region"
        aria-label={t('purchases.recent.region')}
        tabIndex={0}
        className="-mx-1 max-h-96 overflow-y-auto rounded-md px-1 focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <ul className="space-y-3 py-1">
          {recent.map((purchase) => {
            const farmer = parties.get(purchase.partyId);
            const crop = crops.find((c) => c.id === purchase.cropId);
            const unit = crop?.unit ?? 'quintal';
            // docs/screens.md#purchase: total amount (quantity × rate); expenses on top are a second line.
            const finalDiffers = compare(purchase.finalAmount, purchase.totalAmount) !== 0;
            return (
              <li
                key={purchase.id}
                className="rounded-md border border-border p-3"
                data-testid="recent-purchase"
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium wrap-anywhere">
                      {farmer?.name ?? t('common.fallback.unknownFarmer')}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {crop?.name ?? t('common.fallback.unknownCrop')} ·{' '}
                      <span className="whitespace-nowrap">{formatDate(purchase.purchaseDate)}</span>
                    </p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-semibold tabular-nums" data-testid="recent-purchase-total">
                      {formatINR(purchase.totalAmount)}
                    </p>
                    <p className="text-xs text-muted-foreground">{t('purchases.recent.totalAmount')}</p>
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
                  <span className="tabular-nums">
                    {t('purchases.recent.quantity', {
                      quantity: formatQuantity(purchase.quantity),
                      unit: t(`common.units.${unit}`),
                    })}{' '}
                    ×{' '}
                    {t('purchases.recent.ratePer', {
                      rate: formatINR(purchase.rate),
                      unit: t(`common.unitOptions.${unit}`),
                    })}
                  </span>
                  <span className="flex flex-wrap gap-1">
                    {purchase.qualityGrade && (
                      <Badge variant="grey">
                        {t('purchases.recent.grade', { grade: purchase.qualityGrade })}
                      </Badge>
                    )}
                    {purchase.moistureContent !== null && (
                      <Badge variant="outline">
                        {t('purchases.recent.moisture', { moisture: purchase.moistureContent })}
                      </Badge>
                    )}
                  </span>
                </div>
                {finalDiffers && (
                  <p
                    className="mt-1 text-xs text-muted-foreground tabular-nums"
                    data-testid="recent-purchase-final"
                  >
                    {t('purchases.recent.finalAmount', {
                      amount: formatINR(purchase.finalAmount),
                      expenses: formatINR(purchase.expenseAmount),
                    })}
                  </p>
                )}
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 border-t border-border pt-2 text-sm">
                  <span className="flex flex-wrap items-center gap-x-3 gap-y-1 tabular-nums">
                    <Badge variant={statusVariant(purchase.paymentStatus)}>
                      {t(`common.paymentStatus.${purchase.paymentStatus}`)}
                    </Badge>
                    <span data-testid="recent-purchase-paid">
                      {t('billPayments.paidOf', { amount: formatINR(purchase.paidAmount) })}
                    </span>
                    <span className="font-medium" data-testid="recent-purchase-outstanding">
                      {t('billPayments.outstandingOf', { amount: formatINR(purchase.outstanding) })}
                    </span>
                  </span>
                  <span className="ml-auto flex flex-wrap items-center justify-end gap-1">
                    {compare(purchase.outstanding, '0') > 0 && (
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        onClick={() => onRecordPayment(purchase, farmer)}
                      >
                        <HandCoins aria-hidden="true" />
                        {t('billPayments.recordPayment')}
                      </Button>
                    )}
                    <RecordActions
                      entity="purchase"
                      record={purchase}
                      onCorrect={onCorrect}
                      onCancel={onCancel}
                    />
                  </span>
                </div>
                <CorrectionNote record={purchase} />
              </li>
            );
          })}
        </ul>
      </div>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('purchases.recent.title')}</CardTitle>
        <CardDescription>{t('purchases.recent.description')}</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
