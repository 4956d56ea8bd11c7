import type { z } from 'zod';
import { add, compare, subtract } from '../../../common/decimal';
import type { LedgerEntry, openingBalanceInput, Statement } from '../../../common/schemas/ledger';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit';
import { findPartyById } from '../parties/parties.queries';
import { findOpeningEntry, findPartyForPosting, listLedgerEntries, statementOf } from './ledger.queries';
import { postLedgerEntry } from './postings';

/** An unknown partyId filters to nothing: an empty list, like any other filter that matches no row. */
export async function listLedger(db: Db, filter: { partyId?: number }): Promise<LedgerEntry[]> {
  const rows = await listLedgerEntries(db, filter);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
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
): Promise<LedgerEntry> {
  return db.transaction(async (tx) => {
    const party = await findPartyForPosting(tx, input.partyId);
    if (!party) throw AppError.unknownReference('partyId', 'Party not found');
    if (await findOpeningEntry(tx, party.id)) {
      throw AppError.conflict(`${party.name} already has an opening balance`);
    }
    const owesUs = compare(input.amount, '0') > 0;
    const amount = owesUs ? input.amount : subtract('0', input.amount);
    const id = await postLedgerEntry(tx, {
      partyId: party.id,
      transactionType: 'opening',
      transactionDate: input.date,
      description: owesUs ? 'Opening balance: owes us' : 'Opening balance: we owe',
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
      summary: `Opening balance of ${party.name} recorded: ${owesUs ? 'owes us' : 'we owe'} ${amount}`,
      after: entry,
    });
    return entry;
  });
}

/** GET /api/ledger/statement: 404 for an unknown party. */
export async function partyStatement(
  db: Db,
  query: { partyId: number; startDate?: string; endDate?: string },
): Promise<Statement> {
  // One snapshot: the party's balance, the entries and the totals as of the same moment, so a posting
  // committed meanwhile cannot make the closing balance and the balance disagree (docs/money.md).
  return db.transaction(
    async (tx) => {
      const party = await findPartyById(tx, query.partyId);
      if (!party) throw AppError.notFound('Party not found');
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

function toEntry(e: Awaited<ReturnType<typeof statementOf>>['entries'][number]): LedgerEntry {
  return { ...e, createdAt: new Date(e.createdAt).toISOString() };
}
