// npm run daily-totals [-- --rebuild]: checks the totals kept beside the books against them — the dashboard's
// per-day totals (daily_totals), the ledger's per-day count and sums (ledger_daily), the audit trail's count
// (audit_count), what each bill is paid (bill_paid) and the Sales and Purchase cards' per-day figures
// (bill_daily) — and lists what differs; --rebuild rewrites them from the books, each in one transaction that
// postings wait for (docs/decisions/0011-lists-and-writes-at-scale.md). Exits 1 when something differs and
// was not rebuilt.
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import {
  auditCountMismatches,
  dailyTotalMismatches,
  ledgerDailyMismatches,
  rebuildAuditCount,
  rebuildDailyTotals,
  rebuildLedgerDaily,
} from '../modules/dashboard/daily-totals';
import { billDailyMismatches } from '../modules/payments/bill-daily';
import { billPaidMismatches, rebuildBillPaid } from '../modules/payments/bill-paid-kept';

const USAGE = 'usage: npm run daily-totals [-- --rebuild]';

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
    const mismatches = await dailyTotalMismatches(database.db);
    if (mismatches.length === 0) {
      console.log('The per-day totals agree with the books.');
    } else {
      console.log(`${mismatches.length} day(s) differ (sales/cost of sales/purchases/expenses):`);
      for (const m of mismatches.slice(0, 50)) console.log(`  ${m.day}  kept ${m.kept}  books ${m.books}`);
      if (mismatches.length > 50) console.log(`  … and ${mismatches.length - 50} more`);
    }
    const ledgerDays = await ledgerDailyMismatches(database.db);
    if (ledgerDays.length === 0) {
      console.log("The ledger's per-day totals agree with the ledger.");
    } else {
      console.log(`${ledgerDays.length} ledger day(s) differ (entries/debit/credit):`);
      for (const m of ledgerDays.slice(0, 50)) console.log(`  ${m.day}  kept ${m.kept}  ledger ${m.books}`);
      if (ledgerDays.length > 50) console.log(`  … and ${ledgerDays.length - 50} more`);
    }
    const billDays = await billDailyMismatches(database.db);
    if (billDays.length === 0) {
      console.log("The sales' and purchases' per-day figures agree with the books.");
    } else {
      console.log(
        `${billDays.length} day(s) of bills differ (bills/quintals/amount/expenses/final/paid/pending/partial/paid in full):`,
      );
      for (const m of billDays.slice(0, 50))
        console.log(`  ${m.kind} ${m.day}  kept ${m.kept}  books ${m.books}`);
      if (billDays.length > 50) console.log(`  … and ${billDays.length - 50} more`);
    }
    const auditCount = await auditCountMismatches(database.db);
    if (auditCount.length === 0) {
      console.log("The audit trail's kept count agrees with the trail.");
    } else {
      console.log(
        `The audit trail's kept count is ${auditCount[0]!.kept}; the trail holds ${auditCount[0]!.events}.`,
      );
    }
    const bills = await billPaidMismatches(database.db);
    if (bills.length === 0) {
      console.log("The bills' paid amounts agree with their payments.");
    } else {
      console.log(`${bills.length} bill(s) differ:`);
      for (const b of bills.slice(0, 50))
        console.log(`  ${b.kind} #${b.billId}  kept ${b.kept}  paid ${b.allocated}`);
      if (bills.length > 50) console.log(`  … and ${bills.length - 50} more`);
    }
    if (values.rebuild) {
      const days = await database.db.transaction((tx) => rebuildDailyTotals(tx));
      const ledgerDayCount = await database.db.transaction((tx) => rebuildLedgerDaily(tx));
      await database.db.transaction((tx) => rebuildAuditCount(tx));
      const billCount = await database.db.transaction((tx) => rebuildBillPaid(tx));
      const left =
        (await dailyTotalMismatches(database.db)).length +
        (await ledgerDailyMismatches(database.db)).length +
        (await auditCountMismatches(database.db)).length +
        (await billPaidMismatches(database.db)).length +
        (await billDailyMismatches(database.db)).length;
      console.log(
        `Rebuilt from the books: ${days} day(s), ${ledgerDayCount} ledger day(s), ${billCount} bill(s) with their days; ${left} differ now.`,
      );
      if (left > 0) process.exitCode = 1;
    } else if (
      mismatches.length + ledgerDays.length + auditCount.length + billDays.length + bills.length >
      0
    ) {
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
