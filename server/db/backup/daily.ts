import fs from 'node:fs';
import path from 'node:path';
import { businessToday, DEFAULT_BUSINESS_TIMEZONE } from '../../../common/business-day';
import type { Database } from '../client';
import type { BackupLog } from './format';
import { writeBackup } from './writer';

export interface DailyBackupOptions {
  database: Database;
  dataDir: string;
  /** Default: DATA_DIR/backups. */
  backupDir?: string;
  /** How many daily files to keep (BACKUP_KEEP). */
  keep: number;
  log: BackupLog;
  /** Whose calendar day "daily" means; the business time zone. */
  timeZone?: string;
  /** For tests. */
  now?: () => Date;
  checkEveryMs?: number;
}

const DAILY_FILE = /^mandibook-daily-(\d{4}-\d{2}-\d{2})\.jsonl\.gz$/;
const DAILY_PARTIAL = /^mandibook-daily-\d{4}-\d{2}-\d{2}\.jsonl\.gz\.partial$/;

export function dailyBackupName(day: string): string {
  return `mandibook-daily-${day}.jsonl.gz`;
}

/**
 * Embedded database only: keeps a backup per business day in backupDir. Takes today's at once when it
 * is missing (a laptop that was off at midnight still gets one), then looks again every hour. The timer
 * does not keep the process alive. The returned stop function cancels the schedule and resolves once
 * a backup in progress has finished, so the database can be closed after it.
 */
export function startDailyBackups(opts: DailyBackupOptions): () => Promise<void> {
  let running: Promise<void> | undefined;
  let stopped = false;
  const check = () => {
    if (running || stopped) return;
    running = takeDailyBackup(opts)
      .then(() => undefined)
      .catch((err: unknown) => opts.log.error({ err }, 'daily backup failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, opts.checkEveryMs ?? 60 * 60 * 1000);
  timer.unref();
  check();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}

/** Today's backup unless it exists, then the oldest beyond `keep` removed. Returns the file written, if any. */
export async function takeDailyBackup(opts: DailyBackupOptions): Promise<string | undefined> {
  const dir = path.resolve(opts.backupDir ?? path.join(opts.dataDir, 'backups'));
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const today = businessToday(opts.timeZone ?? DEFAULT_BUSINESS_TIMEZONE, (opts.now ?? (() => new Date()))());
  const file = path.join(dir, dailyBackupName(today));
  if (fs.existsSync(file)) return undefined;
  const summary = await writeBackup(opts.database, file);
  opts.log.info(
    { file: summary.file, bytes: summary.bytes, rows: summary.rows, durationMs: summary.durationMs },
    'daily backup written',
  );
  pruneDailyBackups(dir, opts.keep, opts.log);
  return summary.file;
}

/** Keeps the newest `keep` daily files (names sort by date); other files in the folder are left alone. */
export function pruneDailyBackups(dir: string, keep: number, log: BackupLog): void {
  const names = fs.readdirSync(dir);
  const daily = names.filter((n) => DAILY_FILE.test(n)).sort();
  // Leftovers of a daily backup cut off by a crash; none is in progress while we prune.
  const stale = names.filter((n) => DAILY_PARTIAL.test(n));
  for (const name of [...daily.slice(0, Math.max(0, daily.length - keep)), ...stale]) {
    fs.rmSync(path.join(dir, name), { force: true });
    log.info({ file: path.join(dir, name) }, 'old daily backup removed');
  }
}
