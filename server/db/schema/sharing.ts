import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, createdBy } from './columns';
import { parties } from './masters';
import { users } from './users';

/**
 * A link that opens one document without signing in (docs/sharing.md). Only the SHA-256 of its token is kept,
 * so the table (a backup, a log of it) never holds a link that works. The row says everything about what the
 * link shows: the kind, the purchase or sale (`record_id`) or the party and its dates, the language and size.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: serial('id').primaryKey(),
    /** Hex SHA-256 of the token (which is 32 random bytes in base64url). */
    tokenHash: text('token_hash').notNull(),
    document: text('document', { enum: ['slip', 'bill', 'statement'] }).notNull(),
    /** The purchase (slip) or sale (bill); null for a statement. */
    recordId: integer('record_id'),
    /**
     * The party the document is for (a statement's party; a slip's farmer, a bill's buyer). A party deleted
     * (only possible with no purchase, sale or ledger entry) takes its links with it.
     */
    partyId: integer('party_id')
      .notNull()
      .references(() => parties.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    lang: text('lang', { enum: ['en', 'hi'] }).notNull(),
    size: text('size', { enum: ['a4', 'a5'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: integer('revoked_by').references(() => users.id),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
  },
  (t) => [
    uniqueIndex('share_links_token_hash_uq').on(t.tokenHash),
    index('share_links_document_idx').on(t.document, t.recordId, t.partyId),
    check('share_links_token_hash_ck', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('share_links_document_ck', sql`${t.document} in ('slip', 'bill', 'statement')`),
    check('share_links_target_ck', sql`(${t.document} = 'statement') = (${t.recordId} is null)`),
    check(
      'share_links_dates_ck',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} <= ${t.endDate}`,
    ),
    check('share_links_lang_ck', sql`${t.lang} in ('en', 'hi')`),
    check('share_links_size_ck', sql`${t.size} in ('a4', 'a5')`),
  ],
);
