import type { AuditEvent } from '@common/schemas/audit';
import { formatDate, formatDateTime, formatINR, formatNumber } from '@/lib/format';

// The before/after of an audit row made readable at a glance (docs/screens.md#audit-trail): an update
// shows only the fields that changed, a create or delete the record's key fields, a cancel its status and
// reason.

export type DiffLine =
  | { kind: 'change'; field: string; from: unknown; to: unknown }
  | { kind: 'value'; field: string; value: unknown };

/** Bookkeeping every record carries; a change to it is not a change to the record. */
const META = new Set(['id', 'createdAt', 'createdBy', 'lastUpdated', 'updatedAt']);
/** The correction fields of an amended record: the amendment itself, not what it corrected. */
const CORRECTION = new Set(['status', 'cancelledAt', 'cancelledBy', 'cancelReason', 'amends', 'amendedBy']);

/** What names a record, in the order shown when a whole record is summed up (a create, a delete). */
const KEY_FIELDS = [
  'name',
  'username',
  'email',
  'role',
  'type',
  'code',
  'kind',
  'unit',
  'basePrice',
  'openingBalance',
  'partyId',
  'cropId',
  'qualityGrade',
  'quantity',
  'rate',
  'amount',
  'totalAmount',
  'purchaseDate',
  'saleDate',
  'expenseDate',
  'paymentDate',
  'transactionDate',
  'direction',
  'mode',
  'description',
  'debit',
  'credit',
  'stateId',
  'contactNumber',
  'active',
];
const MAX_KEY_FIELDS = 6;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function auditDiff(event: Pick<AuditEvent, 'action' | 'before' | 'after'>): DiffLine[] {
  const { action, before, after } = event;
  if (action === 'cancel' && after) {
    const lines: DiffLine[] = [
      { kind: 'change', field: 'status', from: before?.status ?? 'active', to: after.status ?? 'cancelled' },
    ];
    if (after.cancelReason) lines.push({ kind: 'value', field: 'reason', value: after.cancelReason });
    return lines;
  }
  if (before && after) {
    const skip = action === 'amend' ? new Set([...META, ...CORRECTION]) : META;
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return fields
      .filter((field) => !skip.has(field) && !same(before[field], after[field]))
      .map((field) => ({ kind: 'change', field, from: before[field] ?? null, to: after[field] ?? null }));
  }
  const record = after ?? before;
  if (!record) return [];
  return KEY_FIELDS.filter((field) => record[field] !== undefined && record[field] !== null)
    .slice(0, MAX_KEY_FIELDS)
    .map((field) => ({ kind: 'value', field, value: record[field] }));
}

/** "basePrice" → "base price": the field as a person reads it. */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

export interface ValueTexts {
  empty: string;
  yes: string;
  no: string;
  items: (count: number) => string;
  /** A value of a field that holds one of a few words (a role, a status, a mode) in the interface language. */
  word: (field: string, value: string) => string | undefined;
  /** The name of the party or crop a record names by id (the answer's `names`, `party:3`). */
  name: (kind: 'party' | 'crop', id: number) => string | undefined;
}

const DECIMAL = /^-?\d+\.(\d+)$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The fields that hold money: said as ₹ en-IN ("paid amount ₹61,250.00 → ₹0.00"). */
const MONEY =
  /(^|[a-z])(amount|Amount|rate|Rate|price|Price|balance|Balance|debit|credit|outstanding|Outstanding|unallocated|payable|Payable|deductions|applied|value|Value)$/;
const NAMED = { partyId: 'party', cropId: 'crop' } as const;

/**
 * A value as the screens show it: money as ₹ en-IN, other amounts with Indian grouping, dates in the reader's
 * language, times in the business zone, a party or crop by name, a role or a status in the interface language.
 */
export function formatValue(field: string, value: unknown, texts: ValueTexts): string {
  if (value === null || value === undefined || value === '') return texts.empty;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (Array.isArray(value)) return texts.items(value.length);
  if (typeof value === 'number') {
    const named = field in NAMED ? texts.name(NAMED[field as keyof typeof NAMED], value) : undefined;
    if (named !== undefined) return named;
    return /id$/i.test(field) ? String(value) : formatNumber(value, 3);
  }
  if (typeof value === 'string') {
    const word = texts.word(field, value);
    if (word !== undefined) return word;
    const decimal = DECIMAL.exec(value);
    if (decimal && MONEY.test(field)) return formatINR(value, decimal[1]!.length);
    if (decimal) return formatNumber(value, decimal[1]!.length, decimal[1]!.length);
    if (DATE.test(value)) return formatDate(value);
    if (TIMESTAMP.test(value)) return formatDateTime(value);
    return value;
  }
  return JSON.stringify(value);
}
