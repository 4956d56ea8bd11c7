import type { RecentTransaction } from '@common/schemas/dashboard';
import { isZero } from '@common/decimal';
import { ArrowRightLeft, Scale } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatINR } from '@/lib/format';
import { useOutstanding } from '../api/get-outstanding';
import { RECENT_COUNT, useRecentTransactions } from '../api/get-recent-transactions';

interface LedgerCardProps {
  title: string;
  action: string;
  to: string;
  testId: string;
  children: ReactNode;
}

function LedgerCard({ title, action, to, testId, children }: LedgerCardProps) {
  const titleId = useId();
  return (
    <Card data-testid={testId} role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id={titleId}>{title}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={to}>{action}</Link>
        </Button>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function EmptyBox({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-border py-8 text-sm text-muted-foreground">
      <Icon className="size-6" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

function Failed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm text-red-700">
      {children}
    </p>
  );
}

interface BalanceFigureProps {
  side: 'receivable' | 'payable';
  label: string;
  amount: string;
  /** How many parties make up the figure. */
  parties: string;
  /** What the figure counts beyond bills owed (farmers who owe us, buyers we owe), when there is any. */
  beyondBills: string | undefined;
  beyondBillsTestId: string;
}

function BalanceFigure({ side, label, amount, parties, beyondBills, beyondBillsTestId }: BalanceFigureProps) {
  return (
    <div className="min-w-0 rounded-md border border-border p-3" data-testid={`outstanding-${side}`}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd
        className={`mt-1 text-xl font-bold tabular-nums wrap-anywhere ${side === 'receivable' ? 'text-green-700' : 'text-red-700'}`}
        data-testid={`outstanding-${side}-value`}
      >
        {formatINR(amount, 0)}
      </dd>
      <dd className="mt-1 text-xs text-muted-foreground">{parties}</dd>
      {beyondBills && (
        <dd className="mt-1 text-xs text-muted-foreground" data-testid={beyondBillsTestId}>
          {beyondBills}
        </dd>
      )}
    </div>
  );
}

/**
 * Σ of the positive and of the negative party balances, the Ledger's and Outstanding's figures too, with what
 * farmers owe us and what we owe buyers said under them (docs/money.md#receivable-and-payable).
 */
function OutstandingCard() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useOutstanding();
  let body: ReactNode;
  if (isPending) body = <Skeleton className="h-24" aria-busy="true" />;
  else if (isError) body = <Failed>{t('dashboard.outstanding.fetchFailed')}</Failed>;
  else if (isZero(data.receivable) && isZero(data.payable)) {
    body = <EmptyBox icon={Scale}>{t('dashboard.outstanding.empty')}</EmptyBox>;
  } else {
    body = (
      <>
        <dl className="grid gap-4 sm:grid-cols-2">
          <BalanceFigure
            side="receivable"
            label={t('dashboard.outstanding.receivable')}
            amount={data.receivable}
            parties={t('dashboard.outstanding.receivableParties', { count: data.receivableParties })}
            beyondBills={
              data.receivableFromFarmersParties > 0
                ? t('dashboard.outstanding.fromFarmers', {
                    count: data.receivableFromFarmersParties,
                    amount: formatINR(data.receivableFromFarmers, 0),
                  })
                : undefined
            }
            beyondBillsTestId="outstanding-from-farmers"
          />
          <BalanceFigure
            side="payable"
            label={t('dashboard.outstanding.payable')}
            amount={data.payable}
            parties={t('dashboard.outstanding.payableParties', { count: data.payableParties })}
            beyondBills={
              data.payableToCustomersParties > 0
                ? t('dashboard.outstanding.toCustomers', {
                    count: data.payableToCustomersParties,
                    amount: formatINR(data.payableToCustomers, 0),
                  })
                : undefined
            }
            beyondBillsTestId="outstanding-to-customers"
          />
        </dl>
        <p className="mt-3 text-xs text-muted-foreground" data-testid="outstanding-counts-what">
          {t('dashboard.outstanding.countsWhat')}
        </p>
      </>
    );
  }
  return (
    <LedgerCard
      testId="outstanding-balances"
      title={t('dashboard.outstanding.title')}
      action={t('dashboard.outstanding.manage')}
      to="/outstanding"
    >
      {body}
    </LedgerCard>
  );
}

function TransactionRow({ entry }: { entry: RecentTransaction }) {
  const { t } = useTranslation();
  const isDebit = !isZero(entry.debit);
  return (
    <li className="flex items-start justify-between gap-3 py-2.5" data-testid="recent-transaction">
      <div className="min-w-0">
        <p className="font-medium wrap-anywhere">{entry.partyName}</p>
        <p className="text-xs text-muted-foreground wrap-anywhere">
          {/* The description already names the kind of entry ("Sale #12: …"). */}
          {formatDate(entry.transactionDate)} · {entry.description}
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className="font-semibold whitespace-nowrap tabular-nums">
          {formatINR(isDebit ? entry.debit : entry.credit, 0)}
        </p>
        <p className="text-xs text-muted-foreground">
          {isDebit ? t('dashboard.recent.debit') : t('dashboard.recent.credit')}
        </p>
      </div>
    </li>
  );
}

/** The latest ledger entries, newest first, without cancelled ones (docs/screens.md#dashboard). */
function RecentTransactionsCard() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useRecentTransactions();
  let body: ReactNode;
  if (isPending) {
    body = (
      <div aria-busy="true" className="space-y-2">
        {Array.from({ length: RECENT_COUNT }, (_, i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  } else if (isError) body = <Failed>{t('dashboard.recent.fetchFailed')}</Failed>;
  else if (data.length === 0) body = <EmptyBox icon={ArrowRightLeft}>{t('dashboard.recent.empty')}</EmptyBox>;
  else {
    body = (
      <ul aria-label={t('dashboard.recent.label')} className="divide-y divide-border text-sm">
        {data.map((entry) => (
          <TransactionRow key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  }
  return (
    <LedgerCard
      testId="recent-transactions"
      title={t('dashboard.recent.title')}
      action={t('dashboard.recent.viewAll')}
      to="/ledger"
    >
      {body}
    </LedgerCard>
  );
}

export function LedgerCards() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <RecentTransactionsCard />
      <OutstandingCard />
    </div>
  );
}
