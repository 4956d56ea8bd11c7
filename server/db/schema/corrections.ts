import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money, quantity } from './columns';
import { purchases } from './transactions';
import { users } from './users';

// Corrections and the audit trail (docs/corrections.md). Both tables are append-only in the database, like
// the books: a cancellation is a row here, never a change to the record it cancels.

export const correctableEntities = ['purchase', 'sale', 'expense', 'payment', 'stock_adjustment'] as const;

/**
 * One row per cancelled purchase, sale, expense, payment or stock adjustment: who, when, why, and (for an amendment) the
 * record that replaced it. A record is cancelled exactly when it has a row here; the unique index is what
 * turns a second cancel of the same record into a 409, even from two instances at once.
 */
export const cancellations = pgTable(
  'cancellations',
  {
    id: serial('id').primaryKey(),
    entity: text('entity', { enum: correctableEntities }).notNull(),
    entityId: integer('entity_id').notNull(),
    reason: text('reason').notNull(),
    /** The new record of the same entity that amends this one; null for a plain cancel. */
    amendedBy: integer('amended_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    cancelledBy: integer('cancelled_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('cancellations_entity_uq').on(t.entity, t.entityId),
    uniqueIndex('cancellations_amended_by_uq').on(t.entity, t.amendedBy),
    check(
      'cancellations_entity_ck',
      sql`${t.entity} in ('purchase', 'sale', 'expense', 'payment', 'stock_adjustment')`,
    ),
    check('cancellations_reason_ck', sql`length(${t.reason}) between 1 and 500`),
  ],
);

/** One row per change and sign-in (docs/corrections.md#audit-trail). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    userId: integer('user_id').references(() => users.id),
    username: text('username'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** The summary in English, as written. */
    summary: text('summary').notNull(),
    /**
     * The summary as a catalogue message `{key, params}`, said in the reader's language when read
     * (docs/messages.md#records); null for rows written before migration 0023, read from their English.
     */
    summaryMessage: jsonb('summary_message'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_events_user_idx').on(t.userId, t.id),
    index('audit_events_action_idx').on(t.action, t.id),
    index('audit_events_at_idx').on(t.at, t.id),
  ],
);

/**
 * One row per price correction of a purchase whose lot stays in its bucket (docs/corrections.md#correct, ADR
 * 0009): the amendment keeps crop, grade, quantity and date and changes what the lot cost. The lot's stock
 * movements stay where they are, carried by the new purchase (`purchaseId`) from the one it amends; the bucket's
 * value moved by `revaluation` (a revaluation stock movement of the new purchase), and `amount`, the rest of the
 * difference, is a cost-of-goods adjustment dated the amendment's business day that counts in profit as cost.
 * Append-only: when the lot is later cancelled, each row of it gets a reversing row (`reversalOf`, the amounts
 * negated, the same date).
 */
export const costAdjustments = pgTable(
  'cost_adjustments',
  {
    id: serial('id').primaryKey(),
    /** The amending purchase: the one that carries the lot now. */
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    /** The purchase it amends, whose lot it carries. */
    amendsPurchaseId: integer('amends_purchase_id')
      .notNull()
      .references(() => purchases.id),
    adjustmentDate: date('adjustment_date', { mode: 'string' }).notNull(),
    /** q and b of the contract: the lot's quantity and the bucket's when the correction was made. */
    lotQuantity: quantity('lot_quantity').notNull(),
    bucketQuantity: quantity('bucket_quantity').notNull(),
    /** d: the new landed cost less the old (signed). */
    difference: money('difference').notNull(),
    /** d × min(b, q) ÷ q, half-up to the paisa (signed): what the bucket's value moved by. */
    revaluation: money('revaluation').notNull(),
    /** d − revaluation (signed): the cost-of-goods adjustment. */
    amount: money('amount').notNull(),
    reversalOf: integer('reversal_of').references((): AnyPgColumn => costAdjustments.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [
    check('cost_adjustments_split_ck', sql`${t.revaluation} + ${t.amount} = ${t.difference}`),
    index('cost_adjustments_purchase_idx').on(t.purchaseId),
    index('cost_adjustments_amends_idx').on(t.amendsPurchaseId),
    uniqueIndex('cost_adjustments_reversal_uq').on(t.reversalOf),
  ],
);
