import { ACCOUNT_BOOK_MAX_DAYS, isCashInHand } from '@common/schemas/choices';
import { compare } from '@common/decimal';
import type { Account } from '@common/schemas/accounts';
import {
  ArrowDownLeft,
  ArrowUpRight,
  ChevronLeft,
  ChevronRight,
  Download,
  Landmark,
  Pencil,
  Plus,
  FileText,
  Printer,
  Wallet,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/lib/router';
import { BusinessPrintHeader } from '@/components/business-print-header';
import { DateRangeFilter } from '@/components/date-range-filter';
import { OptionsSelect } from '@/components/options-select';
import { PageHeader } from '@/components/page-header';
import { StatCard, StatCardsSkeleton, StatGrid } from '@/components/stat-card';
import { RowsSkeleton } from '@/components/table-skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { businessDate, formatDate, formatINR, formatNumber } from '@/lib/format';
import { openPdf } from '@/lib/open-pdf';
import { useAccountBook } from './api/get-account-book';
import { useAccounts } from '@/lib/queries/accounts';
import { bookViewFromSearch, nextDay, previousDay, withEnd, withStart } from './book-range';
import { BookDay } from './components/book-day';
import { exportBook } from './export-book';
import { lazyDialog } from '@/components/lazy-dialog';
import { cashBank } from '@/i18n/en/cash-bank';
import { addScreenTexts } from '@/i18n/i18n';
import { accountName } from '@/lib/account-name';

// This screen's English texts come with its own chunk (web/i18n/en-screens.ts).
addScreenTexts({ cashBank });

const AccountFormDialog = lazyDialog(() =>
  import('./components/account-form-dialog').then((m) => m.AccountFormDialog),
);

/** An overdrawn balance (a bank account below 0) in red. */
const negativeClass = (amount: string) => (compare(amount, '0') < 0 ? 'text-red-700' : undefined);

/**
 * Cash & Bank (docs/screens.md#cash--bank): the book (rokar) of one account for a day or a range, with its
 * opening, every line, money in, money out and closing; print, export; accounts are added and edited here.
 * The account and the dates live in the address, so a printed or shared link shows the same book. On paper
 * only the book shows (docs/screens.md#printing).
 */
export function CashBankPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The account stays set while the dialog fades out, so its title does not change as it closes.
  const [dialog, setDialog] = useState<{ open: boolean; account: Account | undefined }>({
    open: false,
    account: undefined,
  });
  const openDialog = (forAccount: Account | undefined) => setDialog({ open: true, account: forAccount });
  const accounts = useAccounts();

  const today = businessDate();
  const view = bookViewFromSearch(params, today);
  const { startDate, endDate } = view;
  const reversed = view.problem === 'reversed';
  const tooLong = view.problem === 'tooLong';

  const accountList = accounts.data ?? [];
  const chosenId = Number(params.get('account'));
  const account =
    accountList.find((a) => a.id === chosenId) ??
    accountList.find((a) => isCashInHand(a.name)) ??
    accountList[0];
  const book = useAccountBook(account?.id, { startDate, endDate }, !reversed && !tooLong);
  const shown = book.data && book.data.account.id === account?.id ? book.data : undefined;

  const update = (changes: Record<string, string>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        // Replaced, not pushed: Back leaves the screen rather than stepping through every day looked at.
        return next;
      },
      { replace: true },
    );
  };
  const showDay = (day: string) => update({ from: day, to: day });

  const singleDay = startDate === endDate;
  const heading = account
    ? singleDay
      ? t('cashBank.heading.day', { account: accountName(account.name, t), date: formatDate(startDate) })
      : t('cashBank.heading.range', {
          account: accountName(account.name, t),
          from: formatDate(startDate),
          to: formatDate(endDate),
        })
    : '';

  let body;
  if (accounts.isError) {
    body = <p className="py-6 text-center text-sm text-destructive">{t('cashBank.accountsFailed')}</p>;
  } else if (reversed || tooLong) {
    body = (
      <p role="alert" className="py-6 text-center text-sm text-destructive">
        {reversed
          ? t('cashBank.toolbar.rangeReversed')
          : t('cashBank.toolbar.rangeTooLong', { days: formatNumber(ACCOUNT_BOOK_MAX_DAYS) })}
      </p>
    );
  } else if (book.isError) {
    body = <p className="py-6 text-center text-sm text-destructive">{t('cashBank.bookFailed')}</p>;
  } else if (!shown) {
    body = <RowsSkeleton rows={4} busy />;
  } else if (shown.days.length === 0) {
    body = (
      <EmptyState
        icon={Wallet}
        title={singleDay ? t('cashBank.book.empty') : t('cashBank.book.emptyRange')}
        hint={t('cashBank.book.emptyHint')}
        data-testid="book-empty"
      />
    );
  } else {
    body = (
      <div className="space-y-6">
        {shown.days.map((day) => (
          <BookDay key={day.date} day={day} />
        ))}
      </div>
    );
  }

  const lastDate = formatDate(endDate);
  return (
    <>
      <div className="print-hide">
        <PageHeader
          title={t('cashBank.title')}
          subtitle={t('cashBank.subtitle')}
          actions={
            <>
              <Button variant="outline" onClick={() => window.print()} disabled={!shown}>
                <Printer aria-hidden="true" />
                {t('cashBank.print')}
              </Button>
              {/* One day's book as a PDF made on the server (docs/documents.md); a range prints from the browser. */}
              {singleDay && (
                <Button
                  variant="outline"
                  onClick={() =>
                    shown && void openPdf(`/api/accounts/${shown.account.id}/book.pdf?date=${startDate}`)
                  }
                  disabled={!shown}
                >
                  <FileText aria-hidden="true" />
                  {t('documents.printPdf')}
                </Button>
              )}
              <Button
                variant="outline"
                onClick={() => shown && exportBook(shown, t)}
                disabled={!shown || shown.days.length === 0}
              >
                <Download aria-hidden="true" />
                {t('cashBank.export')}
              </Button>
              <Button onClick={() => openDialog(undefined)}>
                <Plus aria-hidden="true" />
                {t('cashBank.addAccount')}
              </Button>
            </>
          }
        />
      </div>
      <main className="space-y-6 p-4 sm:p-6">
        <Card className="print-hide">
          <CardContent className="pt-4 sm:pt-6">
            <div
              role="group"
              aria-label={t('cashBank.toolbar.label')}
              className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end"
            >
              <div className="grid min-w-0 gap-2 sm:w-80">
                <Label htmlFor="book-account">{t('cashBank.toolbar.account')}</Label>
                <div className="flex min-w-0 gap-2">
                  <OptionsSelect
                    id="book-account"
                    className="min-w-0 flex-1 [&>span]:min-w-0 [&>span]:truncate"
                    value={account ? String(account.id) : ''}
                    onValueChange={(id) => update({ account: id })}
                    options={accountList.map((a) => ({
                      value: String(a.id),
                      label: `${accountName(a.name, t)} (${t(`cashBank.kinds.${a.kind}`)})`,
                    }))}
                    disabled={!account}
                  />
                  <Button
                    variant="outline"
                    size="icon"
                    aria-label={t('cashBank.editAccount')}
                    title={t('cashBank.editAccount')}
                    disabled={!account}
                    onClick={() => openDialog(account)}
                  >
                    <Pencil aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid gap-2">
                <span className="text-sm font-medium" aria-hidden="true">
                  {t('cashBank.toolbar.day')}
                </span>
                <div className="flex flex-wrap items-end gap-2">
                  <Button variant="outline" onClick={() => showDay(previousDay(view))}>
                    <ChevronLeft aria-hidden="true" />
                    {/* A phone shows the short word; the name is always the whole one. */}
                    <span className="sm:hidden" aria-hidden="true">
                      {t('cashBank.toolbar.previous')}
                    </span>
                    <span className="sr-only sm:not-sr-only">{t('cashBank.toolbar.previousDay')}</span>
                  </Button>
                  <Button variant="outline" onClick={() => showDay(nextDay(view))}>
                    <span className="sm:hidden" aria-hidden="true">
                      {t('cashBank.toolbar.next')}
                    </span>
                    <span className="sr-only sm:not-sr-only">{t('cashBank.toolbar.nextDay')}</span>
                    <ChevronRight aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => showDay(today)}
                    disabled={singleDay && startDate === today}
                  >
                    {t('cashBank.toolbar.today')}
                  </Button>
                </div>
              </div>
              {/* The dates typed dd-mm-yyyy (docs/screens.md#filters), side by side even on a phone: the day's lines start on its first screen. */}
              <div className="grid grid-cols-2 gap-2 sm:flex sm:items-end">
                <DateRangeFilter
                  layout="stacked"
                  required
                  idPrefix="book"
                  start={startDate}
                  end={endDate}
                  onStartChange={(from) => {
                    if (from) update(withStart(view, from));
                  }}
                  onEndChange={(to) => {
                    if (to) update(withEnd(view, to));
                  }}
                  fromLabel={t('cashBank.toolbar.from')}
                  toLabel={t('cashBank.toolbar.to')}
                  cellClassName="min-w-0 sm:w-40"
                />
              </div>
            </div>
            <p className="mt-3 text-xs text-muted-foreground">
              {t('cashBank.toolbar.rangeHint', { days: formatNumber(ACCOUNT_BOOK_MAX_DAYS) })}
            </p>
          </CardContent>
        </Card>

        <div className="print-area space-y-6 print:text-[10pt]" data-testid="cash-book">
          {/* On paper the business is on top, as on the day's PDF (docs/screens.md#printing). */}
          <BusinessPrintHeader label={(field, value) => t(`cashBank.printProfile.${field}`, { value })} />
          <div>
            <h2 className="text-lg font-semibold text-foreground" data-testid="book-heading">
              {heading}
            </h2>
            {account?.openingDate && (
              <p className="text-sm text-muted-foreground">
                {t('cashBank.heading.opened', {
                  date: formatDate(account.openingDate),
                  amount: formatINR(account.openingBalance),
                })}
              </p>
            )}
          </div>

          {/* On a phone the four figures fold behind one button, so that the day's lines start on the first
              screen (docs/screens.md#phone-lists); the lines' own opening and closing stay. */}
          {shown ? (
            <StatGrid label={t('cashBank.cards.label')}>
              <StatCard
                label={t('cashBank.cards.opening')}
                value={formatINR(shown.openingBalance)}
                caption={t('cashBank.cards.openingCaption', { date: formatDate(startDate) })}
                icon={Wallet}
                valueClassName={negativeClass(shown.openingBalance)}
                testId="book-opening"
              />
              <StatCard
                label={t('cashBank.cards.moneyIn')}
                value={formatINR(shown.moneyIn)}
                caption={t('cashBank.cards.moneyInCaption')}
                icon={ArrowDownLeft}
                valueClassName="text-green-800"
                iconClassName="bg-green-100 text-green-800"
                testId="book-money-in"
              />
              <StatCard
                label={t('cashBank.cards.moneyOut')}
                value={formatINR(shown.moneyOut)}
                caption={t('cashBank.cards.moneyOutCaption')}
                icon={ArrowUpRight}
                valueClassName="text-amber-800"
                iconClassName="bg-amber-100 text-amber-800"
                testId="book-money-out"
              />
              <StatCard
                label={t('cashBank.cards.closing')}
                value={formatINR(shown.closingBalance)}
                caption={t('cashBank.cards.closingCaption', { date: lastDate })}
                icon={Landmark}
                valueClassName={negativeClass(shown.closingBalance)}
                testId="book-closing"
              />
            </StatGrid>
          ) : (
            !accounts.isError && !reversed && !tooLong && !book.isError && <StatCardsSkeleton />
          )}

          <Card>
            <CardContent className="pt-4 sm:pt-6">{body}</CardContent>
          </Card>
        </div>
      </main>

      <AccountFormDialog
        open={dialog.open}
        onOpenChange={(open) => {
          if (!open) setDialog((d) => ({ ...d, open: false }));
        }}
        account={dialog.account}
        onSaved={(saved) => update({ account: String(saved.id) })}
      />
    </>
  );
}
