import { and, desc, eq, getTableColumns, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sales } from '../../db/schema/transactions';
import { salePaidColumns } from '../payments/bill-paid';

export type SaleRow = typeof sales.$inferSelect;
export type SaleWithPaidRow = Awaited<ReturnType<typeof listSales>>[number];

/** A sale with what is paid of it; paymentStatus is the derived one, not the one recorded. */
const withPaid = () => ({ ...getTableColumns(sales), ...salePaidColumns() });

export async function findSaleWithPaid(db: DbOrTx, id: number): Promise<SaleWithPaidRow | undefined> {
  const [row] = await db.select(withPaid()).from(sales).where(eq(sales.id, id));
  return row;
}

export async function insertSale(db: DbOrTx, values: typeof sales.$inferInsert): Promise<SaleRow> {
  const [row] = await db.insert(sales).values(values).returning();
  if (!row) throw new Error('sale insert returned no row');
  return row;
}

export async function saleExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: sales.id }).from(sales).where(eq(sales.id, id));
  return row !== undefined;
}

/** Newest first: sale date, then id, both descending. */
export async function listSales(db: DbOrTx, range: { startDate?: string; endDate?: string }) {
  return db
    .select(withPaid())
    .from(sales)
    .where(
      and(
        range.startDate ? gte(sales.saleDate, range.startDate) : undefined,
        range.endDate ? lte(sales.saleDate, range.endDate) : undefined,
      ),
    )
    .orderBy(desc(sales.saleDate), desc(sales.id));
}
