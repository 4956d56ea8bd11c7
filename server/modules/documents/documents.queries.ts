import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

// What a slip or a bill prints beside the purchase or sale itself: its number, the party's name, town and phone,
// the crop, and the numbers of the documents it replaces or was replaced by (docs/documents.md#contents).

export interface LotRefs {
  documentNumber: string | null;
  partyName: string;
  partyType: 'farmer' | 'trader' | 'exporter';
  phone: string | null;
  city: string | null;
  state: string | null;
  cropName: string;
  unit: 'quintal' | 'kg' | 'ton';
  /** The document of the record this one corrected, and of the record that corrected this one. */
  replaces: string | null;
  replacedBy: string | null;
}

const TABLES = { purchase: sql.raw('purchases'), sale: sql.raw('sales') } as const;

export async function findLotRefs(
  db: DbOrTx,
  kind: 'purchase' | 'sale',
  id: number,
): Promise<LotRefs | undefined> {
  const table = TABLES[kind];
  const [row] = await queryRows<LotRefs>(
    db,
    sql`select b.document_number as "documentNumber", p.name as "partyName", p.type as "partyType",
        p.contact_number as phone, ci.name as city, st.name as state, c.name as "cropName", c.unit,
        (select o.document_number from cancellations x join ${table} o on o.id = x.entity_id
          where x.entity = ${kind} and x.amended_by = b.id) as replaces,
        (select n.document_number from cancellations x join ${table} n on n.id = x.amended_by
          where x.entity = ${kind} and x.entity_id = b.id) as "replacedBy"
      from ${table} b
        join parties p on p.id = b.party_id
        join crops c on c.id = b.crop_id
        left join cities ci on ci.id = p.city_id
        left join states st on st.id = p.state_id
      where b.id = ${id}`,
  );
  return row;
}

export interface PartyRefs {
  phone: string | null;
  city: string | null;
  state: string | null;
}

export async function findPartyRefs(db: DbOrTx, partyId: number): Promise<PartyRefs | undefined> {
  const [row] = await queryRows<PartyRefs>(
    db,
    sql`select p.contact_number as phone, ci.name as city, st.name as state
      from parties p
        left join cities ci on ci.id = p.city_id
        left join states st on st.id = p.state_id
      where p.id = ${partyId}`,
  );
  return row;
}

/** The slip or bill number of the purchase or sale each ledger entry came from (its reversal's too). */
export async function findEntryDocumentNumbers(db: DbOrTx, entryIds: number[]): Promise<Map<number, string>> {
  const byEntry = new Map<number, string>();
  if (entryIds.length === 0) return byEntry;
  const rows = await queryRows<{ id: number; number: string }>(
    db,
    sql`select le.id, coalesce(p.document_number, s.document_number) as number
      from ledger_entries le
        left join purchases p on le.source_type = 'purchase' and p.id = le.source_id
        left join sales s on le.source_type = 'sale' and s.id = le.source_id
      where le.id = any(${`{${entryIds.join(',')}}`}::int[])
        and coalesce(p.document_number, s.document_number) is not null`,
  );
  for (const r of rows) byEntry.set(Number(r.id), r.number);
  return byEntry;
}
