import type { LedgerEntry } from '../../../common/schemas/ledger';
import type { Db } from '../../db/client';
import { listLedgerEntries } from './ledger.queries';

/** An unknown partyId filters to nothing: an empty list, like any other filter that matches no row. */
export async function listLedger(db: Db, filter: { partyId?: number }): Promise<LedgerEntry[]> {
  const rows = await listLedgerEntries(db, filter);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
