// npm run daily-totals [-- --rebuild]: checks the totals kept beside the books against them — the dashboard's
// per-day totals (daily_totals), the ledger's per-day count and sums (ledger_daily), the audit trail's count
// (audit_count), what each bill is paid (bill_paid) and the Sales and Purchase cards' per-day figures
// (bill_daily), the profit and loss statement's figures by crop and by expense type (crop_daily,
// expense_daily) — and lists what differs; --rebuild rewrites them from the books, each in one transaction that
// postings wait for (docs/decisions/0011-lists-and-writes-at-scale.md). Exits 1 when something differs and
// was not rebuilt.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase, type DbOrTx, type Tx } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  auditCountMismatches,
  dailyTotalMismatches,
  ledgerDailyMismatches,
  rebuildAuditCount,
  rebuildDailyTotals,
  rebuildLedgerDaily,
} from '../modules/books/daily-totals';
import { billDailyMismatches } from '../modules/books/bill-daily';
import { billPaidMismatches, rebuildBillPaid } from '../modules/books/bill-paid-kept';
import {
  cropDailyMismatches,
  expenseDailyMismatches,
  rebuildCropDaily,
  rebuildExpenseDaily,
} from '../modules/books/profit-daily';

const USAGE = 'usage: npm run daily-totals [-- --rebuild]';

/** How many differing rows of a table are listed. */
const SHOWN = 50;

/** One kept table as this command checks, tells and rebuilds it. */
interface KeptTable<Row> {
  /** The kept table. */
  name: string;
  /** The line when it agrees with the books. */
  agrees: string;
  /** The line heading what differs. */
  differs(rows: Row[]): string;
  /** A differing row as listed under the heading; nothing listed without it. */
  line?(row: Row): string;
  mismatches(db: DbOrTx): Promise<Row[]>;
  /** Its rebuild, run in a transaction of its own; none when another table's rebuild rewrites it. */
  rebuild?(tx: Tx): Promise<number>;
  /** How the summary tells what the rebuild wrote; nothing told without it. */
  rebuilt?(count: number): string;
}

/**
 * A table's entry, its rows' type checked here; the list forgets it (the methods take their own table's rows,
 * which is all the loop below gives them).
 */
const keptTable = <Row>(table: KeptTable<Row>): KeptTable<unknown> => table;

/** In the order they are checked; rebuilt in the same order (bill_daily with bill_paid, which moves it). */
const keptTables = [
  keptTable({
    name: 'daily_totals',
    agrees: 'The per-day totals agree with the books.',
    differs: (rows) => `${rows.length} day(s) differ (sales/cost of sales/purchases/expenses):`,
    line: (m) => `  ${m.day}  kept ${m.kept}  books ${m.books}`,
    mismatches: dailyTotalMismatches,
    rebuild: rebuildDailyTotals,
    rebuilt: (count) => `${count} day(s)`,
  }),
  keptTable({
    name: 'ledger_daily',
    agrees: "The ledger's per-day totals agree with the ledger.",
    differs: (rows) => `${rows.length} ledger day(s) differ (entries/debit/credit):`,
    line: (m) => `  ${m.day}  kept ${m.kept}  ledger ${m.books}`,
    mismatches: ledgerDailyMismatches,
    rebuild: rebuildLedgerDaily,
    rebuilt: (count) => `${count} ledger day(s)`,
  }),
  keptTable({
    name: 'bill_daily',
    agrees: "The sales' and purchases' per-day figures agree with the books.",
    differs: (rows) =>
      `${rows.length} day(s) of bills differ (bills/quintals/amount/expenses/final/paid/pending/partial/paid in full):`,
    line: (m) => `  ${m.kind} ${m.day}  kept ${m.kept}  books ${m.books}`,
    mismatches: billDailyMismatches,
  }),
  keptTable({
    name: 'audit_count',
    agrees: "The audit trail's kept count agrees with the trail.",
    differs: ([m]) => `The audit trail's kept count is ${m!.kept}; the trail holds ${m!.events}.`,
    mismatches: auditCountMismatches,
    rebuild: rebuildAuditCount,
  }),
  keptTable({
    name: 'bill_paid',
    agrees: "The bills' paid amounts agree with their payments.",
    differs: (rows) => `${rows.length} bill(s) differ:`,
    line: (b) => `  ${b.kind} #${b.billId}  kept ${b.kept}  paid ${b.allocated}`,
    mismatches: billPaidMismatches,
    rebuild: rebuildBillPaid,
    rebuilt: (count) => `${count} bill(s) with their days`,
  }),
  keptTable({
    name: 'crop_daily',
    agrees: "The sales' figures by crop and day agree with the books.",
    differs: (rows) =>
      `${rows.length} crop day(s) differ (quantity/sales/cost of sales/cost adjustments/charges earned/charges borne):`,
    line: (m) => `  ${m.day} crop #${m.cropId}  kept ${m.kept}  books ${m.books}`,
    mismatches: cropDailyMismatches,
    rebuild: rebuildCropDaily,
    rebuilt: (count) => `${count} crop day(s)`,
  }),
  keptTable({
    name: 'expense_daily',
    agrees: 'The expenses by type and day agree with the books.',
    differs: (rows) => `${rows.length} expense day(s) differ:`,
    line: (m) => `  ${m.day} ${m.type}  kept ${m.kept}  books ${m.books}`,
    mismatches: expenseDailyMismatches,
    rebuild: rebuildExpenseDaily,
    rebuilt: (count) => `${count} expense day(s)`,
  }),
];

async function run(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { rebuild: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help || positionals.length > 0) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await runMigrations(database);
    let differ = 0;
    for (const table of keptTables) {
      const rows = await table.mismatches(database.db);
      differ += rows.length;
      if (rows.length === 0) {
        console.log(table.agrees);
        continue;
      }
      console.log(table.differs(rows));
      const { line } = table;
      if (!line) continue;
      for (const row of rows.slice(0, SHOWN)) console.log(line(row));
      if (rows.length > SHOWN) console.log(`  … and ${rows.length - SHOWN} more`);
    }
    if (values.rebuild) {
      const rebuilt: string[] = [];
      for (const table of keptTables) {
        const { rebuild } = table;
        if (!rebuild) continue;
        const count = await database.db.transaction((tx) => rebuild(tx));
        if (table.rebuilt) rebuilt.push(table.rebuilt(count));
      }
      let left = 0;
      for (const table of keptTables) left += (await table.mismatches(database.db)).length;
      console.log(`Rebuilt from the books: ${rebuilt.join(', ')}; ${left} differ now.`);
      if (left > 0) process.exitCode = 1;
    } else if (differ > 0) {
      console.log('Run `npm run daily-totals -- --rebuild` to rewrite them from the books.');
      process.exitCode = 1;
    }
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
