// npm run restore FILE: a backup into an empty data directory or an empty PostgreSQL database.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { readBackupHeader } from '../db/backup/reader';
import { restoreBackup, RestoreRefused } from '../db/backup/restore';
import { printTables, seconds } from './backup-output';

const USAGE =
  'usage: npm run restore FILE   (into DATA_DIR, or DATABASE_URL when set; the target must be empty)';

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  if (values.help || positionals.length !== 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const file = path.resolve(positionals[0]!);
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  const header = await readBackupHeader(file);
  const config = loadConfig();
  const where = config.DATABASE_URL
    ? 'the PostgreSQL database of DATABASE_URL'
    : `PGlite in ${path.resolve(config.DATA_DIR)}`;
  console.log(`Restoring the backup of ${header.createdAt} (${header.database}) into ${where} …`);

  // Opening PGlite takes the data directory's lock: a running app there refuses the restore.
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const summary = await restoreBackup(database, file);
    printTables(summary.tables);
    for (const w of summary.warnings) console.log(`Note: ${w}`);
    const later = summary.migrations.appliedAfterLoad;
    console.log(
      `Restored ${summary.rows.toLocaleString('en')} rows in ${summary.tables.length} tables and ` +
        `${summary.sequences} sequences in ${seconds(summary.durationMs)}` +
        (later > 0 ? `; then applied ${later} newer migration${later === 1 ? '' : 's'}` : '') +
        '. Start the app with the same settings.',
    );
  } catch (err) {
    if (err instanceof RestoreRefused) throw new Error(`Nothing restored into ${where}.\n${err.message}`);
    throw err;
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
