import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bigMoney, createdAt, createdBy, money, updatedAt } from './columns';
import { users } from './users';

export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('states_name_lower_uq').on(sql`lower(${t.name})`),
    uniqueIndex('states_code_uq').on(t.code),
    check('states_code_ck', sql`${t.code} ~ '^[A-Z]{1,3}$'`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cities_state_name_lower_uq').on(t.stateId, sql`lower(${t.name})`),
    // Lets parties reference (city, state) together, so a city always belongs to the party's state.
    unique('cities_id_state_uq').on(t.id, t.stateId),
  ],
);

export const crops = pgTable(
  'crops',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    unit: text('unit', { enum: ['quintal', 'kg', 'ton'] })
      .notNull()
      .default('quintal'),
    basePrice: money('base_price'),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('crops_name_lower_uq').on(sql`lower(${t.name})`),
    check('crops_unit_ck', sql`${t.unit} in ('quintal', 'kg', 'ton')`),
    check('crops_base_price_ck', sql`${t.basePrice} is null or ${t.basePrice} >= 0`),
  ],
);

export const parties = pgTable(
  'parties',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    type: text('type', { enum: ['farmer', 'trader', 'exporter'] }).notNull(),
    contactNumber: text('contact_number'),
    email: text('email'),
    address: text('address'),
    // Personal data: stored, never returned in full (docs/api-conventions.md#aadhaar).
    aadharNumber: text('aadhar_number'),
    stateId: integer('state_id').references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
    // Where the party is paid (common/schemas/parties.ts checks them; the checks below hold the shapes).
    bankAccountNumber: text('bank_account_number'),
    ifsc: text('ifsc'),
    upiId: text('upi_id'),
    // Kept by postings only; always equals Σ debit − Σ credit of the party's ledger entries.
    balance: bigMoney('balance').notNull().default('0'),
    createdAt: createdAt(),
    createdBy: createdBy().references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('parties_type_ck', sql`${t.type} in ('farmer', 'trader', 'exporter')`),
    check('parties_city_needs_state_ck', sql`${t.cityId} is null or ${t.stateId} is not null`),
    check('parties_bank_account_ck', sql`${t.bankAccountNumber} ~ '^[0-9]{9,18}$'`),
    check('parties_ifsc_ck', sql`${t.ifsc} ~ '^[A-Z]{4}0[A-Z0-9]{6}$'`),
    check('parties_upi_ck', sql`${t.upiId} ~ '^[^@[:space:]]+@[^@[:space:]]+$'`),
    foreignKey({
      name: 'parties_city_in_state_fk',
      columns: [t.cityId, t.stateId],
      foreignColumns: [cities.id, cities.stateId],
    }),
    index('parties_type_idx').on(t.type),
    index('parties_state_idx').on(t.stateId),
    index('parties_city_idx').on(t.cityId),
    index('parties_name_lower_idx').on(sql`lower(${t.name})`),
    // The Ledger's receivables and payables, largest first (docs/screens.md#ledger).
    index('parties_balance_idx').on(t.balance, t.id),
  ],
);
