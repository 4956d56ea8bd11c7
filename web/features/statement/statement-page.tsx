import type { PartyType } from '@common/schemas/parties';
import {
  ArrowLeft,
  ArrowDownRight,
  ArrowUpRight,
  Download,
  FileText,
  Printer,
  Scale,
  Share2,
  Wallet,
} from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, setSearch, useParams, useSearchParams } from '@/lib/router';
import { BusinessPrintHeader } from '@/components/business-print-header';
import { DateRangeFilter } from '@/components/date-range-filter';
import { OnAccountNotice } from '@/components/on-account-notice';
import { PageHeader } from '@/components/page-header';
import { ShareDocumentDialog } from '@/components/share-document';
import { StatCard, StatCardsSkeleton, StatGrid } from '@/components/stat-card';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError, errorMessage } from '@/lib/api-client';
import { businessDate, formatDate, formatINR } from '@/lib/format';
import { openPdf } from '@/lib/open-pdf';
import { useStatement } from './api/get-statement';
import { BalanceAmount } from './components/balance-amount';
import { StatementEntries } from './components/statement-entries';
import { exportStatement } from './export-statement';
import { partyIdFromPath, rangeFromSearch } from './statement-range';
import { statement } from '@/i18n/en/statement';
import { addScreenTexts } from '@/i18n/i18n';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ statement });

/**
 * A party's statement for a period (docs/screens.md#party-statement): /parties/:id/statement with the period
 * in the address (?startDate=&endDate=), so it can be bookmarked. Prints on A4 with only the statement
 * (the `.print-area` convention of web/styles.css).
 */
export function StatementPage() {
  const { t } = useTranslation();
  const params = useParams();
  const partyId = partyIdFromPath(params.id);
  const [search] = useSearchParams();
  const today = useMemo(() => businessDate(), []);
  const range = useMemo(() => rangeFromSearch(search, today), [search, today]);
  const validRange = range.startDate <= range.endDate;
  const query = useStatement(partyId, validRange ? range : undefined);
  const statement = query.data;
  const headingId = useId();
  const [sharing, setSharing] = useState(false);

  // Both dates are written, so the other one stays put when the default it came from moves (a new end
  // would move a defaulted start to its own financial year). A statement always has a period: an emptied
  // box changes nothing.
  const setDate = (key: 'startDate' | 'endDate', value: string | undefined) => {
    if (!value) return;
    setSearch(
      (current) => {
        const shown = rangeFromSearch(current, today);
        current.set('startDate', shown.startDate);
        current.set('endDate', shown.endDate);
        current.set(key, value);
        return current;
      },
      // Replaced, not pushed: Back leaves the statement rather than stepping through every date typed.
      { replace: true },
    );
  };

  const notFound = partyId === undefined || (query.error instanceof ApiError && query.error.status === 404);
  const loading = validRange && !notFound && query.isPending;

  let body;
  if (notFound) {
    body = <EmptyState title={t('statement.notFound')} />;
  } else if (!validRange) {
    body = null;
  } else if (query.isError) {
    body = (
      <p role="alert" className="py-6 text-center text-sm text-destructive">
        {errorMessage(query.error, t('statement.fetchFailed'))}
      </p>
    );
  } else if (loading || !statement) {
    body = (
      <>
        <StatCardsSkeleton />
        <RowsSkeleton rows={5} busy />
      </>
    );
  } else {
    body = (
      <>
        {/* On paper the screen's header is left off: the statement names itself and the business. */}
        <p className="hidden text-sm text-muted-foreground print:block">
          {t('statement.printTitle', { product: t('common.productName') })}
        </p>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h2 id={headingId} className="text-lg font-bold sm:text-xl" data-testid="statement-party">
            {statement.party.name}
          </h2>
          <Badge variant="grey">{t(`common.partyTypes.${statement.party.type as PartyType}`)}</Badge>
          <p className="w-full text-sm text-muted-foreground sm:w-auto" data-testid="statement-period">
            {t('statement.range.showing', {
              from: formatDate(range.startDate),
              to: formatDate(range.endDate),
            })}
          </p>
        </div>
        <StatGrid label={t('statement.cards.label')}>
          <StatCard
            label={t('statement.cards.opening')}
            value={<BalanceAmount balance={statement.openingBalance} />}
            caption={t('statement.cards.openingCaption', { date: formatDate(range.startDate) })}
            icon={Wallet}
            testId="statement-opening"
          />
          <StatCard
            label={t('statement.cards.debit')}
            value={formatINR(statement.totalDebit)}
            caption={t('statement.cards.debitCaption')}
            icon={ArrowUpRight}
            iconClassName="bg-green-100 text-green-800"
            testId="statement-debit"
          />
          <StatCard
            label={t('statement.cards.credit')}
            value={formatINR(statement.totalCredit)}
            caption={t('statement.cards.creditCaption')}
            icon={ArrowDownRight}
            iconClassName="bg-red-100 text-red-800"
            testId="statement-credit"
          />
          <StatCard
            label={t('statement.cards.closing')}
            value={<BalanceAmount balance={statement.closingBalance} />}
            caption={t('statement.cards.closingCaption', { date: formatDate(range.endDate) })}
            icon={Scale}
            testId="statement-closing"
          />
        </StatGrid>
        {/* Money on account beside what the party owes or is owed (docs/screens.md#money-on-account). */}
        {(['paid', 'received'] as const).map((direction) => (
          <OnAccountNotice
            key={direction}
            partyId={statement.party.id}
            direction={direction}
            partyType={statement.party.type as PartyType}
            className="print-hide"
          />
        ))}
        <Card>
          <CardHeader>
            <CardTitle>{t('statement.entries.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <StatementEntries statement={statement} range={range} />
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <>
      <div className="print-hide">
        <PageHeader
          title={t('statement.title')}
          subtitle={t('statement.subtitle')}
          actions={
            <>
              <Button variant="outline" asChild>
                <Link to="/parties">
                  <ArrowLeft aria-hidden="true" />
                  {t('statement.backToParties')}
                </Link>
              </Button>
              <Button variant="outline" onClick={() => window.print()} disabled={!statement}>
                <Printer aria-hidden="true" />
                {t('statement.print')}
              </Button>
              {/* The same statement as a PDF made on the server, with the business on top (docs/documents.md). */}
              <Button
                variant="outline"
                onClick={() =>
                  void openPdf(
                    `/api/ledger/statement.pdf?partyId=${partyId}&startDate=${range.startDate}&endDate=${range.endDate}`,
                  )
                }
                disabled={!statement}
              >
                <FileText aria-hidden="true" />
                {t('documents.printPdf')}
              </Button>
              <Button variant="outline" onClick={() => setSharing(true)} disabled={!statement}>
                <Share2 aria-hidden="true" />
                {t('share.action')}
              </Button>
              <Button
                variant="outline"
                onClick={() => statement && exportStatement(statement, range, t)}
                disabled={!statement}
              >
                <Download aria-hidden="true" />
                {t('statement.export')}
              </Button>
            </>
          }
        />
      </div>
      {statement && (
        <ShareDocumentDialog
          open={sharing}
          onOpenChange={setSharing}
          target={{ document: 'statement', partyId: statement.party.id, ...range }}
        />
      )}
      <main className="space-y-6 p-4 sm:p-6">
        {!notFound && (
          <fieldset className="print-hide flex flex-wrap items-end gap-4 rounded-lg border border-border bg-card p-4">
            <legend className="px-1 text-sm font-medium">{t('statement.range.legend')}</legend>
            <DateRangeFilter
              layout="stacked"
              required
              idPrefix="statement"
              start={range.startDate}
              end={range.endDate}
              onStartChange={(value) => setDate('startDate', value)}
              onEndChange={(value) => setDate('endDate', value)}
              fromLabel={t('statement.range.from')}
              toLabel={t('statement.range.to')}
              // Side by side on a phone too: the entries start on its first screen.
              boxClassName="w-[9.25rem] sm:w-44"
            />
            {!validRange && (
              <p role="alert" className="w-full text-sm text-destructive">
                {t('statement.range.invalid')}
              </p>
            )}
          </fieldset>
        )}
        <section
          className="print-area space-y-6"
          aria-labelledby={statement ? headingId : undefined}
          aria-label={statement ? undefined : t('statement.title')}
          aria-busy={loading || undefined}
        >
          {/* On paper the business is on top, as on the PDF (docs/screens.md#printing). */}
          <BusinessPrintHeader label={(field, value) => t(`statement.printProfile.${field}`, { value })} />
          {body}
        </section>
      </main>
    </>
  );
}
