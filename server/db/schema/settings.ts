import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, createdBy, money, updatedAt } from './columns';
import { users } from './users';

// Settings: the business profile and the charge schedule (docs/settings-and-charges.md).

/**
 * The business as it prints on every document: one row at most (id 1), written by the first PUT. A new
 * database has none (GET answers the empty profile), so a backup restores into a freshly migrated one.
 */
export const businessProfile = pgTable(
  'business_profile',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    address: text('address'),
    phone: text('phone'),
    gstin: text('gstin'),
    apmcLicence: text('apmc_licence'),
    documentLanguage: text('document_language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    updatedAt: updatedAt(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    check('business_profile_single_ck', sql`${t.id} = 1`),
    check('business_profile_language_ck', sql`${t.documentLanguage} in ('en', 'hi')`),
    check('business_profile_gstin_ck', sql`${t.gstin} ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'`),
  ],
);

/**
 * The charge schedule. A deleted charge keeps its row (`deleted_at` set) so that lots that copied it still
 * name the charge they used; it leaves the schedule and its name is free again (docs/settings-and-charges.md#deleting-a-charge).
 */
export const charges = pgTable(
  'charges',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    appliesTo: text('applies_to', { enum: ['purchase', 'sale'] }).notNull(),
    basis: text('basis', { enum: ['percent', 'per_bag', 'per_quintal', 'fixed'] }).notNull(),
    rate: money('rate').notNull(),
    bornBy: text('born_by', { enum: ['party', 'us'] }).notNull(),
    kind: text('kind', { enum: ['retained', 'paid_out'] }).notNull(),
    active: boolean('active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('charges_applies_to_name_lower_uq')
      .on(t.appliesTo, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
    check('charges_applies_to_ck', sql`${t.appliesTo} in ('purchase', 'sale')`),
    check('charges_basis_ck', sql`${t.basis} in ('percent', 'per_bag', 'per_quintal', 'fixed')`),
    check('charges_born_by_ck', sql`${t.bornBy} in ('party', 'us')`),
    check('charges_kind_ck', sql`${t.kind} in ('retained', 'paid_out')`),
    check('charges_retained_by_party_ck', sql`${t.kind} <> 'retained' or ${t.bornBy} = 'party'`),
    check('charges_rate_ck', sql`${t.rate} >= 0 and (${t.basis} <> 'percent' or ${t.rate} <= 100)`),
  ],
);
