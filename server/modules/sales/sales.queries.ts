import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import type { StatusFilter } from '../../../common/schemas/corrections';
import type { DbOrTx } from '../../db/client';
import { sales } from '../../db/schema/transactions';
import { salePaidColumns } from '../payments/bill-paid';
import { correctionColumns, statusCondition } from '../corrections/correction-sql';

export type SaleRow = typeof sales.$inferSelect;
export type SaleWithPaidRow = Awaited<ReturnType<typeof listSales>>[number];

const saleId = sql.raw('"sales"."id"');

/**
 * A sale with what is paid of it (paymentStatus is the derived one, not the one recorded) and its
 * cancellation (docs/corrections.md).
 */
const withPaid = () => ({
  ...getTableColumns(sales),
  ...salePaidColumns(),
  ...correctionColumns('sale', saleId),
});

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
export async function listSales(
  db: DbOrTx,
  f: { startDate?: string; endDate?: string; status?: StatusFilter },
) {
  return db
    .select(withPaid())
    .from(sales)
    .where(
      and(
        f.startDate ? gte(sales.saleDate, f.startDate) : undefined,
        f.endDate ? lte(sales.saleDate, f.endDate) : undefined,
        statusCondition('sale', saleId, f.status ?? 'active'),
      ),
    )
    .orderBy(desc(sales.saleDate), desc(sales.id));
}
