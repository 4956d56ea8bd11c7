// BENCH_WORKERS=N: the app as `npm start` runs it, the bundled server (dist/server/main.js, built here by
// scripts/build-server.mjs) as a supervisor with N worker processes (WEB_CONCURRENCY, docs/scale.md §6),
// measured instead of the app in the bench's own process. The bench still loads and captures SQL in
// process; only the timed requests go to the workers. Their memory is the app's alone (the in-process figure
// also holds the loader and autocannon).
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { BENCH_LOGIN } from './app';

export interface RunningWorkers {
  baseUrl: string;
  token: string;
  /** Σ resident memory of the workers now (the supervisor left out), in MB. */
  rssMb(): number;
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

export async function startWorkers(databaseUrl: string, workers: number): Promise<RunningWorkers> {
  // The server as `npm start` runs it: bundled, without the TypeScript loader in memory.
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
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
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
