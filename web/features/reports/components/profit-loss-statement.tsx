import type { Crop } from '@common/schemas/crops';
import type { ProfitAndLoss } from '@common/schemas/reports';
import { expenseTypes } from '@common/schemas/choices';
import { Download, FileText, Printer } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessPrintHeader } from '@/components/business-print-header';
import { CardFigures, CardHead, CardList, CardListItem } from '@/components/card-list';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import type { DateRange } from '@/lib/date-range';
import { formatDate, formatINR, formatQuantity } from '@/lib/format';

interface ProfitLossStatementProps {
  range: DateRange;
  statement: ProfitAndLoss | undefined;
  loading: boolean;
  failed: boolean;
  /** For each crop's unit (the statement gives quantities in the crop's own unit). */
  crops: readonly Crop[];
  exportingPdf: boolean;
  onExportPdf(): void;
  onExportCsv(): void;
}

const isNegative = (amount: string) => amount.trim().startsWith('-');

/**
 * The profit and loss statement (docs/money.md#profit-and-loss, docs/screens.md#reports): income and cost of
 * goods, gross profit, the charges earned and borne, stock adjustments, expenses by type and the net, then a
 * table by crop. It prints alone (`.print-area`, the business on top as on the PDF).
 */
export function ProfitLossStatement({
  range,
  statement,
  loading,
  failed,
  crops,
  exportingPdf,
  onExportPdf,
  onExportCsv,
}: ProfitLossStatementProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cropTitleId = useId();
  const ready = statement !== undefined && !failed;
  const unitOf = (cropId: number) => crops.find((c) => c.id === cropId)?.unit ?? 'quintal';

  return (
    <section className="print-area space-y-6" aria-labelledby={titleId} aria-busy={loading || undefined}>
      <BusinessPrintHeader
        label={(field, value) => t(`reports.profitLoss.printProfile.${field}`, { value })}
      />
      <p className="hidden text-sm text-muted-foreground print:block">
        {t('reports.profitLoss.printTitle', { product: t('common.productName') })}
      </p>
      <Card>
        <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle id={titleId}>{t('reports.profitLoss.title')}</CardTitle>
            <CardDescription>
              {t('reports.result.range', {
                from: formatDate(range.startDate),
                to: formatDate(range.endDate),
              })}
            </CardDescription>
          </div>
          <div className="print-hide flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => window.print()} disabled={!ready}>
              <Printer aria-hidden="true" />
              {t('reports.profitLoss.print')}
            </Button>
            <Button type="button" variant="outline" onClick={onExportPdf} disabled={!ready || exportingPdf}>
              <FileText aria-hidden="true" />
              {t('reports.result.exportPdf')}
            </Button>
            <Button type="button" variant="outline" onClick={onExportCsv} disabled={!ready}>
              <Download aria-hidden="true" />
              {t('reports.profitLoss.exportCsv')}
            </Button>
          </div>
        </CardHeader>
        <CardContent>
          {loading ? (
            <RowsSkeleton rows={8} />
          ) : !ready ? (
            <EmptyState title={t('reports.errors.fetchProfitLoss')} />
          ) : (
            <StatementLines statement={statement} />
          )}
        </CardContent>
      </Card>

      {ready && (
        <Card role="region" aria-labelledby={cropTitleId}>
          <CardHeader>
            <CardTitle id={cropTitleId}>{t('reports.profitLoss.byCrop')}</CardTitle>
            <CardDescription>{t('reports.profitLoss.byCropDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            {statement.byCrop.length === 0 ? (
              <EmptyState title={t('reports.profitLoss.noCrops')} />
            ) : (
              <>
                <Table
                  containerClassName="hidden rounded-md border border-border sm:block print:block"
                  regionLabel={t('reports.profitLoss.byCrop')}
                >
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('reports.profitLoss.crop')}</TableHead>
                      <TableHead className="text-right">{t('reports.profitLoss.quantitySold')}</TableHead>
                      <TableHead className="text-right">{t('reports.profitLoss.cropSales')}</TableHead>
                      <TableHead className="text-right">{t('reports.profitLoss.cropCost')}</TableHead>
                      <TableHead className="text-right">{t('reports.profitLoss.cropGross')}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {statement.byCrop.map((c) => (
                      <TableRow key={c.cropId}>
                        <TableCell className="font-medium">{c.cropName}</TableCell>
                        <TableCell className="whitespace-nowrap text-right tabular-nums">
                          {formatQuantity(c.quantitySold)}{' '}
                          <span className="text-xs text-muted-foreground">
                            {t(`common.units.${unitOf(c.cropId)}`)}
                          </span>
                        </TableCell>
                        <TableCell className="whitespace-nowrap text-right tabular-nums">
                          {formatINR(c.sales)}
                        </TableCell>
                        <TableCell className="whitespace-nowrap text-right tabular-nums">
                          {formatINR(c.costOfGoods)}
                        </TableCell>
                        <TableCell
                          className={cn(
                            'whitespace-nowrap text-right font-medium tabular-nums',
                            isNegative(c.grossProfit) && 'text-destructive',
                          )}
                        >
                          {formatINR(c.grossProfit)}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                  <TableFooter>
                    <TableRow>
                      <TableCell className="font-semibold">{t('reports.profitLoss.total')}</TableCell>
                      <TableCell />
                      <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums">
                        {formatINR(statement.sales)}
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums">
                        {formatINR(statement.costOfGoods)}
                      </TableCell>
                      <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums">
                        {formatINR(statement.grossProfit)}
                      </TableCell>
                    </TableRow>
                  </TableFooter>
                </Table>
                {/* On a phone each crop is a card: its gross profit whole, then quantity, sales and cost. */}
                <CardList label={t('reports.profitLoss.byCrop')} className="print:hidden">
                  {statement.byCrop.map((c) => (
                    <CardListItem key={c.cropId} data-testid="pnl-crop-card">
                      <CardHead
                        title={c.cropName}
                        figure={formatINR(c.grossProfit)}
                        figureLabel={t('reports.profitLoss.cropGross')}
                        figureClassName={isNegative(c.grossProfit) ? 'text-destructive' : undefined}
                      />
                      <CardFigures
                        items={[
                          {
                            label: t('reports.profitLoss.quantitySold'),
                            value: `${formatQuantity(c.quantitySold)} ${t(`common.units.${unitOf(c.cropId)}`)}`,
                          },
                          { label: t('reports.profitLoss.cropSales'), value: formatINR(c.sales) },
                          { label: t('reports.profitLoss.cropCost'), value: formatINR(c.costOfGoods) },
                        ]}
                      />
                    </CardListItem>
                  ))}
                </CardList>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </section>
  );
}

/** The statement's lines as a two-column table: a label (a row header) and its amount. */
function StatementLines({ statement: s }: { statement: ProfitAndLoss }) {
  const { t } = useTranslation();
  const loss = isNegative(s.netProfit);
  return (
    <table className="w-full border-collapse text-sm" data-testid="pnl-statement">
      <caption className="sr-only">{t('reports.profitLoss.title')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('reports.profitLoss.statementLabel')}</th>
          <th scope="col">{t('reports.profitLoss.amount')}</th>
        </tr>
      </thead>
      <tbody>
        <Section title={t('reports.profitLoss.income')} />
        <Line label={t('reports.profitLoss.sales')} amount={s.sales} indent />
        <Line label={t('reports.profitLoss.costOfGoods')} amount={s.costOfGoods} negate indent />
        <Line label={t('reports.profitLoss.grossProfit')} amount={s.grossProfit} strong />
        <Section title={t('reports.profitLoss.charges')} />
        <Line label={t('reports.profitLoss.chargesEarned')} amount={s.chargesEarned} indent />
        <Line label={t('reports.profitLoss.chargesBorne')} amount={s.chargesBorne} negate indent />
        <Line label={t('reports.profitLoss.stockAdjustments')} amount={s.stockAdjustments} strong />
        <Section title={t('reports.profitLoss.expenses')} />
        {expenseTypes.map((type) => (
          <Line
            key={type}
            label={t(`reports.profitLoss.expenseTypes.${type}`)}
            amount={s.expenses[type]}
            negate
            indent
          />
        ))}
        <Line label={t('reports.profitLoss.totalExpenses')} amount={s.expenses.total} negate strong />
      </tbody>
      <tfoot>
        <tr className="border-t-2 border-foreground">
          <th scope="row" className="py-3 text-left text-base font-bold">
            {loss ? t('reports.profitLoss.netLoss') : t('reports.profitLoss.netProfit')}
          </th>
          <td
            className={cn(
              'py-3 text-right text-lg font-bold tabular-nums whitespace-nowrap',
              loss ? 'text-destructive' : 'text-green-700',
            )}
            data-testid="pnl-net"
          >
            {formatINR(s.netProfit)}
          </td>
        </tr>
        <tr>
          <td colSpan={2} className="pt-1 text-xs text-muted-foreground">
            {t('reports.profitLoss.rules')}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

function Section({ title }: { title: ReactNode }) {
  return (
    <tr>
      <th
        scope="rowgroup"
        colSpan={2}
        className="pt-4 pb-1 text-left text-xs font-semibold uppercase text-muted-foreground"
      >
        {title}
      </th>
    </tr>
  );
}

/** A line of the statement; `negate` shows an amount that is taken off as "− ₹…". */
function Line({
  label,
  amount,
  negate = false,
  indent = false,
  strong = false,
}: {
  label: string;
  amount: string;
  negate?: boolean;
  indent?: boolean;
  strong?: boolean;
}) {
  const zero = /^-?0+(\.0+)?$/.test(amount.trim());
  return (
    <tr className={cn('border-b border-border', strong && 'font-semibold')}>
      <th
        scope="row"
        className={cn('py-2 text-left font-normal', indent && 'pl-4', strong && 'font-semibold')}
      >
        {label}
      </th>
      <td className="py-2 text-right tabular-nums whitespace-nowrap">
        {negate && !zero ? `− ${formatINR(amount)}` : formatINR(amount)}
      </td>
    </tr>
  );
}
