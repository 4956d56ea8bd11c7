import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { QUINTALS_PER_UNIT } from '../../../common/schemas/crops';
import { LOW_STOCK_THRESHOLD_QUINTALS } from '../../../common/schemas/inventory';
import { queryRows, type DbOrTx } from '../../db/client';
import { outstandingRowsSql } from '../reports/reports.queries';

// What the bell counts (docs/screens.md#the-bell), each in one statement over what the screens read.

export interface StockCounts {
  out: number;
  low: number;
}

/** Buckets at zero, and buckets above zero but under the low-stock line (the dashboard's Low Stock count). */
export async function stockCounts(db: DbOrTx): Promise<StockCounts> {
  const whens = Object.entries(QUINTALS_PER_UNIT).map(
    ([u, factor]) => sql`when ${u} then i.current_stock * ${factor}::numeric`,
  );
  const quintals = sql`(case c.unit ${sql.join(whens, sql` `)} end)`;
  const [row] = await queryRows<{ out: number; low: number }>(
    db,
    sql`select count(*) filter (where i.current_stock = 0)::int as out,
          count(*) filter (where ${quintals} > 0 and ${quintals} < ${LOW_STOCK_THRESHOLD_QUINTALS}::numeric)::int as low
        from inventory i join crops c on c.id = i.crop_id`,
  );
  return row ?? { out: 0, low: 0 };
}

export interface OverdueFigures {
  over30Parties: number;
  over30Amount: string;
  over90Parties: number;
  over90Amount: string;
  onAccountParties: number;
  onAccountAmount: string;
}

/** One side's bills open past 30 and 90 days and its money on account, as Outstanding shows them today. */
export async function overdueFigures(
  db: DbOrTx,
  side: 'receivable' | 'payable',
  asOf: string,
): Promise<OverdueFigures> {
  const [row] = await queryRows<OverdueFigures>(
    db,
    sql`${outstandingRowsSql(side, asOf)}
      select count(*) filter (where b31 + b61 + b91 > 0)::int as "over30Parties",
        coalesce(sum(b31 + b61 + b91), 0)::numeric(20, 2)::text as "over30Amount",
        count(*) filter (where b91 > 0)::int as "over90Parties",
        coalesce(sum(b91), 0)::numeric(20, 2)::text as "over90Amount",
        count(*) filter (where unallocated > 0)::int as "onAccountParties",
        coalesce(sum(unallocated) filter (where unallocated > 0), 0)::numeric(20, 2)::text as "onAccountAmount"
      from report_rows`,
  );
  return row!;
}

const BACKUP_FILE = /\.jsonl\.gz$/;

/** When the newest backup in `dir` was written (daily or by hand), or undefined when there is none. */
export function newestBackupAt(dir: string): Date | undefined {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return undefined;
  }
  let newest: Date | undefined;
  for (const name of names.filter((n) => BACKUP_FILE.test(n))) {
    const at = fs.statSync(path.join(dir, name)).mtime;
    if (!newest || at > newest) newest = at;
  }
  return newest;
}
