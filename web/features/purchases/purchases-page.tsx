import type { Party } from '@common/schemas/parties';
import type { Purchase } from '@common/schemas/purchases';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { RecordPaymentDialog } from '@/components/record-payment-dialog';
import type { PayableBill } from '@/lib/bill-payment';
import { useCrops } from '@/lib/queries/crops';
import { useParties } from '@/lib/queries/parties';
import { usePurchases } from '@/lib/queries/purchases';
import { PurchaseForm } from './components/purchase-form';
import { RecentPurchases } from './components/recent-purchases';

export function PurchasesPage() {
  const { t } = useTranslation();
  const purchases = usePurchases();
  const parties = useParties();
  const crops = useCrops();
  const partyList = parties.data ?? [];
  const cropList = crops.data ?? [];
  const farmers = partyList.filter((p) => p.type === 'farmer');
  // The bill stays while the dialog closes, so that its title does not flip during the animation.
  const [paying, setPaying] = useState<PayableBill | undefined>();
  const [payOpen, setPayOpen] = useState(false);
  const recordPayment = (purchase: Purchase, farmer: Party | undefined) => {
    setPaying({
      kind: 'purchase',
      id: purchase.id,
      partyId: purchase.partyId,
      partyName: farmer?.name ?? t('common.fallback.unknownFarmer'),
      date: purchase.purchaseDate,
      amount: purchase.totalAmount,
      paidAmount: purchase.paidAmount,
      outstanding: purchase.outstanding,
    });
    setPayOpen(true);
  };

  return (
    <>
      <PageHeader title={t('purchases.title')} subtitle={t('purchases.subtitle')} />
      <main className="p-4 sm:p-6">
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <PurchaseForm farmers={farmers} crops={cropList} />
          <RecentPurchases
            purchases={purchases.data}
            parties={partyList}
            crops={cropList}
            isLoading={purchases.isPending || parties.isPending || crops.isPending}
            isError={purchases.isError}
            onRecordPayment={recordPayment}
          />
        </div>
        <RecordPaymentDialog open={payOpen} onOpenChange={setPayOpen} bill={paying} />
      </main>
    </>
  );
}
