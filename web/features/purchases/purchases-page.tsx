import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
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
          />
        </div>
      </main>
    </>
  );
}
