import type { Charge } from '@common/schemas/settings';
import { Power, PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CardFooter, CardHead, CardList, CardListItem } from '@/components/card-list';
import { RowActions } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatINR, formatNumber } from '@/lib/format';

interface ChargesTableProps {
  rows: Charge[];
  /** Left out for staff: the schedule is theirs to read only. */
  actions?: {
    onEdit: (charge: Charge) => void;
    onToggleActive: (charge: Charge) => void;
    onDelete: (charge: Charge) => void;
  };
}

/** The charge schedule: a table from `sm` up, a card per charge on a phone (docs/screens.md#phone-lists). */
export function ChargesTable({ rows, actions }: ChargesTableProps) {
  const { t } = useTranslation();
  const rate = (c: Charge) =>
    t(`settings.charges.rateShown.${c.basis}`, {
      rate: c.basis === 'percent' ? formatNumber(c.rate, 2, 2) : formatINR(c.rate),
    });
  const bornBy = (c: Charge) => t(`settings.charges.bornBy.${c.appliesTo}.${c.bornBy}`);
  const kind = (c: Charge) => t(`settings.charges.kind.${c.kind}`);
  const status = (c: Charge) => (
    <Badge variant={c.active ? 'green' : 'grey'}>
      {t(c.active ? 'settings.charges.status.active' : 'settings.charges.status.inactive')}
    </Badge>
  );
  const name = (c: Charge) => (
    <>
      <span>{c.name}</span>
      {c.nameHi && (
        <span lang="hi" className="block text-xs font-normal text-muted-foreground">
          {c.nameHi}
        </span>
      )}
    </>
  );
  const rowActions = (c: Charge) =>
    actions && (
      <RowActions
        editLabel={t('settings.charges.rowActions.edit', { name: c.name })}
        deleteLabel={t('settings.charges.rowActions.delete', { name: c.name })}
        onEdit={() => actions.onEdit(c)}
        onDelete={() => actions.onDelete(c)}
      >
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t(
            c.active ? 'settings.charges.rowActions.deactivate' : 'settings.charges.rowActions.activate',
            { name: c.name },
          )}
          title={t(
            c.active ? 'settings.charges.rowActions.deactivate' : 'settings.charges.rowActions.activate',
            {
              name: c.name,
            },
          )}
          onClick={() => actions.onToggleActive(c)}
        >
          {c.active ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
        </Button>
      </RowActions>
    );

  return (
    <>
      <div className="hidden sm:block">
        <Table regionLabel={t('settings.charges.listTitle')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('settings.charges.columns.name')}</TableHead>
              <TableHead>{t('settings.charges.columns.appliesTo')}</TableHead>
              <TableHead className="text-right">{t('settings.charges.columns.rate')}</TableHead>
              <TableHead>{t('settings.charges.columns.bornBy')}</TableHead>
              <TableHead>{t('settings.charges.columns.kind')}</TableHead>
              <TableHead>{t('settings.charges.columns.status')}</TableHead>
              {actions && (
                <TableHead className="text-right">{t('settings.charges.columns.actions')}</TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c.id} data-testid="charge-row">
                <TableCell className="min-w-36 font-medium">{name(c)}</TableCell>
                <TableCell>{t(`settings.charges.appliesTo.${c.appliesTo}`)}</TableCell>
                <TableCell className="whitespace-nowrap text-right tabular-nums">{rate(c)}</TableCell>
                <TableCell>{bornBy(c)}</TableCell>
                <TableCell>{kind(c)}</TableCell>
                <TableCell>{status(c)}</TableCell>
                {actions && <TableCell className="text-right">{rowActions(c)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      {/* On a phone each charge is a card: its name and side, the rate whole, who bears it, its actions. */}
      <CardList label={t('settings.charges.listTitle')}>
        {rows.map((c) => (
          <CardListItem key={c.id} data-testid="charge-card">
            <CardHead
              title={name(c)}
              meta={t(`settings.charges.appliesTo.${c.appliesTo}`)}
              figure={rate(c)}
              figureLabel={t('settings.charges.columns.rate')}
            />
            <CardFooter className="justify-between">
              <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <span>
                  {t('settings.charges.columns.bornBy')}: {bornBy(c)}
                </span>
                <span>{kind(c)}</span>
                {status(c)}
              </span>
              {rowActions(c)}
            </CardFooter>
          </CardListItem>
        ))}
      </CardList>
    </>
  );
}
