// Cost of a crash-safe commit (ADR 0007): commits/s and latency of a one-row insert transaction in each
// mode of open.ts, one transaction after the other like MandiBook's single PGlite connection. The modes
// run interleaved (round 1 of each, round 2 of each, ...) so that other work on the machine weighs on all
// of them alike; then each directory is closed and reopened to time a start (durable fsyncs the whole
// data directory once when it opens). Also times a raw 8 KiB write + fsync on the same filesystem.
//   node --import tsx scripts/durability/bench-commits.ts [N per round=1000] [rounds=3] [parent dir]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MODES, openMode, type Mode, type Opened } from './open';

const count = Number(process.argv[2] ?? 1000);
const rounds = Number(process.argv[3] ?? 3);
const parent = fs.mkdtempSync(path.join(process.argv[4] ?? os.tmpdir(), 'mandibook-durability-'));
const WARM_UP = 100;

type Row = Record<string, string | number>;

function summary(latenciesMs: number[], totalMs: number): Row {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return {
    'commits/s': Math.round((latenciesMs.length / totalMs) * 1000),
    'p50 ms': at(0.5).toFixed(2),
    'p99 ms': at(0.99).toFixed(2),
    'max ms': sorted[sorted.length - 1]!.toFixed(2),
  };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

function rawFsync(): Row {
  const fd = fs.openSync(path.join(parent, 'raw'), 'w');
  const block = Buffer.alloc(8192, 1);
  const latencies: number[] = [];
  const start = performance.now();
  try {
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      fs.writeSync(fd, block, 0, block.length, i * block.length);
      fs.fsyncSync(fd);
      latencies.push(performance.now() - t0);
    }
  } finally {
    fs.closeSync(fd);
  }
  return summary(latencies, performance.now() - start);
}

const rows: Record<string, Row> = {};
const loadBefore = load();
const opened = new Map<Mode, Opened>();
let nextId = 1;
try {
  for (const mode of MODES) {
    const start = performance.now();
    const db = await openMode(path.join(parent, mode), mode);
    rows[`${mode}: create + initdb`] = { 'open ms': Math.round(performance.now() - start) };
    opened.set(mode, db);
    for (let i = 0; i < WARM_UP; i++) await db.insert(nextId++);
  }
  for (let round = 1; round <= rounds; round++) {
    rows[`raw write+fsync, round ${round}`] = rawFsync();
    for (const mode of MODES) {
      const db = opened.get(mode)!;
      const fsyncsBefore = db.fsyncs();
      const latencies: number[] = [];
      const start = performance.now();
      for (let i = 0; i < count; i++) {
        const t0 = performance.now();
        await db.insert(nextId++);
        latencies.push(performance.now() - t0);
      }
      rows[`${mode}, round ${round}`] = {
        ...summary(latencies, performance.now() - start),
        'fsyncs/commit': ((db.fsyncs() - fsyncsBefore) / count).toFixed(2),
      };
    }
  }
  for (const mode of MODES) {
    await opened.get(mode)!.client.close();
    opened.delete(mode);
    const start = performance.now();
    const db = await openMode(path.join(parent, mode), mode);
    rows[`${mode}: reopen`] = { 'open ms': Math.round(performance.now() - start) };
    await db.client.close();
  }
} finally {
  for (const db of opened.values()) await db.client.close();
  fs.rmSync(parent, { recursive: true, force: true });
}
console.log(
  `${count} one-row transactions per round, ${os.cpus().length} CPUs, Node ${process.version}, ` +
    `in ${path.dirname(parent)}; load average before ${loadBefore}, after ${load()}`,
);
console.table(rows);
