import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useCropDistribution } from '../api/get-crop-distribution';
import { ChartMessage } from './chart-message';
import { CropPie } from './crop-pie';

export function CropDistributionChart() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useCropDistribution();

  return (
    <Card className="min-w-0" data-testid="crop-distribution">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t('dashboard.distribution.title')}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to="/inventory">{t('dashboard.distribution.viewDetails')}</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <ChartMessage busy>{t('dashboard.loadingChart')}</ChartMessage>
        ) : isError ? (
          <ChartMessage alert>{t('dashboard.distribution.fetchFailed')}</ChartMessage>
        ) : data.length === 0 ? (
          <ChartMessage>{t('dashboard.noInventory')}</ChartMessage>
        ) : (
          <CropPie items={data} />
        )}
      </CardContent>
    </Card>
  );
}
