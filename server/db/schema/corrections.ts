import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

// Corrections and the audit trail (docs/corrections.md). Both tables are append-only in the database, like
// the books: a cancellation is a row here, never a change to the record it cancels.

export const correctableEntities = ['purchase', 'sale', 'expense', 'payment'] as const;

/**
 * One row per cancelled purchase, sale, expense or payment: who, when, why, and (for an amendment) the
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
    check('cancellations_entity_ck', sql`${t.entity} in ('purchase', 'sale', 'expense', 'payment')`),
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
    summary: text('summary').notNull(),
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
