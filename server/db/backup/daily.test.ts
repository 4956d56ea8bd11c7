import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { makeSale } from '../../test/factories';
import { createTestDatabase } from '../../test/test-db';
import { dailyBackupName, startDailyBackups, takeDailyBackup } from './daily';
import { memoryLog, tempDir } from './test-support';

let database: Database;
const tmp = tempDir();

beforeAll(async () => {
  database = await createTestDatabase();
  await makeSale(database.db);
});
afterAll(async () => {
  await database.close();
  tmp.remove();
});

describe('daily backups', () => {
  it('take one per business day into DATA_DIR/backups and keep the newest BACKUP_KEEP', async () => {
    const dataDir = path.join(tmp.dir, 'data');
    const dir = path.join(dataDir, 'backups');
    fs.mkdirSync(dir, { recursive: true });
    for (let day = 1; day <= 9; day++)
      fs.writeFileSync(path.join(dir, dailyBackupName(`2026-02-0${day}`)), 'old');
    fs.writeFileSync(path.join(dir, `${dailyBackupName('2026-02-05')}.partial`), 'cut off by a crash');
    fs.writeFileSync(path.join(dir, 'before-upgrade.jsonl.gz'), 'made by hand');
    // 20:00 UTC on 28 February is already 1 March in India.
    const now = () => new Date('2026-02-28T20:00:00Z');
    const log = memoryLog();

    const written = await takeDailyBackup({ database, dataDir, keep: 7, log, timeZone: 'Asia/Kolkata', now });
    expect(written).toBe(path.join(dir, 'mandibook-daily-2026-03-01.jsonl.gz'));
    expect(
      await takeDailyBackup({ database, dataDir, keep: 7, log, timeZone: 'Asia/Kolkata', now }),
    ).toBeUndefined();

    expect(fs.readdirSync(dir).sort()).toEqual([
      'before-upgrade.jsonl.gz',
      ...['04', '05', '06', '07', '08', '09'].map((d) => dailyBackupName(`2026-02-${d}`)),
      'mandibook-daily-2026-03-01.jsonl.gz',
    ]);
    expect(log.entries.filter((e) => e.msg === 'daily backup written')).toHaveLength(1);
  });

  it('start with a backup when today has none, look again on the timer, and stop cleanly', async () => {
    const backupDir = path.join(tmp.dir, 'elsewhere');
    let day = 10;
    const now = () => new Date(`2026-03-${day}T06:00:00Z`);
    const log = memoryLog();
    const stop = startDailyBackups({
      database,
      dataDir: tmp.dir,
      backupDir,
      keep: 2,
      log,
      now,
      checkEveryMs: 20,
    });
    try {
      await waitFor(() => fs.existsSync(path.join(backupDir, dailyBackupName('2026-03-10'))));
      day = 11;
      await waitFor(() => fs.existsSync(path.join(backupDir, dailyBackupName('2026-03-11'))));
      day = 12;
      await waitFor(() => fs.existsSync(path.join(backupDir, dailyBackupName('2026-03-12'))));
    } finally {
      await stop();
    }
    day = 13;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fs.readdirSync(backupDir).sort()).toEqual([
      dailyBackupName('2026-03-11'),
      dailyBackupName('2026-03-12'),
    ]);
    expect(log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('log a failure and keep the schedule going', async () => {
    const backupDir = path.join(tmp.dir, 'not-a-folder');
    fs.writeFileSync(backupDir, 'a file where the folder should be');
    const log = memoryLog();
    const stop = startDailyBackups({ database, dataDir: tmp.dir, backupDir, keep: 2, log, checkEveryMs: 20 });
    await waitFor(() => log.entries.filter((e) => e.msg === 'daily backup failed').length >= 2);
    await stop();
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
