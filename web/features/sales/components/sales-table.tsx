import type { PaymentStatus } from '@common/schemas/sales';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/pagination';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDate, formatINR, formatQuantity } from '@/lib/format';
import { usePagedRows } from '@/lib/use-paged-rows';
import type { SaleRow } from '../sale-rows';

/** Paid green, partial amber, anything else red (docs/screens.md#sales). */
function statusVariant(status: PaymentStatus): BadgeVariant {
  if (status === 'paid') return 'green';
  if (status === 'partial') return 'amber';
  return 'red';
}

/** `filterKey` names the filters that made `rows`: new filters start again at the first page. */
export function SalesTable({ rows, filterKey }: { rows: readonly SaleRow[]; filterKey: string }) {
  const { t } = useTranslation();
  const { pageRows, pagination, paged } = usePagedRows(rows, filterKey);
  return (
    <>
      <Table regionLabel={t('sales.table.region')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('sales.table.date')}</TableHead>
            <TableHead>{t('sales.table.party')}</TableHead>
            <TableHead>{t('sales.table.crop')}</TableHead>
            <TableHead className="text-right">{t('sales.table.quantity')}</TableHead>
            <TableHead className="text-right">{t('sales.table.rate')}</TableHead>
            <TableHead className="text-right">{t('sales.table.totalAmount')}</TableHead>
            <TableHead>{t('sales.table.paymentStatus')}</TableHead>
            <TableHead>{t('sales.table.qualityGrade')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {pageRows.map(({ sale, party, crop }) => (
            <TableRow key={sale.id}>
              <TableCell className="whitespace-nowrap">{formatDate(sale.saleDate)}</TableCell>
              <TableCell>
                <div className="font-medium">{party?.name ?? t('common.fallback.unknownParty')}</div>
                {party && (
                  <div className="text-xs text-muted-foreground">{t(`common.partyTypes.${party.type}`)}</div>
                )}
              </TableCell>
              <TableCell>{crop?.name ?? t('common.fallback.unknownCrop')}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatQuantity(sale.quantity)} {t(`common.units.${crop?.unit ?? 'quintal'}`)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">
                {formatINR(sale.rate)}
              </TableCell>
              <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                {formatINR(sale.totalAmount)}
              </TableCell>
              <TableCell>
                <Badge variant={statusVariant(sale.paymentStatus)}>
                  {t(`common.paymentStatus.${sale.paymentStatus}`)}
                </Badge>
              </TableCell>
              <TableCell>{sale.qualityGrade ?? t('common.fallback.notApplicable')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {paged && <Pagination {...pagination} label={t('sales.table.pages')} />}
    </>
  );
}
