import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { CropDistributionChart } from './components/crop-distribution-chart';
import { MetricCards } from './components/metric-cards';
import { SalesTrendChart } from './components/sales-trend-chart';
import { LedgerCards } from './components/ledger-cards';
import { dashboard } from '@/i18n/en/dashboard';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ dashboard });

export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.title')} subtitle={t('dashboard.subtitle')} />
      <main className="space-y-6 p-4 sm:p-6">
        <MetricCards />
        <div className="grid gap-6 xl:grid-cols-5">
          <div className="min-w-0 xl:col-span-3">
            <SalesTrendChart />
          </div>
          <div className="min-w-0 xl:col-span-2">
            <CropDistributionChart />
          </div>
        </div>
        <LedgerCards />
      </main>
    </>
  );
}
