import type { Crop } from '@common/schemas/crops';
import type { StockAdjustment } from '@common/schemas/stock-adjustments';
import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination';
import { RecordActions } from '@/components/record-actions';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatDate, formatINR, formatQuantity } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useStockAdjustmentsPage, type AdjustmentFilters } from '../api/get-stock-adjustments';

interface StockAdjustmentsListProps {
  /** The screen's crop filter: the list follows it as it changes. */
  filters: AdjustmentFilters;
  crops: ReadonlyMap<number, Crop>;
  /** Cancel on a row (docs/screens.md#cancel-and-correct); an adjustment is never corrected. */
  onCancel: (id: number) => void;
}

/** "Stock Adjustments": the stock lost or found, newest first, paged by the server (docs/screens.md#inventory). */
export function StockAdjustmentsList({ filters, crops, onCancel }: StockAdjustmentsListProps) {
  const { t } = useTranslation();
  const pages = useCursorPages(JSON.stringify(filters));
  const page = useStockAdjustmentsPage(filters, pages.pageSize, pages.cursor);
  const rows = page.data?.items ?? [];
  const total = page.data?.total ?? 0;

  const cropName = (a: StockAdjustment) => crops.get(a.cropId)?.name ?? t('common.fallback.unknownCrop');
  const quantity = (a: StockAdjustment) => {
    const unit = crops.get(a.cropId)?.unit;
    // Signed as the value beside it is ("-₹5,000.00"): a loss reads -2.5, a find +2.
    const signed = `${a.quantity.startsWith('-') ? '' : '+'}${formatQuantity(a.quantity)}`;
    return unit ? `${signed} ${t(`common.units.${unit}`)}` : signed;
  };
  const tone = (a: StockAdjustment) => (a.quantity.startsWith('-') ? 'text-red-700' : 'text-green-700');
  const actions = (a: StockAdjustment, className?: string) => (
    <RecordActions entity="stock_adjustment" record={a} onCancel={onCancel} className={className} />
  );

  let body;
  if (page.isPending) {
    body = (
      <div className="space-y-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-9 w-full" />
        ))}
      </div>
    );
  } else if (page.isError) {
    body = (
      <p className="py-6 text-center text-sm text-destructive">{t('inventory.adjustments.fetchFailed')}</p>
    );
  } else if (total === 0) {
    body = (
      <EmptyState
        icon={SlidersHorizontal}
        title={t('inventory.adjustments.empty')}
        hint={t('inventory.adjustments.emptyHint')}
      />
    );
  } else {
    body = (
      <>
        <Table regionLabel={t('inventory.adjustments.region')} containerClassName="hidden sm:block">
          <TableHeader>
            <TableRow>
              <TableHead>{t('inventory.adjustments.date')}</TableHead>
              <TableHead>{t('inventory.adjustments.crop')}</TableHead>
              <TableHead>{t('inventory.adjustments.grade')}</TableHead>
              <TableHead className="text-right">{t('inventory.adjustments.quantity')}</TableHead>
              <TableHead className="text-right">{t('inventory.adjustments.value')}</TableHead>
              <TableHead>{t('inventory.adjustments.reason')}</TableHead>
              {/* Named for screen readers only: its icon buttons say what they do. */}
              <TableHead className="px-2">
                <span className="sr-only">{t('corrections.actions.header')}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((a) => (
              <TableRow key={a.id} data-testid="adjustment-row">
                <TableCell className="whitespace-nowrap">{formatDate(a.date)}</TableCell>
                <TableCell className="font-medium">{cropName(a)}</TableCell>
                <TableCell>{a.qualityGrade ?? t('common.fallback.dash')}</TableCell>
                <TableCell className={cn('whitespace-nowrap text-right tabular-nums', tone(a))}>
                  {quantity(a)}
                </TableCell>
                <TableCell className={cn('whitespace-nowrap text-right font-medium tabular-nums', tone(a))}>
                  {formatINR(a.value)}
                </TableCell>
                <TableCell className="min-w-40 max-w-sm break-words">{a.reason}</TableCell>
                <TableCell className="px-2">{actions(a)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {/* On a phone each adjustment is a card: crop and date, quantity and value, the reason, Cancel. */}
        <ul className="space-y-2 sm:hidden" aria-label={t('inventory.adjustments.list')}>
          {rows.map((a) => (
            <li key={a.id} className="rounded-md border border-border p-3" data-testid="adjustment-card">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">
                    {cropName(a)}
                    {a.qualityGrade && ` · ${t(`common.grades.${a.qualityGrade}`)}`}
                  </p>
                  <p className="text-xs text-muted-foreground">{formatDate(a.date)}</p>
                </div>
                <div className={cn('shrink-0 text-right tabular-nums', tone(a))}>
                  <p className="font-semibold">{formatINR(a.value)}</p>
                  <p className="text-xs">{quantity(a)}</p>
                </div>
              </div>
              <div className="mt-2 flex items-end justify-between gap-2 border-t border-border pt-2">
                <p className="min-w-0 text-sm wrap-anywhere">{a.reason}</p>
                {actions(a, 'ml-auto')}
              </div>
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('inventory.adjustments.title')}</CardTitle>
        <CardDescription>{t('inventory.adjustments.description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {body}
        {!page.isPending && total > pages.pageSize && (
          <Pagination {...pages.pagination(total, page)} label={t('inventory.adjustments.pages')} />
        )}
      </CardContent>
    </Card>
  );
}
