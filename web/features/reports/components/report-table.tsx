import type { PaymentStatus } from '@common/schemas/sales';
import { FileSpreadsheet, FileText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFigures, CardHead, CardList, CardListItem } from '@/components/card-list';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Pagination, type PaginationProps } from '@/components/pagination';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { DateRange } from '@/lib/date-range';
import { formatDate, formatDateTime, formatINR, formatQuantity } from '@/lib/format';
import type { TradeReportRow } from '@common/schemas/reports';
import type { ReportView } from '../report-filters';

const STATUS_TONES: Record<PaymentStatus, BadgeVariant> = { paid: 'green', partial: 'amber', pending: 'red' };

interface ReportTableProps {
  view: ReportView;
  range: DateRange;
  /** The page shown, from the server. */
  rows: readonly TradeReportRow[];
  /** Rows of the whole report. */
  total: number;
  /** Absent when the report fits on one page. */
  pagination: PaginationProps | undefined;
  totalAmount: string;
  loading: boolean;
  failed: boolean;
  /** When the data was fetched (ms since the epoch), or 0 before the first answer. */
  generatedAt: number;
  /** The export is fetching every row of the report. */
  exporting: boolean;
  /** Downloads the server's workbook of the report (docs/screens.md#exports). */
  onExportExcel(): void;
  /** The server is making the report's PDF. */
  exportingPdf: boolean;
  onExportPdf(): void;
}

export function ReportTable({
  view,
  range,
  rows,
  total,
  pagination,
  totalAmount,
  loading,
  failed,
  generatedAt,
  exporting,
  onExportExcel,
  exportingPdf,
  onExportPdf,
}: ReportTableProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sales = view === 'sales';
  const canExport = !loading && !failed && total > 0 && !exporting;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id={titleId}>
            {sales ? t('reports.result.salesTitle') : t('reports.result.purchaseTitle')}
          </CardTitle>
          <CardDescription>
            {t('reports.result.range', { from: formatDate(range.startDate), to: formatDate(range.endDate) })}
          </CardDescription>
        </div>
        {/* Excel: the server's workbook of every row of the report (docs/screens.md#exports). */}
        <div className="flex flex-wrap gap-2">
          {/* The report as a PDF made by the server (docs/documents.md#reports). */}
          <Button type="button" variant="outline" onClick={onExportPdf} disabled={!canExport || exportingPdf}>
            <FileText aria-hidden="true" />
            {t('reports.result.exportPdf')}
          </Button>
          <Button type="button" variant="outline" onClick={onExportExcel} disabled={!canExport}>
            <FileSpreadsheet aria-hidden="true" />
            {t('reports.result.exportExcel')}
          </Button>
        </div>
      </CardHeader>

      <div className="px-4 pb-4 sm:px-6 sm:pb-6" aria-busy={loading || undefined}>
        {loading ? (
          <RowsSkeleton rows={4} />
        ) : failed ? (
          <EmptyState title={sales ? t('reports.errors.fetchSales') : t('reports.errors.fetchPurchases')} />
        ) : (
          <>
            {total === 0 ? (
              <EmptyState title={t('reports.result.empty')} />
            ) : (
              <>
                <Table
                  containerClassName="hidden rounded-md border border-border sm:block"
                  regionLabel={t('reports.title')}
                >
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('reports.columns.date')}</TableHead>
                      <TableHead>{t('reports.columns.party')}</TableHead>
                      <TableHead>{t('reports.columns.crop')}</TableHead>
                      <TableHead className="text-right">{t('reports.columns.quantity')}</TableHead>
                      <TableHead className="text-right">{t('reports.columns.rate')}</TableHead>
                      <TableHead className="text-right">{t('reports.columns.amount')}</TableHead>
                      {sales && <TableHead>{t('reports.columns.status')}</TableHead>}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {rows.map((row) => (
                      <TableRow key={row.id}>
                        <TableCell className="whitespace-nowrap">{formatDate(row.date)}</TableCell>
                        <TableCell className="min-w-40">
                          <p className="font-medium">{row.partyName}</p>
                          <p className="text-xs text-muted-foreground">
                            {t(`common.partyTypes.${row.partyType}`)}
                          </p>
                        </TableCell>
                        <TableCell className="min-w-28">{row.cropName}</TableCell>
                        <TableCell className="whitespace-nowrap text-right tabular-nums">
                          {formatQuantity(row.quantity)}{' '}
                          <span className="text-xs text-muted-foreground">
                            {t(`common.units.${row.unit}`)}
                          </span>
                        </TableCell>
                        <TableCell className="whitespace-nowrap text-right tabular-nums">
                          {formatINR(row.rate)}
                        </TableCell>
                        <TableCell className="whitespace-nowrap text-right font-medium tabular-nums">
                          {formatINR(row.amount)}
                        </TableCell>
                        {sales && (
                          <TableCell>
                            {row.paymentStatus && (
                              <Badge variant={STATUS_TONES[row.paymentStatus]}>
                                {t(`common.paymentStatus.${row.paymentStatus}`)}
                              </Badge>
                            )}
                          </TableCell>
                        )}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                {/* On a phone each row is a card: party, crop and date, the amount whole, quantity, rate, status. */}
                <CardList label={t('reports.title')}>
                  {rows.map((row) => (
                    <CardListItem key={row.id} data-testid="report-card">
                      <CardHead
                        title={row.partyName}
                        meta={
                          <>
                            {t(`common.partyTypes.${row.partyType}`)} · {row.cropName} ·{' '}
                            <span className="whitespace-nowrap">{formatDate(row.date)}</span>
                          </>
                        }
                        figure={formatINR(row.amount)}
                        figureLabel={t('reports.columns.amount')}
                      />
                      <CardFigures
                        items={[
                          {
                            label: t('reports.columns.quantity'),
                            value: `${formatQuantity(row.quantity)} ${t(`common.units.${row.unit}`)}`,
                          },
                          { label: t('reports.columns.rate'), value: formatINR(row.rate) },
                        ]}
                      />
                      {sales && row.paymentStatus && (
                        <div className="mt-2">
                          <Badge variant={STATUS_TONES[row.paymentStatus]}>
                            {t(`common.paymentStatus.${row.paymentStatus}`)}
                          </Badge>
                        </div>
                      )}
                    </CardListItem>
                  ))}
                </CardList>
                {pagination && <Pagination {...pagination} label={t('reports.result.pages')} />}
              </>
            )}
            <div className="mt-4 flex flex-col gap-2 border-t border-border pt-4 text-sm sm:flex-row sm:items-center sm:justify-between">
              <p className="text-muted-foreground">
                {t('reports.result.generatedOn', { dateTime: formatDateTime(new Date(generatedAt)) })}
              </p>
              <p className="text-base font-semibold tabular-nums" data-testid="report-total">
                {t('reports.result.total', { amount: formatINR(totalAmount) })}
              </p>
            </div>
          </>
        )}
      </div>
    </Card>
  );
}
