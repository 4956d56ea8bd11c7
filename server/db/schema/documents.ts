import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last number given in each series of documents: one row per kind (P: a purchase's slip, S: a sale's
 * bill) and financial year ('2026-27'). The recording transaction raises it by one and holds its row lock
 * until it commits, so two clerks never get the same number and a rolled-back one leaves no gap
 * (docs/documents.md#numbers).
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind', { enum: ['P', 'S'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.financialYear] }),
    check('document_series_kind_ck', sql`${t.kind} in ('P', 'S')`),
    check('document_series_year_ck', sql`${t.financialYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('document_series_last_ck', sql`${t.lastNumber} > 0`),
  ],
);
