import type { AuditAction, AuditEvent } from '@common/schemas/audit';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatDateTime } from '@/lib/format';
import { auditDiff, fieldLabel, formatValue, type ValueTexts } from '../audit-diff';
import { i18next, localFieldName } from '@/i18n/i18n';

/** Where the words of a field's values are in the catalogue (a role, a status, a mode), by field. */
const VALUE_WORDS: Readonly<Record<string, string>> = {
  role: 'users.roles',
  status: 'audit.values.status',
  paymentStatus: 'common.paymentStatus',
  direction: 'payments.directions',
  mode: 'payments.modes',
  unit: 'common.unitOptions',
  type: 'audit.values.type',
  transactionType: 'audit.values.type',
  kind: 'audit.values.kind',
  bornBy: 'audit.values.bornBy',
  basis: 'audit.values.basis',
  appliesTo: 'audit.values.appliesTo',
  language: 'audit.values.language',
  documentLanguage: 'audit.values.language',
};

/** The value's word in the interface language, when the field holds words and the catalogue has this one. */
function valueWord(field: string, value: string): string | undefined {
  const group = VALUE_WORDS[field];
  if (!group) return undefined;
  const key = `${group}.${value}`;
  return i18next.exists(key) ? (i18next.t as (key: string) => string)(key) : undefined;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const ACTION_TONE: Record<AuditAction, BadgeVariant> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  cancel: 'red',
  amend: 'purple',
  sign_in: 'grey',
  sign_in_failed: 'amber',
  sign_out: 'grey',
  password_change: 'purple',
};

function ActionBadge({ action }: { action: AuditAction }) {
  const { t } = useTranslation();
  return <Badge variant={ACTION_TONE[action]}>{t(`audit.actions.${action}`)}</Badge>;
}

/** "Purchase #12", a link to that record's whole history; a row about no one record names its type. */
function RecordLink({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const entity = t(`audit.entities.${event.entity}`);
  if (event.entityId === null) return <span>{entity}</span>;
  const record = t('audit.record', { entity, id: event.entityId });
  const search = new URLSearchParams({ entity: event.entity, entityId: event.entityId });
  return (
    <Link
      to={`/audit?${search.toString()}`}
      className="font-medium text-primary underline-offset-4 wrap-anywhere hover:underline"
      title={t('audit.historyOf', { record })}
    >
      {record}
    </Link>
  );
}

/** The fields that changed ("rate 2,245.00 → 2,425.00"), or the key fields of a created or deleted record. */
function Changes({ event }: { event: AuditEvent }) {
  const { t } = useTranslation();
  const lines = auditDiff(event);
  if (lines.length === 0) {
    // An update that changed nothing is still a row (someone saved); say so rather than leave it blank.
    return event.action === 'update' ? (
      <p className="mt-1 text-xs text-muted-foreground">{t('audit.diff.none')}</p>
    ) : null;
  }
  const texts: ValueTexts = {
    empty: t('audit.diff.empty'),
    yes: t('audit.diff.yes'),
    no: t('audit.diff.no'),
    items: (count) => t('audit.diff.items', { count }),
    word: valueWord,
    name: (kind, id) => event.names[`${kind}:${id}`],
  };
  return (
    <ul className="mt-1 space-y-0.5 text-xs" data-testid="audit-changes">
      {lines.map((line) => (
        <li key={line.field} className="wrap-anywhere">
          <span className="font-medium text-foreground">
            {localFieldName(line.field, fieldLabel(line.field))}
          </span>{' '}
          {line.kind === 'change' ? (
            // <del> and <ins> tell a screen reader which value went and which came; the arrow is for the eye.
            <>
              {/* Nothing was there before: nothing to strike out. */}
              {isEmpty(line.from) ? (
                <span className="text-muted-foreground">{texts.empty}</span>
              ) : (
                <del className="text-muted-foreground">{formatValue(line.field, line.from, texts)}</del>
              )}
              <span aria-hidden="true"> → </span>
              <ins className="font-medium text-foreground no-underline">
                {formatValue(line.field, line.to, texts)}
              </ins>
            </>
          ) : (
            <span className="text-muted-foreground">{formatValue(line.field, line.value, texts)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * One page of the trail: a table from the small-tablet width up, and below it a card per change whose
 * time, action, record, summary and changes wrap on a 390 px phone, with no sideways scrolling.
 */
export function AuditTable({ rows }: { rows: readonly AuditEvent[] }) {
  const { t } = useTranslation();
  const user = (e: AuditEvent) => e.username ?? t('audit.system');
  return (
    <>
      <div className="hidden sm:block">
        <Table regionLabel={t('audit.table.region')}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('audit.table.time')}</TableHead>
              <TableHead>{t('audit.table.user')}</TableHead>
              <TableHead>{t('audit.table.action')}</TableHead>
              <TableHead>{t('audit.table.record')}</TableHead>
              <TableHead>{t('audit.table.summary')}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((event) => (
              <TableRow key={event.id} data-testid="audit-row" className="align-top">
                <TableCell className="whitespace-nowrap tabular-nums">{formatDateTime(event.at)}</TableCell>
                <TableCell className="max-w-48 break-words">{user(event)}</TableCell>
                <TableCell>
                  <ActionBadge action={event.action} />
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <RecordLink event={event} />
                </TableCell>
                <TableCell className="min-w-64 wrap-anywhere">
                  <p>{event.summary}</p>
                  <Changes event={event} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      <ul className="space-y-2 sm:hidden" aria-label={t('audit.table.list')}>
        {rows.map((event) => (
          <li key={event.id} className="rounded-md border border-border p-3" data-testid="audit-card">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ActionBadge action={event.action} />
              <span className="text-xs text-muted-foreground tabular-nums">{formatDateTime(event.at)}</span>
            </div>
            <div className="mt-2 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm">
              <RecordLink event={event} />
              <span className="text-xs text-muted-foreground wrap-anywhere">{user(event)}</span>
            </div>
            <p className="mt-1 text-sm wrap-anywhere">{event.summary}</p>
            <Changes event={event} />
          </li>
        ))}
      </ul>
    </>
  );
}
