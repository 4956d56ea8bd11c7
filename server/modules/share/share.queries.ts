import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { SharedDocument } from '../../../common/schemas/share';
import type { DbOrTx } from '../../db/client';
import { parties } from '../../db/schema/masters';
import { shareLinks } from '../../db/schema/sharing';
import { purchases, sales } from '../../db/schema/transactions';

// Plain reads and writes of share_links and of what a link points at; the rules are in share.service.ts
// (docs/sharing.md).

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ShareLinkValues = Omit<
  typeof shareLinks.$inferInsert,
  'id' | 'createdAt' | 'revokedAt' | 'revokedBy'
>;

export interface PartyRef {
  id: number;
  name: string;
  contactNumber: string | null;
}

const partyColumns = { id: parties.id, name: parties.name, contactNumber: parties.contactNumber };

/** The party of a purchase (its farmer) or a sale (its buyer); undefined when there is no such lot. */
export async function findLotParty(
  db: DbOrTx,
  document: Exclude<SharedDocument, 'statement'>,
  id: number,
): Promise<PartyRef | undefined> {
  const lots = document === 'slip' ? purchases : sales;
  const [row] = await db
    .select(partyColumns)
    .from(lots)
    .innerJoin(parties, eq(parties.id, lots.partyId))
    .where(eq(lots.id, id))
    .limit(1);
  return row;
}

export async function findParty(db: DbOrTx, id: number): Promise<PartyRef | undefined> {
  const [row] = await db.select(partyColumns).from(parties).where(eq(parties.id, id)).limit(1);
  return row;
}

export async function insertShareLink(db: DbOrTx, values: ShareLinkValues): Promise<ShareLinkRow> {
  const [row] = await db.insert(shareLinks).values(values).returning();
  return row!;
}

export async function findShareLinkById(
  db: DbOrTx,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<ShareLinkRow | undefined> {
  const query = db.select().from(shareLinks).where(eq(shareLinks.id, id)).limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row;
}

/** The link whose token hashes to `tokenHash`, when it is neither revoked nor expired at `now`. */
export async function findLiveShareLinkByHash(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(
      and(eq(shareLinks.tokenHash, tokenHash), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, now)),
    )
    .limit(1);
  return row;
}

/** A document's links that still work, newest first. */
export async function findLiveShareLinks(
  db: DbOrTx,
  target: { document: SharedDocument; recordId?: number; partyId?: number },
  now: Date,
): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(
      and(
        eq(shareLinks.document, target.document),
        target.recordId === undefined ? undefined : eq(shareLinks.recordId, target.recordId),
        target.partyId === undefined ? undefined : eq(shareLinks.partyId, target.partyId),
        isNull(shareLinks.revokedAt),
        gt(shareLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

export async function markShareLinkRevoked(db: DbOrTx, id: number, actorId: number): Promise<ShareLinkRow> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: new Date(), revokedBy: actorId })
    .where(eq(shareLinks.id, id))
    .returning();
  return row!;
}
