import { createHash, randomBytes } from 'node:crypto';
import { msg } from '../../../common/messages';
import {
  SHARE_LINK_DAYS,
  shareInput,
  type LiveShareLink,
  type ShareInput,
  type ShareLink,
  type SharedDocument,
} from '../../../common/schemas/share';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { getBusinessProfile } from '../settings/settings.queries';
import {
  findLiveShareLinkByHash,
  findLiveShareLinks,
  findLotParty,
  findParty,
  findShareLinkById,
  insertShareLink,
  markShareLinkRevoked,
  type PartyRef,
  type ShareLinkRow,
} from './share.queries';

// Share links (docs/sharing.md). The token is 32 random bytes (256 bits) written in
// base64url; only its SHA-256 is stored, so the table never holds a working link, and a lookup by hash needs
// no constant-time comparison (an attacker's guess is hashed before it meets the index).

const TOKEN_BYTES = 32;
/** 32 bytes in base64url without padding: exactly 43 characters of the URL-safe alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

export const SHARE_PATH = '/s/';

export function hashShareToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/**
 * POST /api/share: a new link to a slip, a bill or a party's statement. 404 when the purchase, sale or party
 * does not exist. The link keeps what it shows (kind, record or party and dates, language, size): nothing but
 * its token is read from the URL that opens it. `today` (the business day) closes a statement left open-ended.
 */
export async function createShareLink(
  db: Db,
  input: ShareInput,
  actorId: number,
  today: string,
  now: Date = new Date(),
): Promise<ShareLink> {
  const body = shareInput.parse(input);
  return db.transaction(async (tx) => {
    let party: PartyRef | undefined;
    let recordId: number | null = null;
    if (body.document === 'statement') {
      party = await findParty(tx, body.partyId!);
      if (!party) throw AppError.notFound(msg('parties.notFound'));
    } else {
      recordId = body.id!;
      party = await findLotParty(tx, body.document, recordId);
      if (!party)
        throw AppError.notFound(msg(body.document === 'slip' ? 'purchases.notFound' : 'sales.notFound'));
    }
    const isStatement = body.document === 'statement';
    const startDate = isStatement ? (body.startDate ?? null) : null;
    let endDate = isStatement ? (body.endDate ?? today) : null;
    // A statement starting after today (a typo'd year) still covers its own start day.
    if (startDate && endDate && endDate < startDate) endDate = startDate;
    const profile = await getBusinessProfile(tx);
    const lang = body.lang ?? profile.documentLanguage;
    const token = newToken();
    const row = await insertShareLink(tx, {
      tokenHash: hashShareToken(token),
      document: body.document,
      recordId,
      partyId: party.id,
      startDate,
      endDate,
      lang,
      size: body.size ?? 'a4',
      expiresAt: new Date(now.getTime() + SHARE_LINK_DAYS * DAY_MS),
      createdBy: actorId,
    });
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'share_link',
      entityId: row.id,
      summary: sharedSummary(row, party),
      after: toLiveShareLink(row),
    });
    return {
      id: row.id,
      url: `${SHARE_PATH}${token}`,
      expiresAt: row.expiresAt.toISOString(),
      document: row.document,
      lang: row.lang,
      businessName: profile.name,
      party,
    };
  });
}

function sharedSummary(row: ShareLinkRow, party: PartyRef) {
  if (row.document === 'statement') return msg('trail.statementShared', { name: party.name, linkId: row.id });
  const params = { id: row.recordId ?? 0, linkId: row.id };
  return msg(row.document === 'slip' ? 'trail.slipShared' : 'trail.billShared', params);
}

/** DELETE /api/share/:id: the link stops working at once. 404 for an unknown or already revoked link. */
export async function revokeShareLink(db: Db, id: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findShareLinkById(tx, id, { lock: true });
    if (!current || current.revokedAt) throw AppError.notFound(msg('share.notFound'));
    const revoked = await markShareLinkRevoked(tx, id, actorId);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: 'share_link',
      entityId: id,
      summary: msg('trail.shareRevoked', { linkId: id }),
      before: toLiveShareLink(current),
      after: { ...toLiveShareLink(revoked), revokedAt: revoked.revokedAt?.toISOString() ?? null },
    });
  });
}

/** GET /api/share?document=&id= (or &partyId=): the links of one document that still work. */
export async function listLiveShareLinks(
  db: Db,
  query: { document: SharedDocument; id?: number; partyId?: number },
  now: Date = new Date(),
): Promise<LiveShareLink[]> {
  const target =
    query.document === 'statement'
      ? { document: query.document, partyId: query.partyId }
      : { document: query.document, recordId: query.id };
  return (await findLiveShareLinks(db, target, now)).map(toLiveShareLink);
}

function toLiveShareLink(row: ShareLinkRow): LiveShareLink {
  return {
    id: row.id,
    document: row.document,
    lang: row.lang,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** What a working link shows: the document as the row describes it, and the file's name. */
export interface SharedDocumentRequest {
  request: {
    document: SharedDocument;
    id?: number;
    partyId?: number;
    startDate?: string;
    endDate?: string;
    lang: 'en' | 'hi';
    size: 'a4' | 'a5';
  };
  filename: string;
}

/**
 * The document behind a token, or undefined for a malformed, unknown, revoked or expired one: the caller
 * answers all four with the same 404, so a visitor learns nothing about which it was.
 */
export async function findSharedDocument(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<SharedDocumentRequest | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await findLiveShareLinkByHash(db, hashShareToken(token), now);
  if (!row) return undefined;
  const base = { document: row.document, lang: row.lang, size: row.size };
  if (row.document === 'statement') {
    return {
      request: {
        ...base,
        partyId: row.partyId,
        ...(row.startDate ? { startDate: row.startDate } : {}),
        ...(row.endDate ? { endDate: row.endDate } : {}),
      },
      filename: `statement-${row.partyId}-${row.endDate ?? ''}.pdf`,
    };
  }
  const id = row.recordId!;
  return { request: { ...base, id }, filename: `${row.document}-${id}.pdf` };
}
