import type { z } from 'zod';
import { msg } from '../../../common/messages';
import { formatRupees } from '../../../common/rupees';
import { add, compare, subtract } from '../../../common/decimal';
import type {
  LedgerEntry,
  LedgerPage,
  LedgerQuery,
  LedgerSummary,
  LedgerSummaryQuery,
  openingBalanceInput,
  OpeningBalanceOf,
  Statement,
} from '../../../common/schemas/ledger';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { findPartyById } from '../parties/parties.queries';
import type { Language } from '../../../common/schemas/auth';
import { recordText } from '../../lib/record-text';
import {
  countLedgerEntries,
  type LedgerEntryRow,
  findOpeningEntry,
  listLedgerEntries,
  statementOf,
  summariseLedger,
} from './ledger.queries';
import { decodeDateIdCursor, encodeCursor } from '../../lib/cursor';
import { findPartyForPosting, postLedgerEntry } from '../books/postings';

/**
 * In (transaction date, id) order; a page with `{items, total, nextCursor}` when `limit` is given, else every
 * row. An unknown partyId filters to nothing: an empty list, like any other filter that matches no row.
 */
export async function listLedger(
  db: Db,
  query: LedgerQuery,
  language: Language,
): Promise<LedgerEntry[] | LedgerPage> {
  const toEntry = entryIn(language);
  const { limit, cursor, ...filter } = query;
  if (limit === undefined) return (await listLedgerEntries(db, filter)).map(toEntry);
  const after = cursor === undefined ? undefined : decodeDateIdCursor(cursor);
  const rows = await listLedgerEntries(db, filter, { limit: limit + 1, after });
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(toEntry),
    total: await countLedgerEntries(db, filter),
    nextCursor: rows.length > limit && last ? encodeCursor([last.transactionDate, last.id]) : null,
  };
}

/**
 * GET /api/ledger/summary: with `partyId`, that party's figures only (its balance as receivable or payable,
 * its entries' count and sums), 404 for an unknown party; without, the whole book's (docs/screens.md#ledger).
 */
export async function ledgerSummary(db: Db, query: LedgerSummaryQuery): Promise<LedgerSummary> {
  if (query.partyId !== undefined && !(await findPartyById(db, query.partyId))) {
    throw AppError.notFound(msg('ledger.partyNotFound'));
  }
  return summariseLedger(db, query);
}

/**
 * Records a party's opening balance (docs/money.md): one `opening` ledger entry, a debit when the party
 * owed us, a credit when we owed it. The party lock makes a second one for the same party wait and then
 * see the first (409).
 */
export async function createOpeningBalance(
  db: Db,
  input: z.output<typeof openingBalanceInput>,
  actorId: number | null,
  language: Language = 'en',
): Promise<LedgerEntry> {
  const toEntry = entryIn(language);
  return db.transaction(async (tx) => {
    const party = await findPartyForPosting(tx, input.partyId);
    if (!party) throw AppError.unknownReference('partyId', msg('ledger.partyNotFound'));
    if (await findOpeningEntry(tx, party.id)) {
      throw AppError.conflict(msg('ledger.openingBalanceExists', { name: party.name }));
    }
    const owesUs = compare(input.amount, '0') > 0;
    const amount = owesUs ? input.amount : subtract('0', input.amount);
    const id = await postLedgerEntry(tx, {
      partyId: party.id,
      transactionType: 'opening',
      transactionDate: input.date,
      description: msg(owesUs ? 'narration.openingOwesUs' : 'narration.openingWeOwe'),
      ...(owesUs ? { debit: amount } : { credit: amount }),
      source: null,
      createdBy: actorId,
    });
    // Its running balance comes from the statement's window; only the entry's own day is read back.
    const day = { startDate: input.date, endDate: input.date };
    const entry = toEntry((await statementOf(tx, party.id, day)).entries.find((e) => e.id === id)!);
    await recordAudit(tx, {
      actorId,
      action: 'create',
      entity: 'opening_balance',
      entityId: id,
      summary: msg(owesUs ? 'trail.openingOwesUs' : 'trail.openingWeOwe', {
        party: party.name,
        amount: formatRupees(amount),
      }),
      after: entry,
    });
    return entry;
  });
}

/**
 * GET /api/ledger/opening-balances?partyId=: the party's opening balance with its running balance, or null;
 * 404 for an unknown party. The screen that records one shows it instead of a form (docs/money.md).
 */
export async function getOpeningBalance(
  db: Db,
  partyId: number,
  language: Language = 'en',
): Promise<OpeningBalanceOf> {
  const toEntry = entryIn(language);
  return db.transaction(
    async (tx) => {
      const party = await findPartyById(tx, partyId);
      if (!party) throw AppError.notFound(msg('ledger.partyNotFound'));
      const opening = await findOpeningEntry(tx, party.id);
      let entry: LedgerEntry | null = null;
      if (opening) {
        const day = { startDate: opening.transactionDate, endDate: opening.transactionDate };
        const found = (await statementOf(tx, party.id, day)).entries.find((e) => e.id === opening.id);
        entry = found ? toEntry(found) : null;
      }
      return {
        party: { id: party.id, name: party.name, type: party.type, balance: party.balance },
        openingBalance: entry,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** GET /api/ledger/statement: 404 for an unknown party. */
export async function partyStatement(
  db: Db,
  query: { partyId: number; startDate?: string; endDate?: string },
  language: Language = 'en',
): Promise<Statement> {
  const toEntry = entryIn(language);
  // One snapshot: the party's balance, the entries and the totals as of the same moment, so a posting
  // committed meanwhile cannot make the closing balance and the balance disagree (docs/money.md).
  return db.transaction(
    async (tx) => {
      const party = await findPartyById(tx, query.partyId);
      if (!party) throw AppError.notFound(msg('ledger.partyNotFound'));
      const { entries, totals } = await statementOf(tx, party.id, query);
      return {
        party: { id: party.id, name: party.name, type: party.type, balance: party.balance },
        openingBalance: totals.opening,
        entries: entries.map(toEntry),
        totalDebit: totals.debit,
        totalCredit: totals.credit,
        closingBalance: subtract(add(totals.opening, totals.debit), totals.credit),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** An entry as the API answers it, its description in the reader's language (docs/messages.md#records). */
function entryIn(language: Language) {
  return ({ descriptionMessage, ...e }: LedgerEntryRow): LedgerEntry => ({
    ...e,
    description: recordText(descriptionMessage, e.description, language),
    createdAt: new Date(e.createdAt).toISOString(),
  });
}
