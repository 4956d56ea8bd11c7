import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardFigures, CardHead, CardList, CardListItem } from '@/components/card-list';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatINR, formatNumber, formatQuantity, formatTimestampDate } from '@/lib/format';
import type { StockRow, StockStatus } from '../stock';

const STATUS_TONE: Record<StockStatus, BadgeVariant> = {
  inStock: 'green',
  lowStock: 'amber',
  outOfStock: 'red',
};

interface InventoryTableProps {
  /** Undefined while loading. */
  rows: readonly StockRow[] | undefined;
  /** How many items there are before filtering. */
  total: number;
}

export function InventoryTable({ rows, total }: InventoryTableProps) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-baseline justify-between gap-2">
        <CardTitle>{t('inventory.table.title')}</CardTitle>
        {rows && total > 0 && (
          <CardDescription>
            {t('inventory.table.count', {
              shown: formatNumber(rows.length, 0),
              total: formatNumber(total, 0),
            })}
          </CardDescription>
        )}
      </CardHeader>
      {!rows ? (
        <div className="space-y-3 px-4 pb-6 sm:px-6" aria-busy="true">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={Package}
          title={t('inventory.empty')}
          hint={total === 0 ? t('inventory.emptyHint') : t('inventory.noMatches')}
        />
      ) : (
        <div className="px-2 pb-4 sm:px-4">
          <Table regionLabel={t('inventory.table.region')} containerClassName="hidden sm:block">
            <TableHeader>
              <TableRow>
                <TableHead>{t('inventory.table.cropName')}</TableHead>
                <TableHead>{t('inventory.table.grade')}</TableHead>
                <TableHead className="text-right">{t('inventory.table.currentStock')}</TableHead>
                <TableHead>{t('inventory.table.unit')}</TableHead>
                <TableHead className="text-right">{t('inventory.table.avgCost')}</TableHead>
                <TableHead className="text-right">{t('inventory.table.totalValue')}</TableHead>
                <TableHead>{t('inventory.table.status')}</TableHead>
                <TableHead>{t('inventory.table.lastUpdated')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.item.id}>
                  <TableCell className="min-w-40 font-medium">
                    {r.cropName ?? t('common.fallback.unknownCrop')}
                  </TableCell>
                  <TableCell>{r.item.qualityGrade ?? t('common.fallback.dash')}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatQuantity(r.item.currentStock)}
                  </TableCell>
                  <TableCell>{t(`common.units.${r.unit}`)}</TableCell>
                  <TableCell className="text-right tabular-nums">
                    {formatINR(r.item.averageCost, 0)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatINR(r.item.totalValue, 0)}</TableCell>
                  <TableCell>
                    <Badge variant={STATUS_TONE[r.status]}>{t(`inventory.status.${r.status}`)}</Badge>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatTimestampDate(r.item.lastUpdated)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {/* On a phone each bucket is a card: crop, grade and status, the stock whole with its unit, its value. */}
          <CardList label={t('inventory.table.region')} className="px-2">
            {rows.map((r) => (
              <CardListItem key={r.item.id} data-testid="inventory-card">
                <CardHead
                  title={r.cropName ?? t('common.fallback.unknownCrop')}
                  meta={
                    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span>
                        {t('inventory.table.grade')}: {r.item.qualityGrade ?? t('common.fallback.dash')}
                      </span>
                      <Badge variant={STATUS_TONE[r.status]}>{t(`inventory.status.${r.status}`)}</Badge>
                    </span>
                  }
                  figure={
                    <>
                      {formatQuantity(r.item.currentStock)}{' '}
                      <span className="text-xs font-normal text-muted-foreground">
                        {t(`common.units.${r.unit}`)}
                      </span>
                    </>
                  }
                  figureLabel={t('inventory.table.currentStock')}
                />
                <CardFigures
                  items={[
                    { label: t('inventory.table.avgCost'), value: formatINR(r.item.averageCost, 0) },
                    {
                      label: t('inventory.table.totalValue'),
                      value: formatINR(r.item.totalValue, 0),
                      className: 'font-semibold',
                    },
                    {
                      label: t('inventory.table.lastUpdated'),
                      value: formatTimestampDate(r.item.lastUpdated),
                    },
                  ]}
                />
              </CardListItem>
            ))}
          </CardList>
        </div>
      )}
    </Card>
  );
}
