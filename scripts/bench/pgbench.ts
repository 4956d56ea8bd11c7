// The same statements as plain SQL, run by pgbench against the bench database (PostgreSQL only): bench/sql/*.sql
// with their variables set from this run's capture (./capture.ts). p95 comes from pgbench's per-transaction log.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const PGBENCH = process.env.PGBENCH ?? '/usr/lib/postgresql/15/bin/pgbench';

export interface PgbenchResult {
  tps: number;
  p50: number;
  p95: number;
  transactions: number;
  failed: number;
}

export async function pgbench(opts: {
  url: string;
  file: string;
  variables: Record<string, string>;
  clients: number;
  /** -T seconds, or -t transactions per client. */
  seconds?: number;
  transactions?: number;
}): Promise<PgbenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandibook-pgbench-'));
  try {
    const args = [
      '-n',
      '-M',
      'simple',
      '-c',
      String(opts.clients),
      '-j',
      String(Math.min(opts.clients, os.cpus().length)),
      ...(opts.transactions !== undefined
        ? ['-t', String(opts.transactions)]
        : ['-T', String(opts.seconds ?? 3)]),
      '-f',
      opts.file,
      '-l',
      `--log-prefix=${path.join(dir, 'log')}`,
      ...Object.entries(opts.variables).flatMap(([name, value]) => ['-D', `${name}=${value}`]),
      opts.url,
    ];
    const { stdout } = await run(PGBENCH, args, { maxBuffer: 16 * 1024 * 1024 });
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1] ?? NaN);
    const processed = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? 0);
    const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
    // Log lines: client_id transaction_no time_us script_no epoch epoch_us; time in microseconds.
    const latencies: number[] = [];
    for (const file of fs.readdirSync(dir)) {
      for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (line && Number.isFinite(us)) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? NaN;
    return { tps, p50: at(0.5), p95: at(0.95), transactions: processed, failed };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
