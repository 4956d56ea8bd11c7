// Does a commit PGlite acknowledged survive a kill -9 of the process (ADR 0007)?
//   node --import tsx scripts/durability/kill9.ts [plain|durable] [cycles=20]
// Each cycle starts a child process on the same data directory; the child (PGlite's crash recovery runs
// as it opens) inserts one row per transaction and prints each id once its COMMIT resolved; the parent
// kills it with SIGKILL at a random moment (0.2 to 2 s after it is ready). At the end the parent opens the
// directory and checks that every acknowledged id is there. Exits non-zero if any is missing.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMode, parseMode } from './open';

const [first, second, third] = process.argv.slice(2);

if (first === 'child') {
  // child <dir> <mode>: insert forever, acknowledging each id on stdout.
  const db = await openMode(second!, parseMode(third));
  const { rows } = await db.client.query<{ max: number | null }>('SELECT max(id) AS max FROM acked');
  let id = (rows[0]?.max ?? 0) + 1;
  fs.writeSync(1, 'READY\n');
  for (;;) {
    await db.insert(id);
    fs.writeSync(1, `ACK ${id}\n`);
    id++;
  }
} else {
  const mode = parseMode(first);
  const cycles = Number(second ?? 20);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `mandibook-kill9-${mode}-`));
  const self = fileURLToPath(import.meta.url);
  const acked = new Set<number>();
  const perCycle: number[] = [];
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const child = spawn(process.execPath, ['--import', 'tsx', self, 'child', dir, mode], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let buffered = '';
      let count = 0;
      let killTimer: NodeJS.Timeout | undefined;
      const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
        child.on('exit', (code, signal) => resolve(signal ?? code)),
      );
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split('\n');
        buffered = lines.pop()!;
        for (const line of lines) {
          if (line === 'READY' && !killTimer) {
            killTimer = setTimeout(() => child.kill('SIGKILL'), 200 + Math.random() * 1800);
          } else if (line.startsWith('ACK ')) {
            acked.add(Number(line.slice(4)));
            count++;
          }
        }
      });
      const end = await exited;
      clearTimeout(killTimer);
      if (end !== 'SIGKILL')
        throw new Error(`cycle ${cycle}: the child ended with ${String(end)}, not SIGKILL`);
      perCycle.push(count);
    }
    const db = await openMode(dir, mode);
    const { rows } = await db.client.query<{ id: number }>('SELECT id FROM acked');
    await db.client.close();
    const present = new Set(rows.map((row) => row.id));
    const missing = [...acked].filter((id) => !present.has(id));
    const unacknowledged = rows.length - (acked.size - missing.length);
    console.log(
      `mode=${mode}: ${cycles} kill -9 cycles, ${acked.size} acknowledged commits ` +
        `(per cycle ${perCycle.join(' ')}), ${rows.length} rows after recovery, ` +
        `${missing.length} acknowledged missing, ${unacknowledged} committed but not yet acknowledged`,
    );
    if (missing.length > 0) {
      console.error(`missing ids: ${missing.slice(0, 20).join(', ')}`);
      process.exitCode = 1;
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
