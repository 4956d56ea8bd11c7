// npm run backup [FILE]: a consistent, compressed backup of the database the app uses, while it runs.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { defaultBackupName, type BackupSummary } from '../db/backup/format';
import { findLiveApp, requestBackupFromApp } from '../db/backup/live-request';
import { writeBackup } from '../db/backup/writer';
import { formatBytes, printTables, seconds } from './backup-output';

const USAGE = `usage: npm run backup [FILE]     (default: ./mandibook-backup-<date>T<time>.jsonl.gz)`;

async function run(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean' } },
  });
  if (values.help || positionals.length > 1) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const file = path.resolve(positionals[0] ?? defaultBackupName());
  if (fs.existsSync(file)) throw new Error(`${file} exists; choose another file name`);
  if (!fs.existsSync(path.dirname(file))) throw new Error(`The folder ${path.dirname(file)} does not exist`);

  let summary: BackupSummary;
  if (config.DATABASE_URL) {
    console.log('Backing up the PostgreSQL database of DATABASE_URL …');
    summary = await backupDirectly(config.DATABASE_URL, config.DATA_DIR, file);
  } else {
    const dataDir = path.resolve(config.DATA_DIR);
    const app = findLiveApp(dataDir);
    if (app && !app.servesRequests) {
      throw new Error(
        `The data directory ${dataDir} is in use by process ${app.pid}, which does not take backup requests ` +
          '(a MandiBook from before backups, or a command holding it). Stop it, then run the backup again.',
      );
    }
    if (app) {
      console.log(`The app (pid ${app.pid}) runs on ${dataDir}: asking it to write the backup …`);
      summary = await requestBackupFromApp({
        dataDir,
        file,
        pid: app.pid,
        onWait: (ms, taken) =>
          console.log(`  ${taken ? 'writing' : 'waiting for the app to start'} … ${Math.round(ms / 1000)} s`),
      });
    } else {
      // Opening a folder without a database would create an empty one: not what a backup should do.
      if (!fs.existsSync(path.join(dataDir, 'PG_VERSION')))
        throw new Error(`There is no database in ${dataDir}`);
      console.log(`Backing up PGlite in ${dataDir} …`);
      summary = await backupDirectly(undefined, dataDir, file);
    }
  }
  printTables(summary.tables);
  console.log(
    `Backup written to ${summary.file}: ${summary.rows.toLocaleString('en')} rows in ${summary.tables.length} tables, ` +
      `${formatBytes(summary.bytes)}, ${seconds(summary.durationMs)}`,
  );
}

async function backupDirectly(
  databaseUrl: string | undefined,
  dataDir: string,
  file: string,
): Promise<BackupSummary> {
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    return await writeBackup(database, file);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
