import { and, eq, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '../../../common/schemas/primitives';
import type { PartyType } from '../../../common/schemas/parties';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries } from '../../db/schema/books';
import { parties } from '../../db/schema/masters';
import { purchases, sales } from '../../db/schema/transactions';

export type PartyRow = typeof parties.$inferSelect;
/** Everything a create or update may write; `balance` is left to postings (docs/posting.md#ledger). */
export type PartyValues = Pick<
  typeof parties.$inferInsert,
  'name' | 'type' | 'contactNumber' | 'email' | 'address' | 'stateId' | 'cityId'
> & { aadharNumber?: string | null };

export interface PartyFilter {
  type?: PartyType;
  q?: string;
}

function filterSql(f: PartyFilter): SQL | undefined {
  return and(
    f.type ? eq(parties.type, f.type) : undefined,
    f.q === undefined ? undefined : sql`${parties.name} ilike ${likePattern(f.q)}`,
  );
}

/**
 * By name ignoring case, then id (parties_name_lower_idx); after `after` (keyset: the last row's name, lowered
 * by the database as the order is, and id) and at most `limit` rows when paged.
 */
export async function findParties(
  db: DbOrTx,
  filter: PartyFilter = {},
  page?: { limit: number; after?: { name: string; id: number } },
): Promise<PartyRow[]> {
  const after = page?.after
    ? sql`(lower(${parties.name}), ${parties.id}) > (lower(${page.after.name}), ${page.after.id}::integer)`
    : undefined;
  const query = db
    .select()
    .from(parties)
    .where(and(filterSql(filter), after))
    .orderBy(sql`lower(${parties.name})`, parties.id);
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
