import { and, asc, desc, eq, getTableColumns, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { StatusFilter } from '../../../common/schemas/corrections';
import { correctionColumns, isLive, statusCondition } from '../corrections/correction-sql';
import { compare } from '../../../common/decimal';
import type { Advance, OpenBillRow } from '../../../common/schemas/payments';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/books';
import { livePaymentAllocations, paymentAllocations, payments } from '../../db/schema/money';
import { purchases, sales } from '../../db/schema/transactions';
import { queryRows } from '../../db/client';
import { billPaidSql } from './bill-paid';

const paymentId = sql.raw('"payments"."id"');
/** A payment with its cancellation (docs/corrections.md). */
const paymentColumns = () => ({ ...getTableColumns(payments), ...correctionColumns('payment', paymentId) });
export type PaymentRow = Awaited<ReturnType<typeof findPayment>> & {};
export type AllocationRow = typeof livePaymentAllocations.$inferSelect;

/** The kinds of bill a payment settles (docs/money.md). */
export type BillKind = 'sale' | 'purchase' | 'opening';

export interface Bill {
  kind: BillKind;
  id: number;
  partyId: number;
  date: string;
  /**
   * What the bill asks for: a sale's billAmount, a purchase's netPayable (docs/money.md#bills-carry-what-is-paid),
   * an opening balance's debit or credit.
   */
  amount: string;
  /** Which way the bill is settled: 'received' (the party owes us) or 'paid' (we owe the party). */
  settledBy: 'received' | 'paid';
}

/**
 * Locks the named bills (`FOR UPDATE`) and returns those not cancelled (a cancelled bill cannot be settled), sales then purchases then opening entries,
 * each by id. Every writer of allocations locks the bill's party first and then its bills in this
 * order, so two payments racing for one bill queue on it and the second reads the first's allocation
 * (its outstanding is read afterwards, in a statement of its own); they can never deadlock.
 */
export async function lockBills(
  tx: DbOrTx,
  ids: { sale: number[]; purchase: number[]; opening: number[] },
): Promise<Bill[]> {
  const found: Bill[] = [];
  if (ids.sale.length > 0) {
    const rows = await tx
      .select({ id: sales.id, partyId: sales.partyId, date: sales.saleDate, amount: sales.billAmount })
      .from(sales)
      .where(and(inArray(sales.id, ids.sale), isLive('sale', sql.raw('"sales"."id"'))))
      .orderBy(asc(sales.id))
      .for('update');
    found.push(...rows.map((r) => ({ ...r, kind: 'sale' as const, settledBy: 'received' as const })));
  }
  if (ids.purchase.length > 0) {
    const rows = await tx
      .select({
        id: purchases.id,
        partyId: purchases.partyId,
        date: purchases.purchaseDate,
        amount: purchases.netPayable,
      })
      .from(purchases)
      .where(and(inArray(purchases.id, ids.purchase), isLive('purchase', sql.raw('"purchases"."id"'))))
      .orderBy(asc(purchases.id))
      .for('update');
    found.push(...rows.map((r) => ({ ...r, kind: 'purchase' as const, settledBy: 'paid' as const })));
  }
  if (ids.opening.length > 0) {
    const rows = await tx
      .select({
        id: ledgerEntries.id,
        partyId: ledgerEntries.partyId,
        date: ledgerEntries.transactionDate,
        debit: ledgerEntries.debit,
        credit: ledgerEntries.credit,
      })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.id, ids.opening), eq(ledgerEntries.transactionType, 'opening')))
      .orderBy(asc(ledgerEntries.id))
      .for('update');
    for (const r of rows) {
      const owesUs = compare(r.debit, '0') > 0;
      found.push({
        kind: 'opening',
        id: r.id,
        partyId: r.partyId,
        date: r.date,
        amount: owesUs ? r.debit : r.credit,
        settledBy: owesUs ? 'received' : 'paid',
      });
    }
  }
  return found;
}

/** Σ allocations that count per bill, read after the bills are locked. Keys as in billKey(). */
export async function allocatedToBills(
  tx: DbOrTx,
  ids: { sale: number[]; purchase: number[]; opening: number[] },
): Promise<Map<string, string>> {
  const parts: SQL[] = [];
  if (ids.sale.length > 0) parts.push(inArray(livePaymentAllocations.saleId, ids.sale));
  if (ids.purchase.length > 0) parts.push(inArray(livePaymentAllocations.purchaseId, ids.purchase));
  if (ids.opening.length > 0) parts.push(inArray(livePaymentAllocations.openingEntryId, ids.opening));
  const result = new Map<string, string>();
  if (parts.length === 0) return result;
  const rows = await tx
    .select({
      saleId: livePaymentAllocations.saleId,
      purchaseId: livePaymentAllocations.purchaseId,
      openingEntryId: livePaymentAllocations.openingEntryId,
      total: sql<string>`sum(${livePaymentAllocations.amount})::numeric(20, 2)::text`,
    })
    .from(livePaymentAllocations)
    .where(or(...parts))
    .groupBy(
      livePaymentAllocations.saleId,
      livePaymentAllocations.purchaseId,
      livePaymentAllocations.openingEntryId,
    );
  for (const r of rows) {
    const key =
      r.saleId !== null
        ? `sale:${r.saleId}`
        : r.purchaseId !== null
          ? `purchase:${r.purchaseId}`
          : `opening:${r.openingEntryId}`;
    result.set(key, r.total);
  }
  return result;
}

/**
 * A party's bills settled by `direction` as a relation `(kind, rank, id, date, amount, paid)`: received
 * settles its sales and debit opening balances, paid its purchases and credit ones (docs/money.md). `rank`
 * puts an opening balance before the bills of its day. Every row is found by party through an index
 * (sales_party_idx, purchases_party_idx, ledger_entries_party_date_idx) and paid through billPaidSql.
 */
function partyBillsSql(partyId: number, direction: 'received' | 'paid'): SQL {
  const bills =
    direction === 'received'
      ? sql`select 'sale' as kind, 1 as rank, s.id, s.sale_date as date, s.bill_amount as amount,
              ${billPaidSql('sale_id', sql`s.id`)} as paid
            from sales s where s.party_id = ${partyId} and ${isLive('sale', sql`s.id`)}`
      : sql`select 'purchase' as kind, 1 as rank, p.id, p.purchase_date as date, p.net_payable as amount,
              ${billPaidSql('purchase_id', sql`p.id`)} as paid
            from purchases p where p.party_id = ${partyId} and ${isLive('purchase', sql`p.id`)}`;
  const side = direction === 'received' ? sql`le.debit` : sql`le.credit`;
  return sql`${bills}
    union all
    select 'opening' as kind, 0 as rank, le.id, le.transaction_date as date, ${side} as amount,
      ${billPaidSql('opening_entry_id', sql`le.id`)} as paid
    from ledger_entries le
    where le.party_id = ${partyId} and le.transaction_type = 'opening' and ${side} > 0`;
}

/**
 * The ids of a party's bills settled by `direction` that have something outstanding, as the snapshot
 * sees them. The caller locks them and reads their outstanding again (lockBills, allocatedToBills).
 */
export async function openBillIds(
  tx: DbOrTx,
  partyId: number,
  direction: 'received' | 'paid',
): Promise<{ sale: number[]; purchase: number[]; opening: number[] }> {
  const rows = await queryRows<{ kind: BillKind; id: number }>(
    tx,
    sql`select b.kind, b.id from (${partyBillsSql(partyId, direction)}) b where b.amount > b.paid`,
  );
  const ids = { sale: [] as number[], purchase: [] as number[], opening: [] as number[] };
  for (const r of rows) ids[r.kind].push(Number(r.id));
  return ids;
}

/**
 * A party's open bills of the kind `direction` settles, oldest first in the order oldest-first settlement
 * uses: bill date, the opening balance before the bills of its day, then id (docs/money.md). One statement.
 */
export async function listOpenBills(
  db: DbOrTx,
  partyId: number,
  direction: 'received' | 'paid',
): Promise<OpenBillRow[]> {
  const rows = await queryRows<OpenBillRow>(
    db,
    sql`select b.kind, b.id::int as id, b.date::text as date, b.amount::numeric(20, 2)::text as amount,
          b.paid::numeric(20, 2)::text as "paidAmount",
          (b.amount - b.paid)::numeric(20, 2)::text as outstanding
        from (${partyBillsSql(partyId, direction)}) b
        where b.amount > b.paid
        order by b.date, b.rank, b.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The next payment id, taken before the payment's ledger entry is posted so the entry can name it. */
export async function nextPaymentId(tx: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`select nextval(pg_get_serial_sequence('payments', 'id'))::int as id`,
  );
  return row!.id;
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

export async function insertAllocations(
  tx: DbOrTx,
  rows: Array<typeof paymentAllocations.$inferInsert>,
): Promise<AllocationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(paymentAllocations).values(rows).returning();
}

export async function findPayment(db: DbOrTx, id: number) {
  const [row] = await db.select(paymentColumns()).from(payments).where(eq(payments.id, id));
  return row;
}

export async function allocationsOfPayments(db: DbOrTx, paymentIds: number[]): Promise<AllocationRow[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(livePaymentAllocations)
    .where(inArray(livePaymentAllocations.paymentId, paymentIds))
    .orderBy(asc(livePaymentAllocations.paymentId), asc(livePaymentAllocations.id));
}

export interface PaymentFilter {
  partyId?: number;
  direction?: 'received' | 'paid';
  mode?: 'cash' | 'bank' | 'upi' | 'cheque';
  accountId?: number;
  startDate?: string;
  endDate?: string;
  status?: StatusFilter;
  /** The payments recorded with this sale or purchase (cancelled with it). */
  withSaleId?: number;
  withPurchaseId?: number;
}

function filterSql(f: PaymentFilter): SQL | undefined {
  return and(
    statusCondition('payment', paymentId, f.status ?? 'active'),
    f.withSaleId !== undefined ? eq(payments.withSaleId, f.withSaleId) : undefined,
    f.withPurchaseId !== undefined ? eq(payments.withPurchaseId, f.withPurchaseId) : undefined,
    f.partyId !== undefined ? eq(payments.partyId, f.partyId) : undefined,
    f.direction ? eq(payments.direction, f.direction) : undefined,
    f.mode ? eq(payments.mode, f.mode) : undefined,
    f.accountId !== undefined ? eq(payments.accountId, f.accountId) : undefined,
    f.startDate ? gte(payments.paymentDate, f.startDate) : undefined,
    f.endDate ? lte(payments.paymentDate, f.endDate) : undefined,
  );
}

/** Newest first (payment date, then id); after `before` when given (keyset), at most `limit` rows. */
export async function listPayments(
  db: DbOrTx,
  f: PaymentFilter,
  page?: { limit: number; before?: { date: string; id: number } },
): Promise<PaymentRow[]> {
  const after = page?.before
    ? or(
        lt(payments.paymentDate, page.before.date),
        and(eq(payments.paymentDate, page.before.date), lt(payments.id, page.before.id)),
      )
    : undefined;
  const query = db
    .select(paymentColumns())
    .from(payments)
    .where(and(filterSql(f), after))
    .orderBy(desc(payments.paymentDate), desc(payments.id));
  return page ? query.limit(page.limit) : query;
}

/**
 * The export of the list (docs/screens.md#exports): the payments of the same filters in the same order, each as
 * the file's cells in text, with the party's and account's names and what is allocated of it (the allocations
 * that count, as the list's `unallocated`).
 */
export function paymentExportSql(f: PaymentFilter): SQL {
  const allocated = sql`coalesce((select sum(a.amount) from live_payment_allocations a
    where a.payment_id = ${payments.id}), 0)`;
  return sql`select ${payments.paymentDate}::text as date, party.name as party, ${payments.direction} as direction,
      ${payments.mode} as mode, account.name as account, ${payments.reference} as reference,
      ${payments.amount}::text as amount, ${allocated}::numeric(20, 2)::text as allocated,
      (${payments.amount} - ${allocated})::numeric(20, 2)::text as unallocated, ${payments.notes} as notes
    from ${payments}
      join parties party on party.id = ${payments.partyId}
      left join accounts account on account.id = ${payments.accountId}
    where ${filterSql(f) ?? sql`true`}
    order by ${payments.paymentDate} desc, ${payments.id} desc`;
}

export async function countPayments(db: DbOrTx, f: PaymentFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(filterSql(f));
  return row?.n ?? 0;
}

/**
 * A party's payments of one direction with money not yet allocated (docs/money.md#advances), oldest first
 * (payment date, then id): what the screens offer to apply beside its open bills. Live payments only, and
 * only the allocations that count, as a payment's own `unallocated` counts them.
 */
export async function listAdvances(
  db: DbOrTx,
  partyId: number,
  direction: 'received' | 'paid',
): Promise<Advance[]> {
  const rows = await queryRows<Advance>(
    db,
    sql`select p.id, p.payment_date::text as "paymentDate", p.mode, p.reference,
          p.amount::numeric(20, 2)::text as amount,
          (p.amount - coalesce(a.allocated, 0))::numeric(20, 2)::text as unallocated
        from payments p
          left join lateral (select sum(la.amount) as allocated from live_payment_allocations la
            where la.payment_id = p.id) a on true
        where p.party_id = ${partyId} and p.direction = ${direction} and ${isLive('payment', sql`p.id`)}
          and p.amount > coalesce(a.allocated, 0)
        order by p.payment_date, p.id`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
