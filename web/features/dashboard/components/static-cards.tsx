import { ArrowRightLeft, Scale } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatINR } from '@/lib/format';

interface StaticCardProps {
  title: string;
  empty: string;
  action: string;
  to: string;
  icon: LucideIcon;
  testId: string;
}

// Both cards are hard-coded to a zero amount and their empty text; only the button works
// (docs/screens.md#dashboard).
function StaticCard({ title, empty, action, to, icon: Icon, testId }: StaticCardProps) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>{title}</CardTitle>
        <Button asChild variant="outline" size="sm">
          <Link to={to}>{action}</Link>
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-2xl font-bold tabular-nums">{formatINR(0, 0)}</p>
        <div className="flex flex-col items-center gap-2 rounded-md border border-dashed border-border py-8 text-sm text-muted-foreground">
          <Icon className="size-6" aria-hidden="true" />
          <p>{empty}</p>
        </div>
      </CardContent>
    </Card>
  );
}

export function StaticCards() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <StaticCard
        testId="recent-transactions"
        title={t('dashboard.recent.title')}
        empty={t('dashboard.recent.empty')}
        action={t('dashboard.recent.viewAll')}
        to="/sales"
        icon={ArrowRightLeft}
      />
      <StaticCard
        testId="outstanding-balances"
        title={t('dashboard.outstanding.title')}
        empty={t('dashboard.outstanding.empty')}
        action={t('dashboard.outstanding.manage')}
        to="/ledger"
        icon={Scale}
      />
    </div>
  );
}
