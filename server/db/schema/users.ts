import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, createdBy, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    role: text('role', { enum: ['admin', 'staff'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** A deactivated user cannot sign in and has no live session (docs/corrections.md#users-and-roles). */
    active: boolean('active').notNull().default(true),
    /** The interface language the user chose; it follows them to any device (docs/screens.md#language). */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    createdBy: createdBy(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    check('users_role_ck', sql`${t.role} in ('admin', 'staff')`),
    check('users_language_ck', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Sign-ins, sign-outs and user changes with their time (docs/posting.md#who-did-it). Failed sign-ins double
 * as the throttle's memory, so throttling holds across app instances sharing one database.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: serial('id').primaryKey(),
    event: text('event', {
      enum: [
        'login_succeeded',
        'login_failed',
        'login_throttled',
        'logout',
        'user_created',
        'password_changed',
      ],
    }).notNull(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id),
    actorId: integer('actor_id').references(() => users.id),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_events_email_time_idx').on(t.email, t.event, t.createdAt),
    index('auth_events_ip_time_idx').on(t.ip, t.event, t.createdAt),
  ],
);
