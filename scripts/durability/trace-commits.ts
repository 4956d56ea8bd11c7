// Runs N single-row insert transactions on a fresh PGlite directory, writing a marker line around the
// commits and after each of the first three, so an strace of it shows what one commit does.
//   node --import tsx scripts/durability/trace-commits.ts <dir> [plain|durable] [N=200]
// Run it through scripts/durability/strace-commits.sh.
import fs from 'node:fs';
import { openMode, parseMode } from './open';

const [dir, modeArg, countArg] = process.argv.slice(2);
if (!dir) throw new Error('usage: trace-commits.ts <dir> [mode] [N]');
const mode = parseMode(modeArg);
const count = Number(countArg ?? 200);

const db = await openMode(dir, mode);
const settings = await db.client.query<{ name: string; setting: string }>(
  `SELECT name, setting FROM pg_settings
    WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method', 'full_page_writes') ORDER BY name`,
);
console.log(`mode=${mode} ${settings.rows.map((row) => `${row.name}=${row.setting}`).join(' ')}`);
const before = db.fsyncs();
fs.writeSync(1, 'MARK-BEGIN\n');
for (let id = 1; id <= count; id++) {
  await db.insert(id);
  if (id <= 3) fs.writeSync(1, `MARK-ACK ${id}\n`);
}
fs.writeSync(1, 'MARK-END\n');
console.log(`commits=${count} fsyncs asked by postgres=${db.fsyncs() - before}`);
await db.client.close();
