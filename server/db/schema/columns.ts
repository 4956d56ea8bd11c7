import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

// Money is numeric(18,2), running sums numeric(20,2), quantities numeric(14,3); request bounds (common/schemas)
// keep every product and sum far inside them. JSON carries them as strings.
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
export const bigMoney = (name: string) => numeric(name, { precision: 20, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 14, scale: 3 });

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** The signed-in user who wrote the row (docs/posting.md#who-did-it); null only for rows the system makes. */
export const createdBy = () => integer('created_by');
