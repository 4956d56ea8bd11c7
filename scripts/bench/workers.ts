// BENCH_WORKERS=N: the app as `npm start` runs it, the bundled server (dist/server/main.js, built here by
// scripts/build-server.mjs) as a supervisor with N worker processes (WEB_CONCURRENCY, docs/scale.md §6),
// measured instead of the app in the bench's own process. The bench still loads and captures SQL in
// process; only the timed requests go to the workers. Their memory is the app's alone (the in-process figure
// also holds the loader and autocannon). On PGlite there is one worker, over the bench's data directory once
// the bench has let go of it (one process owns a PGlite directory).
import fs from 'node:fs';
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { BENCH_LOGIN } from './app';

export interface RunningWorkers {
  baseUrl: string;
  token: string;
  /** Σ resident memory of the workers now (the supervisor left out), in MB. */
  rssMb(): number;
  /** Σ of each worker's peak resident memory since it started (the kernel's VmHWM), in MB. */
  peakRssMb(): number;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The pids of a process's children (Linux `ps`). */
function childPids(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => Number.isInteger(n) && n > 0);
  } catch {
    return []; // no child yet, or the process has gone
  }
}

/** Σ of the children's peak resident memory (VmHWM in /proc/<pid>/status), in MB. */
function treePeakRssMb(pid: number): number {
  let kb = 0;
  for (const child of childPids(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${child}/status`, 'utf8');
      kb += Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

/** Resident memory of a process's children, in MB (Linux `ps`). */
function treeRssMb(pid: number): number {
  const kb = (args: string[]) => {
    try {
      return execFileSync('ps', args, { encoding: 'utf8' })
        .split('\n')
        .map((line) => Number(line.trim()))
        .filter((n) => Number.isFinite(n) && n > 0)
        .reduce((sum, n) => sum + n, 0);
    } catch {
      return 0; // no child yet, or the process has gone
    }
  };
  return kb(['-o', 'rss=', '--ppid', String(pid)]) / 1024;
}

/** Where the workers' data is: a PostgreSQL database, or a PGlite directory no other process holds. */
export type WorkersDatabase = { databaseUrl: string } | { dataDir: string };

export async function startWorkers(where: WorkersDatabase, workers: number): Promise<RunningWorkers> {
  if ('dataDir' in where && workers !== 1) throw new Error('PGlite runs one worker (WEB_CONCURRENCY=1)');
  // The server as `npm start` runs it: bundled, without the TypeScript loader in memory.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      // PGlite: the daily backup is off, because the bench asks for one itself at the end, timed
      // (`npm run backup` against the running app).
      ...('databaseUrl' in where
        ? { DATABASE_URL: where.databaseUrl }
        : { DATABASE_URL: '', DATA_DIR: where.dataDir, DAILY_BACKUP: 'false' }),
      WEB_CONCURRENCY: String(workers),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_DIST: '.tmp/no-web-build',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  let token: string | undefined;
  while (!token) {
    if (child.exitCode !== null) throw new Error(`the workers stopped (exit ${child.exitCode})`);
    if (Date.now() > deadline) throw new Error('the workers did not answer within 60 s');
    try {
      const res = await fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: BENCH_LOGIN.email, password: BENCH_LOGIN.password }),
      });
      if (res.ok) token = ((await res.json()) as { token: string }).token;
    } catch {
      // not listening yet
    }
    if (!token) await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    token,
    rssMb: () => treeRssMb(child.pid!),
    peakRssMb: () => treePeakRssMb(child.pid!),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
