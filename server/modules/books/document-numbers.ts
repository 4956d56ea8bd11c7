import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';

// Document numbers (docs/documents.md#numbers): P/2026-27/0001 for a purchase's slip, S/2026-27/0001 for a
// sale's bill, one gap-free series per kind and financial year (April to March) of the lot's own date.

export type DocumentKind = 'purchase' | 'sale';

const PREFIX: Record<DocumentKind, 'P' | 'S'> = { purchase: 'P', sale: 'S' };

/** The financial year of a business date (YYYY-MM-DD), April to March: '2026-04-01' → '2026-27'. */
export function financialYear(date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** P/2026-27/0001: four digits at least, more when a year runs past 9,999. */
export function formatDocumentNumber(kind: DocumentKind, year: string, n: number): string {
  return `${PREFIX[kind]}/${year}/${String(n).padStart(4, '0')}`;
}

/**
 * Gives the next number of the series of `kind` for the financial year of `date`, inside the caller's
 * recording transaction. The upsert raises the series' counter and keeps its row locked until that
 * transaction ends: a second clerk recording at the same moment waits and then gets the next number (never
 * the same one), and a transaction that rolls back takes its increment with it (never a gap). Call it late in
 * the transaction: the lock is held from here to the commit.
 */
export async function assignDocumentNumber(tx: Tx, kind: DocumentKind, date: string): Promise<string> {
  const year = financialYear(date);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`insert into document_series (kind, financial_year, last_number)
        values (${PREFIX[kind]}, ${year}, 1)
        on conflict (kind, financial_year)
        do update set last_number = document_series.last_number + 1
        returning last_number as n`,
  );
  if (!row) throw new Error('the document series gave no number');
  return formatDocumentNumber(kind, year, Number(row.n));
}

/**
 * Numbers a purchase or sale just inserted in this transaction and answers the number: the series' counter raised
 * (as assignDocumentNumber does) and the number written on the row in one statement, one round trip.
 */
export async function numberBill(tx: Tx, kind: DocumentKind, id: number, date: string): Promise<string> {
  const year = financialYear(date);
  const prefix = `${PREFIX[kind]}/${year}/`;
  const series = sql`insert into document_series (kind, financial_year, last_number)
      values (${PREFIX[kind]}, ${year}, 1)
      on conflict (kind, financial_year)
      do update set last_number = document_series.last_number + 1
      returning last_number as n`;
  // formatDocumentNumber in SQL: four digits at least, more when a year runs past 9,999.
  const formatted = sql`${prefix} || lpad(series.n::text, greatest(4, length(series.n::text)), '0')`;
  const [row] = await queryRows<{ documentNumber: string }>(
    tx,
    kind === 'purchase'
      ? sql`with series as (${series}) update purchases set document_number = ${formatted} from series
            where purchases.id = ${id} returning purchases.document_number as "documentNumber"`
      : sql`with series as (${series}) update sales set document_number = ${formatted} from series
            where sales.id = ${id} returning sales.document_number as "documentNumber"`,
  );
  if (!row) throw new Error('the document series gave no number');
  return row.documentNumber;
}
