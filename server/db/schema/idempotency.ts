import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Idempotency-Key requests (docs/operations.md): the first answer to a create, stored in the same
 * transaction as the record it made, so a retry with the same key is answered with it instead of making
 * a second record. Kept 24 hours; in the database, so any app instance answers.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** sha256 of the method, the route and the request body in canonical JSON. */
    fingerprint: text('fingerprint').notNull(),
    route: text('route').notNull(),
    responseStatus: integer('response_status'),
    /** The JSON answered, as text, replayed as it was. */
    responseBody: text('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
