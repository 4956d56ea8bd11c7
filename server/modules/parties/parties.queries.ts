import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../../common/schemas/primitives';
import type { PartyRole, PartyType } from '../../../common/schemas/parties';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';
import { purchases, sales } from '../../db/schema/transactions';

export type PartyRow = typeof parties.$inferSelect;
/** Everything a create or update may write; `balance` is left to postings (docs/posting.md#ledger). */
export type PartyValues = Pick<
  typeof parties.$inferInsert,
  | 'name'
  | 'type'
  | 'contactNumber'
  | 'email'
  | 'address'
  | 'stateId'
  | 'cityId'
  | 'bankAccountNumber'
  | 'ifsc'
  | 'upiId'
> & { aadharNumber?: string | null };

export interface PartyFilter {
  type?: PartyType;
  /** Customers (traders and exporters) or farmers. */
  role?: PartyRole;
  ids?: number[];
  stateId?: number;
  /** Parties that owe us (balance > 0) or that we owe (balance < 0). */
  balance?: 'receivable' | 'payable';
  q?: string;
}

function filterSql(f: PartyFilter): SQL | undefined {
  return and(
    f.type ? eq(parties.type, f.type) : undefined,
    // Both read parties_type_idx.
    f.role === 'farmer' ? eq(parties.type, 'farmer') : undefined,
    f.role === 'customer' ? inArray(parties.type, ['trader', 'exporter']) : undefined,
    f.ids ? inArray(parties.id, f.ids) : undefined,
    f.stateId === undefined ? undefined : eq(parties.stateId, f.stateId),
    f.balance === 'receivable' ? sql`${parties.balance} > 0` : undefined,
    f.balance === 'payable' ? sql`${parties.balance} < 0` : undefined,
    f.q === undefined ? undefined : sql`${parties.name} ilike ${likePattern(f.q)}`,
  );
}

/** Where a page starts: after the last row's (name, id), or its (balance, id) when listed by balance. */
export type PartyAfter = { name: string; id: number } | { balance: string; id: number };

/**
 * By name ignoring case, then id (parties_name_lower_idx); after `after` (keyset: the last row's name, lowered
 * by the database as the order is, and id) and at most `limit` rows when paged. With a balance filter, largest
 * amount first instead (parties_balance_idx, read forwards for payables and backwards for receivables).
 */
export async function findParties(
  db: DbOrTx,
  filter: PartyFilter = {},
  page?: { limit: number; after?: PartyAfter },
): Promise<PartyRow[]> {
  const after = page?.after;
  let keyset: SQL | undefined;
  if (after && 'name' in after) {
    keyset = sql`(lower(${parties.name}), ${parties.id}) > (lower(${after.name}), ${after.id}::integer)`;
  } else if (after) {
    keyset =
      filter.balance === 'receivable'
        ? sql`(${parties.balance}, ${parties.id}) < (${after.balance}::numeric, ${after.id}::integer)`
        : sql`(${parties.balance}, ${parties.id}) > (${after.balance}::numeric, ${after.id}::integer)`;
  }
  const order =
    filter.balance === 'receivable'
      ? [desc(parties.balance), desc(parties.id)]
      : filter.balance === 'payable'
        ? [asc(parties.balance), asc(parties.id)]
        : [sql`lower(${parties.name})`, asc(parties.id)];
  const query = db
    .select()
    .from(parties)
    .where(and(filterSql(filter), keyset))
    .orderBy(...order);
  return page ? query.limit(page.limit) : query;
}

export async function countParties(db: DbOrTx, filter: PartyFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parties)
    .where(filterSql(filter));
  return row?.n ?? 0;
}

export async function findPartyById(db: DbOrTx, id: number, opts: { lock?: boolean } = {}) {
  const query = db.select().from(parties).where(eq(parties.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

export async function insertParty(
  db: DbOrTx,
  values: PartyValues & { createdBy: number },
): Promise<PartyRow> {
  const [row] = await db.insert(parties).values(values).returning();
  return row!;
}

/** Leaves aadharNumber as stored when `values.aadharNumber` is undefined. */
export async function updatePartyRow(
  db: DbOrTx,
  id: number,
  values: PartyValues,
): Promise<PartyRow | undefined> {
  const [row] = await db
    .update(parties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(parties.id, id))
    .returning();
  return row;
}

export async function deletePartyRow(db: DbOrTx, id: number): Promise<void> {
  await db.delete(parties).where(eq(parties.id, id));
}

export async function countPartyReferences(db: DbOrTx, id: number) {
  return {
    purchases: await db.$count(purchases, eq(purchases.partyId, id)),
    sales: await db.$count(sales, eq(sales.partyId, id)),
    ledgerEntries: await db.$count(ledgerEntries, eq(ledgerEntries.partyId, id)),
  };
}
